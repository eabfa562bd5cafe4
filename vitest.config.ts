import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace. The server suite runs on PGlite, and a
// second time on PostgreSQL when TEST_DATABASE_URL is set (scripts/test.mjs decides).
const projects: string[] = [
  'packages/*/vitest.config.ts',
  'packages/forms-react/vitest.isolated.config.ts',
  'server/vitest.config.ts',
  'apps/*/vitest.config.ts',
];
if (process.env.TEST_DATABASE_URL) projects.push('server/vitest.postgres.config.ts');

export default defineConfig({
  test: {
    projects,
    // Vitest's default (one worker fewer than cores) leaves one of CI's two cores idle: the main
    // process only transforms files, while the workers do the work.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
