import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'portal',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
