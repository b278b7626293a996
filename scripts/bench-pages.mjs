// The server-rendered pages (issue 14): a kept page under load against a plain node:http server
// answering the same bytes, and a render of /menu right after a content write has invalidated it.
//
//   node scripts/bench-pages.mjs [--json=<file>] [--duration=5] [--warmup=2] [--connections=50] [--runs=3] [--renders=100]
//
// It starts the built product (as `npm start` does) on a throwaway SQLite database seeded with the
// demo content, then:
//   - loads / and /menu (as a browser asks for them: Accept text/html, gzip; each in Azerbaijani and,
//     by the language cookie, in English) with autocannon against lib/plain-server.mjs replaying the
//     product's status, headers and gzip body of that page (Date aside), 3 interleaved runs each,
//     each figure the median of the 3, as bench-public-api.mjs does for the API. Bars: at least 0.8
//     of the plain server's requests per second, a p99 at most 1.5 times its p99;
//   - `--renders` times: writes a home product's order through the console's API (which moves the
//     public cache's version on: every kept answer and page goes), then times one GET /menu, which
//     renders it again (its two API reads, from the database, and React's render). Bar: p99 at
//     most 50 ms. Reference: the same GET answered from the cache, timed the same way;
//   - the same on a second product that renders its recent pages again after each write
//     (PUBLIC_CACHE_WARM_PAGES=50), its first visitor 200 ms after the write. Bar: p99 at most 50 ms.
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { figure, numberOptions, parseArgs, summary } from './lib/bench.mjs';
import { formatNumber } from './lib/bench-report.mjs';
import { startProduct } from './lib/product.mjs';
import {
  againstPlain,
  getRaw,
  loadLine as line,
  loader,
  loadNote,
  runRatios,
  runWithServers,
  startPlainServer,
} from './lib/throughput.mjs';

const args = parseArgs();
const { DURATION, WARMUP, CONNECTIONS, RUNS, RENDERS } = numberOptions(args, {
  duration: 5,
  warmup: 2,
  connections: 50,
  runs: 3,
  renders: 100,
});
const MIN_RATIO = 0.8;
const MAX_P99_RATIO = 1.5;
const MAX_RENDER_P99_MS = 50;
/** A visitor a moment after a write: what the pages rendered ahead are measured by. */
const AHEAD_GAP_MS = 200;
const BROWSER = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'Accept-Encoding': 'gzip' };

const PAGES = [
  { name: '/ (az)', path: '/', headers: BROWSER },
  { name: '/menu (az)', path: '/menu', headers: BROWSER },
  { name: '/menu (en, by the cookie)', path: '/menu', headers: { ...BROWSER, Cookie: 'languageId=1' } },
];

const kb = (bytes) => `${formatNumber(bytes / 1000)} kB`;

/** The administrator's token, to write content through the console's API. */
async function login(url) {
  const res = await fetch(`${url}/api/v1/admin/Identity/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@qahve.local', password: 'Qahve-admin-2024' }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return (await res.json()).accessToken;
}

/** Milliseconds of one GET of `path` with a browser's headers; checks that it is the page. */
async function timedPage(url, path) {
  const start = performance.now();
  const res = await getRaw(`${url}${path}`, BROWSER);
  const ms = performance.now() - start;
  if (res.status !== 200 || !String(res.headers['content-type']).startsWith('text/html')) throw new Error(`${path} answered ${res.status}`);
  return ms;
}

/** A /menu latency's p99 in ms against its bar (MAX_RENDER_P99_MS), beside a reference in ms. */
const menuP99Figure = (name, value, reference) =>
  figure({
    name,
    value,
    unit: 'ms',
    reference: { ...reference, unit: 'ms' },
    bar: `value <= ${MAX_RENDER_P99_MS} ms`,
    pass: value <= MAX_RENDER_P99_MS,
  });

/**
 * `RENDERS` times (after three to warm up): writes a home product's order through the console's API
 * (which moves the public cache's version on: every kept answer and page goes), waits `gapMs`, and
 * times one GET /menu (the first visitor) and one more (from the cache).
 */
async function afterWrites(url, { label, gapMs }) {
  const token = await login(url);
  const homeProducts = await (
    await fetch(`${url}/api/v1/admin/HomeProducts?isPaginated=false`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const edited = homeProducts.items[0];
  const write = async (order) => {
    const form = new FormData();
    form.set('Order', String(order));
    const res = await fetch(`${url}/api/v1/admin/HomeProducts/${edited.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (res.status !== 200) throw new Error(`the write answered ${res.status}: ${await res.text()}`);
  };
  process.stderr.write(`/menu ${label} a write, ${RENDERS} times… `);
  const first = [];
  const kept = [];
  for (let i = 0; i < RENDERS + 3; i++) {
    await write(edited.order + (i % 2));
    if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
    const ms = await timedPage(url, '/menu');
    const hit = await timedPage(url, '/menu');
    // Three warm-up rounds (the renderer's first pages, prepared statements).
    if (i >= 3) {
      first.push(ms);
      kept.push(hit);
    }
  }
  await write(edited.order);
  process.stderr.write('done\n');
  return { first: summary(first), kept: summary(kept) };
}

await runWithServers(args, 'pages', async ({ dir, started }) => {
  const notes = [];
  const product = started(await startProduct({ dir }));
  const figures = [];

  // A kept page against the same bytes from a plain node:http server.
  for (const page of PAGES) {
    await getRaw(`${product.url}${page.path}`, page.headers);
    const answer = await getRaw(`${product.url}${page.path}`, page.headers);
    if (answer.status !== 200 || answer.headers['content-encoding'] !== 'gzip')
      throw new Error(`${page.path}: expected a gzip 200, got ${answer.status}`);
    const plain = await startPlainServer(dir, [{ path: page.path, ...answer }]);
    try {
      const replayed = await getRaw(`${plain.url}${page.path}`, page.headers);
      if (!replayed.body.equals(answer.body)) throw new Error(`${page.path}: the plain server's body differs from the product's`);
      const load = loadNote(`before ${page.name}`);
      console.log(load);
      process.stderr.write(`${page.name}: plain server and product, in turns… `);
      const { measure } = loader({ connections: CONNECTIONS, headers: page.headers });
      const [byPlain, byProduct] = await measure([`${plain.url}${page.path}`, `${product.url}${page.path}`], {
        seconds: DURATION,
        warmup: WARMUP,
        runs: RUNS,
      });
      process.stderr.write('done\n');
      figures.push(...againstPlain(`page ${page.name}, kept`, byProduct, byPlain, { minRatio: MIN_RATIO, maxP99Ratio: MAX_P99_RATIO }));
      notes.push(
        `${page.name}: ${load}. ${line('product', byProduct)}; ${line('plain', byPlain)}. Ratios run by run: requests per second ${runRatios(byProduct, byPlain)}; p99 ${runRatios(byProduct, byPlain, 'p99')}. Page ${kb(answer.body.length)} gzip.`,
      );
    } finally {
      await plain.stop();
    }
  }

  // A render of /menu right after a write.
  const rendered = await afterWrites(product.url, { label: 'right after', gapMs: 0 });
  figures.push(
    menuP99Figure('/menu rendered after a content write: p99', rendered.first.p99, {
      name: '/menu from the cache, p99',
      value: rendered.kept.p99,
    }),
  );
  notes.push(
    `/menu after a write (${RENDERS} renders): median ${formatNumber(rendered.first.median)} ms, p95 ${formatNumber(rendered.first.p95)} ms, p99 ${formatNumber(rendered.first.p99)} ms, max ${formatNumber(rendered.first.max)} ms; ` +
      `from the cache: median ${formatNumber(rendered.kept.median)} ms, p99 ${formatNumber(rendered.kept.p99)} ms. Each render reads the menu's categories and products from SQLite (the write moved the cache's version on) and renders the page; one request at a time, on a fresh connection.`,
  );
  await product.stop();

  // The same with the pages rendered ahead of their first visitor (PUBLIC_CACHE_WARM_PAGES, on by
  // default where writes purge a shared cache): the visitor comes a moment after the write.
  process.env.PUBLIC_CACHE_WARM_PAGES = '50';
  await fs.mkdir(path.join(dir, 'ahead'));
  const ahead = started(await startProduct({ dir: path.join(dir, 'ahead') }));
  await getRaw(`${ahead.url}/menu`, BROWSER);
  const warmed = await afterWrites(ahead.url, { label: `${AHEAD_GAP_MS} ms after`, gapMs: AHEAD_GAP_MS });
  figures.push(
    menuP99Figure(`/menu's first visitor ${AHEAD_GAP_MS} ms after a content write, pages rendered ahead: p99`, warmed.first.p99, {
      name: '/menu rendered after a content write, p99',
      value: rendered.first.p99,
    }),
  );
  notes.push(
    `/menu ${AHEAD_GAP_MS} ms after a write, pages rendered ahead (${RENDERS} writes): median ${formatNumber(warmed.first.median)} ms, p99 ${formatNumber(warmed.first.p99)} ms, max ${formatNumber(warmed.first.max)} ms, against a render's p99 ${formatNumber(rendered.first.p99)} ms: the process rendered /menu again on its own after each write.`,
    `autocannon ${CONNECTIONS} connections, ${RUNS} interleaved runs of ${DURATION} s per server and page after a ${WARMUP} s warm-up, each figure the median of the ${RUNS}; Accept text/html and gzip, as a browser asks. The plain server replays the product's status, headers and gzip body byte for byte (Date aside); autocannon runs in the benchmark's process and shares the machine with the server under test, alike for both.`,
  );
  return { title: 'Server-rendered pages (SQLite, seeded demo content)', figures, notes };
});
