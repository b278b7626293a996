import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// End-to-end tests of the whole product, run against the built apps served by one real CMS process.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The dependency rules and the type check are suites of their own (`npm test -- architecture`,
    // `npm test -- types`), with nothing to start.
    exclude: [...configDefaults.exclude, 'tests/architecture/**', 'tests/types/**'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
    // The seed's pictures, drawn once and kept between files and runs (cms/scripts/seed-images.ts);
    // the products the tests start inherit it.
    env: { SEED_IMAGE_CACHE_DIR: fileURLToPath(new URL('node_modules/.cache/qahve-seed-images', import.meta.url)) },
  },
});
