import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server-pglite',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TEST_DB: 'pglite' },
    // Each file starts its own server on its own database; files run in parallel processes.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
