import { fileURLToPath } from 'node:url';
import { BaseSequencer } from 'vitest/node';
import { configDefaults, defineConfig } from 'vitest/config';
import { longestFirst } from './scripts/lib/longest-first.mjs';

// The files that take longest (each drives a whole back office or site in a browser); they are short
// on disk (their cases live in tests/console/).
const LongestFirst = longestFirst(BaseSequencer, ['console-e2e', 'console-workflows-e2e', 'site-e2e', 'console-lists-e2e']);

// End-to-end tests of the whole product. Each file starts its own product (a `node server.js` on a
// throwaway database and port) and browser, so two files run side by side: most of a file's time is
// spent waiting on the other processes, and two fill a 2-core machine. E2E_TEST_WORKERS=1 runs them one by one.
const workers = Number(process.env.E2E_TEST_WORKERS ?? 2);

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The dependency rules and the type check are suites of their own (`npm test -- architecture`,
    // `npm test -- types`), with nothing to start.
    exclude: [...configDefaults.exclude, 'tests/architecture/**', 'tests/types/**'],
    // The folder the run's files share: the demo content seeded once for every start (tests/support/server.ts).
    globalSetup: ['tests/support/run-dir.ts'],
    pool: 'forks',
    fileParallelism: workers > 1,
    maxWorkers: workers,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 600_000,
    // A poll waits for what the page does next (a client navigation, a scroll handler, a toast), which a
    // busy 2-core machine can delay by seconds; vitest's default gives up after 1 s. A poll that passes
    // returns as soon as it holds, so the longer bound costs only failing runs.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // A browser test that fails is run once more, as Playwright's own CI setting does: a machine busier
    // than the tests allow for (another job, a slower runner) must not decide the build. A test that
    // passes only the second time is still reported ("retry x1"), with what its pages showed the
    // first time (tests/support/console.ts); one that fails twice fails.
    retry: 1,
    // The seed's pictures, drawn once and kept between files and runs (cms/scripts/seed-images.ts);
    // the products the tests start inherit it.
    env: { SEED_IMAGE_CACHE_DIR: fileURLToPath(new URL('node_modules/.cache/qahve-seed-images', import.meta.url)) },
  },
});
