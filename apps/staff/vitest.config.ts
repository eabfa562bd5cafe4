import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'staff',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
