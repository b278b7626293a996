// `npm run bench`: every figure of the performance issue, one benchmark script after the other,
// each against a reference measured in the same run. Prints one line per figure with its reference
// and bar, writes docs/PERFORMANCE.md (date, machine, load, Node, database) and exits 1 when a
// figure misses its bar or a benchmark gives no results. A measurement, not a test: neither
// `npm test` nor CI runs it. About 15 minutes on 2 cores; run it on a quiet machine.
//
// Each benchmark is a script of its own (runnable alone) that writes its figures with --json=<file>
// (protocol: scripts/lib/bench-report.mjs); its output goes to .cache/bench/<id>.log.
//
//   npm run bench                               # build what is stale, then every benchmark
//   npm run bench -- --skip=install,build       # leave out the fresh install, do not build first
//   npm run bench -- --only=bundles,public-api  # just these
//   npm run bench -- --survey-stats:rows=20000  # an option for one benchmark (here --rows=20000)
//   npm run bench -- --verbose                  # the benchmarks' own output too
//   npm run bench -- --results=<dir> [--out=<file>]   # no run: the report of results saved in <dir>
//
// Sizes are the issue's; DATABASE_CLIENT=postgres measures the survey statistics and the admin
// lists on PostgreSQL (the product's own figures always start it on SQLite).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { databaseName, parseArgs } from './lib/bench.mjs';
import { entryLines, exitCodeOf, markdown, summaryLine } from './lib/bench-report.mjs';
import { buildWhatIsNeeded } from './lib/build.mjs';
import { root } from './lib/paths.mjs';
import { loadNote } from './lib/throughput.mjs';

/** In the issue's order. `args`: what this run always passes (the build is current by then). */
const BENCHMARKS = [
  { id: 'public-api', label: '1. Public API', script: 'bench-public-api.mjs' },
  { id: 'pages', label: '1. Server-rendered pages', script: 'bench-pages.mjs' },
  { id: 'survey-stats', label: '2. Survey statistics', script: 'bench-survey-stats.mjs', args: ['--no-compile'] },
  { id: 'admin-list', label: '3. Admin lists', script: 'bench-admin-list.mjs', args: ['--no-compile'] },
  { id: 'bundles', label: '4. Bundles', script: 'bench-bundles.mjs' },
  { id: 'lighthouse', label: '5. Lighthouse', script: 'bench-lighthouse.mjs' },
  { id: 'start', label: '6. Start', script: 'bench-start.mjs' },
  { id: 'install', label: '6. Fresh install and build', script: 'bench-install.mjs' },
  { id: 'hostile-bodies', label: '13. Hostile request bodies', script: 'bench-hostile-bodies.mjs' },
  { id: 'history', label: '17. Content history', script: 'bench-history.mjs', args: ['--no-compile'] },
  { id: 'schedules', label: '29. Scheduled publishing', script: 'bench-schedules.mjs' },
  { id: 'preview', label: '29. Live preview', script: 'bench-preview.mjs' },
];

const args = parseArgs();
const list = (value) => (value && value !== 'true' ? value.split(',') : []);
const only = list(args.only);
const skip = list(args.skip);
const selected = (id) => (only.length === 0 || only.includes(id)) && !skip.includes(id);
const reportOnly = Boolean(args.results);
const resultsDir = path.resolve(reportOnly ? args.results : path.join(root, '.cache', 'bench'));
const out = path.resolve(args.out ?? path.join(root, 'docs', 'PERFORMANCE.md'));

/** `--<id>:<option>=<value>` -> `--<option>=<value>` for benchmark <id>. */
const optionsFor = (id) =>
  Object.entries(args)
    .filter(([key]) => key.startsWith(`${id}:`))
    .map(([key, value]) => `--${key.slice(id.length + 1)}${value === 'true' ? '' : `=${value}`}`);

/** A benchmark's JSON; null when it wrote none; what went wrong when it is not JSON. */
function readResult(file) {
  if (!fs.existsSync(file)) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return { unreadable: error.message };
  }
}

/** Runs one benchmark script with --json, its output into its log; answers its entry. */
async function runBenchmark(benchmark) {
  const json = path.join(resultsDir, `${benchmark.id}.json`);
  const log = path.join(resultsDir, `${benchmark.id}.log`);
  fs.rmSync(json, { force: true });
  const logStream = fs.createWriteStream(log);
  const start = performance.now();
  const exitCode = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'scripts', benchmark.script), `--json=${json}`, ...(benchmark.args ?? []), ...optionsFor(benchmark.id)],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        logStream.write(chunk);
        if (args.verbose) process.stdout.write(chunk);
      });
    }
    child.on('error', (error) => {
      logStream.write(`${error.stack}\n`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
  await new Promise((resolve) => logStream.end(resolve));
  const result = readResult(json);
  return {
    ...benchmark,
    status: result ? 'done' : 'missing',
    exitCode,
    seconds: (performance.now() - start) / 1000,
    result,
    log: path.relative(root, log),
  };
}

function commitOf() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return `${commit}${dirty ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

const started = performance.now();
const machine = {
  date: new Date()
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC'),
  cpu: os.cpus()[0]?.model ?? 'unknown CPU',
  cores: os.cpus().length,
  loadStart: os.loadavg(),
  node: process.version,
  // The product's own figures (API, start, Lighthouse) always run it on SQLite.
  database:
    databaseName() === 'SQLite'
      ? 'SQLite'
      : `${databaseName()} for the survey statistics and admin lists, SQLite for the product's own figures`,
  commit: commitOf(),
};
fs.mkdirSync(resultsDir, { recursive: true });
console.log(
  `${machine.cpu}, ${machine.cores} cores, load average ${machine.loadStart.map((n) => n.toFixed(2)).join(' ')}, Node ${machine.node}`,
);
if (!reportOnly && !skip.includes('build')) await buildWhatIsNeeded();

const entries = [];
for (const benchmark of BENCHMARKS) {
  let entry;
  if (!selected(benchmark.id)) entry = { ...benchmark, status: 'skipped' };
  else if (reportOnly) {
    const result = readResult(path.join(resultsDir, `${benchmark.id}.json`));
    entry = { ...benchmark, status: result ? 'done' : 'missing', exitCode: null, result };
  } else {
    console.log(`\n${benchmark.label}: node scripts/${benchmark.script}…`);
    console.log(`  ${loadNote('before it')}`);
    entry = await runBenchmark(benchmark);
  }
  entries.push(entry);
  for (const line of entryLines(entry)) console.log(line);
  if (entry.log && entry.status !== 'skipped') console.log(`  (output: ${entry.log})`);
}

Object.assign(machine, { loadEnd: os.loadavg(), seconds: (performance.now() - started) / 1000 });
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, markdown(entries, machine));
console.log(`\n${summaryLine(entries)}. Written to ${path.relative(process.cwd(), out) || out}.`);
process.exit(exitCodeOf(entries));
