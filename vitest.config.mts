import { defineConfig } from 'vitest/config';

// End-to-end tests of the whole product, run against the built apps served by one real CMS process.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
