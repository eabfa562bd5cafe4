import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace. The server suite runs on PGlite, and a
// second time on PostgreSQL when TEST_DATABASE_URL is set (scripts/test.mjs decides).
const projects: string[] = [
  'packages/*/vitest.config.ts',
  'server/vitest.config.ts',
  'apps/*/vitest.config.ts',
];
if (process.env.TEST_DATABASE_URL) projects.push('server/vitest.postgres.config.ts');

export default defineConfig({
  test: { projects },
});
