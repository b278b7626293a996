import { configDefaults, defineConfig } from 'vitest/config';

// End-to-end tests of the whole product, run against the built apps served by one real CMS process.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The dependency rules are a suite of their own (`npm test -- architecture`), with nothing to start.
    exclude: [...configDefaults.exclude, 'tests/architecture/**'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
