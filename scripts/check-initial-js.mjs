// `node scripts/check-initial-js.mjs [distDir]` (default web/dist): the JavaScript a visit to /
// downloads before the first render — the entry script of dist/index.html plus everything it imports
// statically (and any modulepreload), not the lazy page chunks — with its gzip size. Exits 1 above
// the budget (100 KB). `npm test` runs it (tests/site-initial-js.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 100;
const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist'));
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const start = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1]);

const seen = new Set();
const queue = start.map((src) => path.join(dist, src.replace(/^\//, '')));
while (queue.length) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = fs.readFileSync(file, 'utf8');
  // Static imports and re-exports (`import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`);
  // dynamic `import("./x.js")` is left out.
  for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
    queue.push(path.resolve(path.dirname(file), m[1]));
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(2);
let raw = 0;
let gzip = 0;
for (const file of seen) {
  const code = fs.readFileSync(file);
  const gz = zlib.gzipSync(code, { level: 9 }).length;
  raw += code.length;
  gzip += gz;
  console.log(`${path.relative(dist, file).padEnd(40)} ${kb(code.length).padStart(7)} kB  gzip ${kb(gz).padStart(6)} kB`);
}
// kB = 1000 bytes, as Vite reports; the KiB figure too, for the stricter reading of the budget.
console.log(`Initial JS for /: ${seen.size} file(s), ${kb(raw)} kB, gzip ${gzip} bytes = ${kb(gzip)} kB = ${(gzip / 1024).toFixed(2)} KiB (budget ${BUDGET_KB} KB)`);
if (gzip / 1000 > BUDGET_KB) process.exit(1);
