import { configDefaults, defineProject } from 'vitest/config';
import { moduleMockingTests } from '../../scripts/moduleMockingTests.mjs';

// One jsdom per worker for all its files (isolate: false): building a jsdom and importing React
// for each of ~50 files took most of this suite's time. Testing Library unmounts after every
// test and Vitest restores spies after every file; files that mock modules run isolated
// (vitest.isolated.config.ts).
export default defineProject({
  test: {
    name: 'forms-react',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...moduleMockingTests(import.meta.dirname)],
    setupFiles: ['src/testSetup.ts'],
    isolate: false,
  },
});
