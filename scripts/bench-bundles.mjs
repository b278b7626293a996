// Figure 4 of the performance issue: the gzip size of the initial JavaScript of / and of /admin,
// as scripts/check-initial-js.mjs measures it (the page's module script, its static imports and the
// modulepreloads of / as the server renders it), against every JavaScript file the same build
// holds, lazy chunks included. Bars: 100 KB and 400 KB.
//
//   node scripts/bench-bundles.mjs [--json=<file>]
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { figure, parseArgs, writeResult } from './lib/bench.mjs';
import { figureLine } from './lib/bench-report.mjs';
import { root } from './lib/paths.mjs';

const args = parseArgs();
const APPS = [
  { name: 'web', page: '/', budgetKb: 100 },
  { name: 'admin', page: '/admin', budgetKb: 400 },
];

/** check-initial-js.mjs's own total, in bytes; it exits 1 above its budget, which is reported here. */
async function initialGzipBytes(app) {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'scripts/check-initial-js.mjs'), `--app=${app}`]).catch(
    (error) => error,
  );
  const total = /Initial JS for \S+: (\d+) file\(s\).*gzip (\d+) bytes/.exec(stdout ?? '');
  if (!total) throw new Error(`check-initial-js.mjs --app=${app} gave no total:\n${stdout}`);
  return { files: Number(total[1]), bytes: Number(total[2]) };
}

/** Every .js file of an app's build, gzipped as check-initial-js.mjs does it. */
function allGzipBytes(app) {
  const walk = (dir) =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  const files = walk(path.join(root, app, 'dist')).filter((file) => file.endsWith('.js'));
  return { files: files.length, bytes: files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length, 0) };
}

const figures = [];
const notes = ['kB = 1,000 bytes, as Vite and check-initial-js.mjs count; gzip level 9.'];
for (const app of APPS) {
  const initial = await initialGzipBytes(app.name);
  const all = allGzipBytes(app.name);
  const kb = initial.bytes / 1000;
  figures.push(
    figure({
      name: `initial JavaScript of ${app.page}, gzip`,
      value: kb,
      unit: 'kB',
      reference: { name: `all JavaScript of the ${app.name} build (lazy chunks included)`, value: all.bytes / 1000 },
      bar: `value <= ${app.budgetKb} kB`,
      pass: kb <= app.budgetKb,
    }),
  );
  notes.push(
    `${app.page}: ${initial.files} initial file(s), ${initial.bytes} bytes gzip; the build holds ${all.files} JavaScript file(s), ${all.bytes} bytes gzip.`,
  );
}
for (const f of figures) console.log(figureLine(f));
await writeResult(args, { title: 'Bundles', figures, notes });
process.exit(figures.every((f) => f.pass) ? 0 : 1);
