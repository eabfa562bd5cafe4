import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'forms-core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
});
