// Figure 6 of the performance issue, first half: how long `npm start` takes, on a built checkout,
// from the spawn of its command to the first 200 on /api/v1/client/Carousels.
//
//   node scripts/bench-start.mjs [--json=<file>]
//
// Three starts, one after the other, on one throwaway SQLite database:
//   1. the command `npm start` runs (package.json) on an empty database: the first start creates
//      the tables, the accounts and the demo content, and all of that is part of a first start;
//   2. the same command again on the same database;
//   3. reference: `node server.js` alone in cms/ on that database, the server `npm start` ends with,
//      without its build check and the npm process in between.
// The checkout must be built: with stale output `npm start` would build first, which is another
// figure (bench-install.mjs). No bars: the issue asks for the times.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { figure, parseArgs, writeResult } from './lib/bench.mjs';
import { figureLine } from './lib/bench-report.mjs';
import { staleApps } from './lib/build.mjs';
import { cmsDir, root } from './lib/paths.mjs';
import { serverNodeFlags } from './lib/process-env.mjs';
import { freePort, productEnv, waitForStatus } from './lib/product.mjs';

const args = parseArgs();
const PROBE = '/api/v1/client/Carousels';

/** `"node scripts/start.mjs"` -> the executable and arguments to spawn (this Node for `node`). */
/** @returns {[string, string[]]} */
function npmStartCommand() {
  const [command, ...rest] = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start.split(/\s+/);
  return [command === 'node' ? process.execPath : command, rest];
}

/**
 * Spawns `command` in its own process group (npm start runs npm, which runs Strapi), times it to
 * the first 200 on PROBE, then stops the whole group. Answers the milliseconds.
 */
/**
 * @param {string} dir
 * @param {[string, string[]]} commandLine
 * @param {string} cwd
 */
async function timeStart(dir, [command, commandArgs], cwd) {
  const port = await freePort();
  let output = '';
  const started = performance.now();
  const child = spawn(command, commandArgs, { cwd, env: productEnv({ dir, port }), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    return await waitForStatus(`http://127.0.0.1:${port}${PROBE}`, { child, output: () => output, since: started, intervalMs: 50 });
  } finally {
    await stopGroup(child);
  }
}

async function stopGroup(child) {
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
      return true;
    } catch {
      return false; // the group is gone
    }
  };
  signal('SIGTERM');
  // Until the group is gone; SIGKILL after 30 s, and no more waiting after 40 (a reparented
  // process that nobody reaps would keep the group alive as a zombie).
  const start = Date.now();
  while (signal(0) && Date.now() - start < 40_000) {
    if (Date.now() - start > 30_000) signal('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const seconds = (ms) => ms / 1000;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const stale = staleApps();
if (stale.length) {
  console.error(`Not a built checkout (stale: ${stale.join(', ')}); npm start would build first. Run npm run build.`);
  process.exit(2);
}

const envFile = path.join(cmsDir, '.env');
const hadEnvFile = fs.existsSync(envFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qahve-bench-start-'));
let exitCode = 0;
try {
  const notes = [`load average at start: ${loadAverage()} (${os.cpus().length} CPU)`];
  const npmStart = npmStartCommand();
  process.stderr.write('first start (empty database)… ');
  const first = await timeStart(dir, npmStart, root);
  process.stderr.write(`${seconds(first).toFixed(1)} s\nsecond start… `);
  const second = await timeStart(dir, npmStart, root);
  process.stderr.write(`${seconds(second).toFixed(1)} s\nnode server.js alone… `);
  const strapiAlone = await timeStart(dir, [process.execPath, [...serverNodeFlags, path.join(cmsDir, 'server.js')]], cmsDir);
  process.stderr.write(`${seconds(strapiAlone).toFixed(1)} s\n`);

  const figures = [
    figure({
      name: `first npm start to the first 200 on ${PROBE} (empty database: tables, accounts and demo content created)`,
      value: seconds(first),
      unit: 's',
      reference: { name: 'second start on the same database', value: seconds(second) },
    }),
    figure({
      name: `second npm start to the first 200 on ${PROBE} (same database)`,
      value: seconds(second),
      unit: 's',
      reference: { name: 'node server.js alone in cms/ (no build check, no npm)', value: seconds(strapiAlone) },
    }),
  ];
  notes.push(
    `Timed from the spawn of \`${npmStart[1].length ? `node ${npmStart[1].join(' ')}` : npmStart[0]}\` (what npm start runs) to the first 200, asked every 50 ms; a throwaway SQLite database, NODE_ENV=development.`,
    `load average at the end: ${loadAverage()}`,
  );
  for (const f of figures) console.log(figureLine(f));
  await writeResult(args, { title: 'Start (SQLite)', figures, notes });
} catch (error) {
  console.error(error);
  exitCode = 2;
} finally {
  // npm start writes cms/.env when there is none, as a first start does; the checkout keeps what it had.
  if (!hadEnvFile) fs.rmSync(envFile, { force: true });
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
