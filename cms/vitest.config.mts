import { fileURLToPath } from 'node:url';
import { BaseSequencer } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { longestFirst } from '../scripts/lib/longest-first.mjs';

// One Strapi per test file, in its own process (Strapi is a process-wide singleton), on its own
// throwaway database, temporary folder and ports. Three files at a time on a 2-core machine: a file's
// Strapi runs on one core, and several files spend seconds waiting (the shared cache's minute-long
// origin outage, the mail queue's and the schedules' due times), which a third file fills.
// CMS_TEST_WORKERS=1 runs them one by one.
const workers = Number(process.env.CMS_TEST_WORKERS ?? 3);

// The files that take longest: started first, so that none is left running alone at the end.
const LongestFirst = longestFirst(BaseSequencer, ['shared-cache', 'seed', 'public-queries', 'hostile-input', 'notifications']);

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: workers > 1,
    maxWorkers: workers,
    sequence: { sequencer: LongestFirst },
    // The compiled app first, then the database every test app starts on a copy of.
    globalSetup: ['tests/support/compile.ts', 'tests/support/database-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // The seed's pictures, drawn once and kept between files and runs (cms/scripts/seed-images.ts).
    env: { SEED_IMAGE_CACHE_DIR: fileURLToPath(new URL('../node_modules/.cache/qahve-seed-images', import.meta.url)) },
  },
});
