import { configDefaults, defineProject, mergeConfig } from 'vitest/config';
import pgliteConfig from './vitest.config';

// The same server suite against a real PostgreSQL server (TEST_DATABASE_URL), less the tests
// that touch no database or only PGlite's own files.
export default mergeConfig(
  pgliteConfig,
  defineProject({
    test: {
      name: 'server-postgres',
      env: { TEST_DB: 'postgres' },
      exclude: [
        ...configDefaults.exclude,
        'src/config/**',
        'src/logging/**',
        'src/db/dataDirLock.test.ts',
        'src/db/durability.test.ts',
      ],
    },
  }),
);
