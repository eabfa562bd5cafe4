import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadLazyComponents } from './render/lazyComponent';

// Testing Library unmounts between tests only when told to (Vitest runs without globals).
afterEach(() => cleanup());

// The code of lazy components is loaded before a file's tests, so each type renders at once,
// and awaited after them, so no import is still running when the file's environment goes (under
// load one did, and failed the files that came after). Loading is slow only while the main
// process transforms the modules, hence the generous bound.
const loadingBound = 120_000;
beforeAll(() => loadLazyComponents(), loadingBound);
afterAll(() => loadLazyComponents(), loadingBound);
