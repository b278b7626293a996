import { fileURLToPath } from 'node:url';
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
    // The seed's pictures, drawn once and kept between files and runs (cms/scripts/seed-images.ts).
    env: { SEED_IMAGE_CACHE_DIR: fileURLToPath(new URL('../node_modules/.cache/qahve-seed-images', import.meta.url)) },
  },
});
