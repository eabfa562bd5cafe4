import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'forms-core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    benchmark: { include: ['src/**/*.bench.ts'] },
    // Pure functions: a worker keeps its modules from one file to the next instead of
    // starting a process and importing the engine for each of ~90 files.
    isolate: false,
  },
});
