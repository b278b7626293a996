// `npm run test:<suite>`: one reliability suite, its figures printed and kept in docs/RELIABILITY.md.
//
//   node scripts/reliability.mjs access                 the access matrix (cms/tests/admin-access.test.ts)
//   node scripts/reliability.mjs hostile [--seed=N]     generated hostile requests (cms/tests/hostile-input.test.ts)
//   node scripts/reliability.mjs load [--duration=60] [--connections=50]
//   node scripts/reliability.mjs faults
//
// --database=sqlite|postgres (default: DATABASE_CLIENT; PostgreSQL for load and faults);
// --no-write prints without touching docs/RELIABILITY.md; --no-compile uses cms/dist as it is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cmsRequire } from './lib/app-storage.mjs';
import { parseArgs } from './lib/bench.mjs';
import { cmsDir } from './lib/paths.mjs';
import { publishReport } from './lib/reliability-report.mjs';
import { databaseTitle, faultsSuite, loadSuite } from './lib/reliability-suites.mjs';
import { run } from './lib/run.mjs';

const [suite, ...rest] = process.argv.slice(2);
const args = parseArgs(rest);
const envClient = process.env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite';

/** Runs one CMS test file with vitest; the test writes its figures to the file named by RELIABILITY_REPORT. */
async function vitestSuite(file, env = {}) {
  const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qahve-reliability-')), 'report.json');
  const client = args.database ?? envClient;
  let failed = false;
  await run(process.execPath, [path.join(cmsDir, 'node_modules/vitest/vitest.mjs'), 'run', file], {
    cwd: cmsDir,
    env: { ...process.env, ...env, DATABASE_CLIENT: client, RELIABILITY_REPORT: reportFile },
  }).catch(() => (failed = true));
  if (!fs.existsSync(reportFile)) throw new Error(`${file} wrote no figures (it failed before its end)`);
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  fs.rmSync(path.dirname(reportFile), { recursive: true, force: true });
  return { ...report, database: databaseTitle(client), passed: report.passed && !failed };
}

/** The suites that start the application as a process need its compiled server code (not the panel). */
async function compileCms() {
  if (args['no-compile']) return;
  process.stdout.write('Compiling the CMS… ');
  await cmsRequire('@strapi/strapi').compileStrapi({ appDir: cmsDir, ignoreDiagnostics: false });
  console.log('done');
}

const SUITES = {
  access: () => vitestSuite('tests/admin-access.test.ts'),
  hostile: () => vitestSuite('tests/hostile-input.test.ts', args.seed ? { HOSTILE_SEED: args.seed } : {}),
  async load() {
    await compileCms();
    return loadSuite({
      client: args.database ?? 'postgres',
      durationMs: Number(args.duration ?? 60) * 1000,
      connections: Number(args.connections ?? 50),
    });
  },
  async faults() {
    await compileCms();
    return faultsSuite({ client: args.database ?? 'postgres' });
  },
};

if (!SUITES[suite]) {
  console.error(`Usage: node scripts/reliability.mjs <${Object.keys(SUITES).join('|')}> [options]`);
  process.exit(2);
}
const report = await SUITES[suite]();
report.command = ['npm run', `test:${suite}`, ...(rest.length ? ['--', ...rest] : [])].join(' ');
publishReport(report, { write: !args['no-write'] });
process.exit(report.passed ? 0 : 1);
