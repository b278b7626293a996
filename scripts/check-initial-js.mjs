// `node scripts/check-initial-js.mjs [--app=web|admin] [distDir]`: the JavaScript a visit to the
// site (/, budget 100 KB) or the console (/admin, budget 400 KB) downloads as the page loads — the
// page's module script plus everything it imports statically and every module the page names,
// not the chunks loaded later on demand — with its gzip size. Exits 1 above the budget. For the site
// the page is `/` as the server renders it (web/dist-server, with no content: the files a page names
// do not depend on it), else dist/index.html. `npm test` runs it for the site (tests/site-initial-js.test.ts).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const APPS = {
  web: { base: '/', budgetKb: 100 },
  admin: { base: '/admin/', budgetKb: 400 },
};
const args = process.argv.slice(2);
const appName = (args.find((a) => a.startsWith('--app=')) ?? '--app=web').slice('--app='.length);
const app = APPS[appName];
if (!app) throw new Error(`--app must be one of ${Object.keys(APPS).join(', ')}`);
const BUDGET_KB = app.budgetKb;
const distArg = args.find((a) => !a.startsWith('--'));
const dist = path.resolve(distArg ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', appName, 'dist'));

/** `/` as the server renders it, when the renderer built with this dist is there. */
async function renderedHome() {
  const renderer = path.join(dist, '..', 'dist-server', 'entry-server.cjs');
  if (appName !== 'web' || !fs.existsSync(renderer)) return null;
  const empty = JSON.stringify({ pageNumber: 1, totalPages: 0, totalItems: 0, items: [] });
  const { createRenderer } = createRequire(import.meta.url)(renderer);
  const page = await createRenderer({ origin: 'http://localhost', fetch: async () => new Response(empty) }).render({ url: '/' });
  return page.html;
}

const rendered = await renderedHome();
const html = rendered ?? fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

// The site's loader fetches the chunks the page names in its "site-modules" data block once the
// page is up (web/src/boot.ts): they count as much as the page's modulepreloads.
const named = /<script type="application\/json" id="site-modules">([^<]*)<\/script>/.exec(html);
const start = [
  ...[...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
  ...(named ? JSON.parse(named[1]) : []),
];
if (rendered && !named) throw new Error('The rendered page names no modules ("site-modules"): the count would miss the app');

const seen = new Set();
// `/admin/assets/x.js` -> dist/assets/x.js
const queue = start.map((src) => path.join(dist, src.startsWith(app.base) ? src.slice(app.base.length) : src.replace(/^\//, '')));
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
console.log(
  `Initial JS for ${app.base}: ${seen.size} file(s), ${kb(raw)} kB, gzip ${gzip} bytes = ${kb(gzip)} kB = ${(gzip / 1024).toFixed(2)} KiB (budget ${BUDGET_KB} KB)`,
);
if (gzip / 1000 > BUDGET_KB) process.exit(1);
