import { defineConfig } from 'vitest/config';

// One Strapi per test file, in its own process, one file at a time: Strapi is a process-wide singleton.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    globalSetup: ['tests/support/compile.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
