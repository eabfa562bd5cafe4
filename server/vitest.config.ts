import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server-pglite',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TEST_DB: 'pglite' },
    // Each file starts its own server on its own database; files run in parallel processes.
    pool: 'forks',
    // A worker keeps its imported modules from one file to the next: importing the server
    // anew for each of ~200 files cost minutes. Every file builds its own app and database;
    // the little module state there is (session cache, live tickets) is keyed by unique ids.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
