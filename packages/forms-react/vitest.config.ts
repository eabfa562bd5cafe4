import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'forms-react',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testSetup.ts'],
  },
});
