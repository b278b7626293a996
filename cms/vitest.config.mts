import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One Strapi per test file, in its own process (Strapi is a process-wide singleton), on its own
// throwaway database, temporary folder and ports. Two files at a time: a file's Strapi runs on one
// core, so the second core would otherwise wait; CMS_TEST_WORKERS=1 runs them one by one.
const workers = Number(process.env.CMS_TEST_WORKERS ?? 2);

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // The compiled app first, then the database every test app starts on a copy of.
    globalSetup: ['tests/support/compile.ts', 'tests/support/database-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // The seed's pictures, drawn once and kept between files and runs (cms/scripts/seed-images.ts).
    env: { SEED_IMAGE_CACHE_DIR: fileURLToPath(new URL('../node_modules/.cache/qahve-seed-images', import.meta.url)) },
  },
});
