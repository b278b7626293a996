// Figure 6 of the performance issue, second half: a fresh `npm install` plus `npm run build`.
//
//   node scripts/bench-install.mjs [--json=<file>] [--keep]
//
// Clones the repository (its committed HEAD) into a temporary directory, times `npm install` (the
// workspaces, then the CMS apart, with better-sqlite3 compiled from source) and `npm run build`
// (config, site, console, CMS and its panel) there, and removes the clone (--keep leaves it, built,
// and prints where). npm uses the machine's cache as it always does, so a machine that never
// installed these packages downloads them too. No bar and no reference: the issue asks for the time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { figure, parseArgs, writeResult } from './lib/bench.mjs';
import { figureLine } from './lib/bench-report.mjs';
import { root } from './lib/paths.mjs';
import { npm, run } from './lib/run.mjs';

const args = parseArgs();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'qahve-bench-install-'));
const clone = path.join(tmp, 'qahve');

async function timed(command, commandArgs, cwd) {
  const start = performance.now();
  await run(command, commandArgs, { cwd });
  return (performance.now() - start) / 1000;
}

let exitCode = 0;
try {
  execFileSync('git', ['clone', '--quiet', root, clone], { stdio: 'inherit' });
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone, encoding: 'utf8' }).trim();
  const loadAtStart = os.loadavg()[0];
  const install = await timed(npm, ['install', '--no-audit', '--no-fund'], clone);
  const build = await timed(npm, ['run', 'build'], clone);
  const figures = [figure({ name: 'fresh clone: npm install + npm run build', value: install + build, unit: 's' })];
  const notes = [
    `commit ${commit}: npm install ${install.toFixed(1)} s (workspaces and cms/), npm run build ${build.toFixed(1)} s (config, web, admin, cms with its panel).`,
    `load average (1 min) at start ${loadAtStart.toFixed(2)}, at the end ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} CPU; npm's cache as the machine has it.`,
  ];
  console.log(`${figureLine(figures[0])}\n  ${notes[0]}`);
  await writeResult(args, { title: 'Fresh install and build', figures, notes });
} catch (error) {
  console.error(error);
  exitCode = 2;
} finally {
  if (args.keep) console.log(`The built clone is kept at ${clone}`);
  else fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(exitCode);
