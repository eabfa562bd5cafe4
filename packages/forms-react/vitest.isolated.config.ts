import { defineProject } from 'vitest/config';
import { moduleMockingTests } from '../../scripts/moduleMockingTests.mjs';

// The test files that mock modules, each in a fresh jsdom and module graph (vitest.config.ts).
export default defineProject({
  test: {
    name: 'forms-react-isolated',
    environment: 'jsdom',
    include: moduleMockingTests(import.meta.dirname),
    setupFiles: ['src/testSetup.ts'],
  },
});
