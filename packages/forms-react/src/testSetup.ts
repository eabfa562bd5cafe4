import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only when told to (Vitest runs without globals).
afterEach(() => cleanup());
