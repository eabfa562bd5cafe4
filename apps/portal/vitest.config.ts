import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'portal',
    // Logic runs in node; a component's test asks for jsdom itself (@vitest-environment).
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
