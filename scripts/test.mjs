// `npm test`: builds what is missing or stale, then runs every suite — the linter and the formatter's
// check (ESLint and Prettier, one test each), the dependency rules between modules
// (docs/architecture.md), the type check of what no build checks (tests, scripts), the config unit
// tests, the site's and the console's component tests, the CMS integration tests against a real
// Strapi (SQLite; DATABASE_CLIENT=postgres for PostgreSQL) and the end-to-end tests of the product
// served on one origin. Ends with one "N passed, N failed" line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWhatIsNeeded } from './lib/build.mjs';
import { cmsDir, root } from './lib/paths.mjs';
import { run, runCollected } from './lib/run.mjs';

/**
 * `besideLint`: the suites that run while the lint checks do. ESLint is one thread for a minute or
 * more, and these fill the other core; the heavier suites wait for the checks to end.
 */
const SUITES = [
  {
    name: 'architecture',
    cwd: path.join(root, 'tests/architecture'),
    vitest: path.join(root, 'node_modules/vitest/vitest.mjs'),
    besideLint: true,
  },
  { name: 'types', cwd: path.join(root, 'tests/types'), vitest: path.join(root, 'node_modules/vitest/vitest.mjs'), besideLint: true },
  { name: 'config', cwd: path.join(root, 'config'), vitest: path.join(root, 'node_modules/vitest/vitest.mjs'), besideLint: true },
  { name: 'web', cwd: path.join(root, 'web'), vitest: path.join(root, 'node_modules/vitest/vitest.mjs'), besideLint: true },
  { name: 'admin', cwd: path.join(root, 'admin'), vitest: path.join(root, 'node_modules/vitest/vitest.mjs') },
  { name: 'cms', cwd: cmsDir, vitest: path.join(cmsDir, 'node_modules/vitest/vitest.mjs') },
  { name: 'e2e', cwd: root, vitest: path.join(root, 'node_modules/vitest/vitest.mjs') },
];

/** The "lint" suite: ESLint with 0 problems allowed, then Prettier's check; each counts as one test. */
const CHECKS = [
  {
    name: 'eslint',
    args: [
      path.join(root, 'node_modules/eslint/bin/eslint.js'),
      '.',
      '--cache',
      '--cache-location',
      'node_modules/.cache/eslint/',
      '--max-warnings',
      '0',
    ],
  },
  { name: 'prettier', args: [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.', '--cache', '--log-level', 'warn'] },
];

/** The failed tests (or files that failed to load) of one suite's JSON report, each with its error's first lines. */
function failuresOf(suite, result) {
  const firstLines = (text) => text.split('\n').slice(0, 12).join('\n');
  const relative = (file) => path.relative(root, file);
  return result.testResults.flatMap((file) => {
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    if (failedTests.length === 0 && file.status === 'failed') {
      return [{ suite, where: relative(file.name), message: firstLines(file.message ?? '') }];
    }
    return failedTests.map((test) => ({
      suite,
      where: `${relative(file.name)} › ${test.fullName}`,
      message: firstLines(test.failureMessages.join('\n')),
    }));
  });
}

/** Starts the two checks side by side (ESLint is mostly one thread); each one's output is kept for `reportChecks`. */
function startChecks() {
  const started = Date.now();
  const outcomes = Promise.all(
    CHECKS.map((check) =>
      runCollected(process.execPath, check.args, { cwd: root }).then(
        (output) => ({ check, output, passed: true }),
        (error) => ({ check, output: error.output ?? String(error), passed: false }),
      ),
    ),
  );
  return outcomes.then((checks) => ({ checks, seconds: Math.round((Date.now() - started) / 1000) }));
}

/** Prints each check's output whole and its outcome; answers the counts. */
function reportChecks(checks) {
  console.log('\n— lint —');
  for (const { check, output, passed } of checks) {
    process.stdout.write(output);
    console.log(passed ? `✓ ${check.name}` : `✗ ${check.name} (\`npm run ${check.name === 'eslint' ? 'lint' : 'format'}\` to see or fix)`);
  }
  const passed = checks.filter((outcome) => outcome.passed).length;
  return { passed, failed: checks.length - passed };
}

/**
 * `npm test -- <suite>[:<file filter>,…] …` runs only those suites; a suite's filters narrow it to the
 * test files whose paths contain one of them (vitest's own file filter), e.g. `e2e:backup-restore`.
 */
const selections = new Map(
  process.argv.slice(2).map((argument) => {
    const [name, filters = ''] = argument.split(':');
    return [name, filters.split(',').filter(Boolean)];
  }),
);
const only = [...selections.keys()];
await buildWhatIsNeeded();
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'qahve-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSuites = [];
/** Each failed test's file, name and first lines of its error, repeated at the end: a long run's log is often read from its tail only. */
const failures = [];
/** Each suite's wall time and each test file's own time: where a long run's minutes went, printed with the totals. */
const suiteSeconds = [];
const fileSeconds = [];

console.log(`Database: ${process.env.DATABASE_CLIENT === 'postgres' ? 'PostgreSQL' : 'SQLite'}`);
/** The lint checks, once they are running: reported (once) before the first suite that does not run beside them. */
const lint = only.length === 0 || only.includes('lint') ? { outcome: startChecks(), reported: false } : null;
async function finishLint() {
  if (!lint || lint.reported) return;
  lint.reported = true;
  const { checks, seconds } = await lint.outcome;
  const outcome = reportChecks(checks);
  suiteSeconds.push(`lint ${seconds} s`);
  totals.passed += outcome.passed;
  totals.failed += outcome.failed;
  if (outcome.failed > 0) failedSuites.push('lint');
}
for (const suite of SUITES.filter((s) => only.length === 0 || only.includes(s.name))) {
  if (!suite.besideLint) await finishLint();
  const report = path.join(reports, `${suite.name}.json`);
  console.log(`\n— ${suite.name} —`);
  const suiteStart = Date.now();
  try {
    const filters = selections.get(suite.name) ?? [];
    await run(process.execPath, [suite.vitest, 'run', ...filters, '--reporter=default', '--reporter=json', `--outputFile=${report}`], {
      cwd: suite.cwd,
    });
  } catch {
    failedSuites.push(suite.name);
  }
  if (fs.existsSync(report)) {
    const result = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + result.numTodoTests;
    if (result.numFailedTestSuites > 0 && !failedSuites.includes(suite.name)) failedSuites.push(suite.name);
    failures.push(...failuresOf(suite.name, result));
    for (const file of result.testResults) {
      fileSeconds.push({ where: `${suite.name} › ${path.relative(root, file.name)}`, seconds: (file.endTime - file.startTime) / 1000 });
    }
  } else if (!failedSuites.includes(suite.name)) {
    failedSuites.push(suite.name);
  }
  suiteSeconds.push(`${suite.name} ${Math.round((Date.now() - suiteStart) / 1000)} s`);
}
await finishLint();
fs.rmSync(reports, { recursive: true, force: true });

const slowest = fileSeconds.sort((a, b) => b.seconds - a.seconds).slice(0, 10);
if (suiteSeconds.length > 0) console.log(`\nTime per suite: ${suiteSeconds.join(', ')}`);
if (slowest.length > 0) console.log(`Slowest files:\n${slowest.map((f) => `  ${Math.round(f.seconds)} s  ${f.where}`).join('\n')}`);
if (failedSuites.length > 0) console.log(`\nFailed suites: ${failedSuites.join(', ')}`);
for (const failure of failures) console.log(`\n✗ ${failure.suite} › ${failure.where}\n${failure.message}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSuites.length > 0 || totals.failed > 0 ? 1 : 0);
