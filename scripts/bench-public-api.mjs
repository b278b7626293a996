// Figure 1 of the performance issue: the public API under load, against two references measured in
// the same run.
//
//   node scripts/bench-public-api.mjs [--json=<file>] [--duration=10] [--warmup=2] [--connections=50] [--slices=5]
//
// It starts the built product (as `npm start` does) on a throwaway SQLite database that its first
// start seeds with the demo content, and loads, with autocannon (50 connections, 10 s), the three
// reads of the menu and the home page as the site sends them, against:
//   - the product: /api/v1/client/Products (menu), /Categories (menu) and /Carousels;
//   - a plain node:http server started here that answers the very bytes the product answered
//     (status, headers and gzip body, fetched once; only Date differs);
//   - Strapi's stock REST for the same content (/api/products?locale=*&populate=…), served by the
//     same build with stock `find` routes added, on the same database (lib/stock-rest-server.mjs).
// Every request says `Accept-Encoding: gzip`, as browsers do, so all three servers send gzip.
// Each server is a child process of its own and is measured after a short warm-up with the same
// load. For each call the plain server and the product take turns (5 of 2 s each), so that both
// see the same machine; the stock REST, far slower, has one 10 s run before them. autocannon runs
// in this process and shares the CPU with the server under test, alike for the three.
// Bars: at least 0.7 of the plain server's requests per second, and a p99 within 25 ms.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { cmsRequire, figure, parseArgs, writeResult } from './lib/bench.mjs';
import { figureLine, formatNumber } from './lib/bench-report.mjs';
import { root } from './lib/paths.mjs';
import { startProduct, waitForStatus } from './lib/product.mjs';

const args = parseArgs();
const DURATION = Number(args.duration ?? 10);
const WARMUP = Number(args.warmup ?? 2);
const CONNECTIONS = Number(args.connections ?? 50);
const SLICES = Number(args.slices ?? 5);
const MIN_RATIO = 0.7;
const MAX_P99_MS = 25;
const HEADERS = { Accept: 'application/json', 'Accept-Encoding': 'gzip' };

const { DEFAULT_LANGUAGE_ID } = cmsRequire('@qahve/config');

/** `[['a[b]', 'c']]` -> `a%5Bb%5D=c`: Strapi's REST parameters as qs writes them. */
const query = (pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
const everyLanguage = [['locale', '*'], ['filters[isDeleted][$eq]', 'false'], ['pagination[pageSize]', '1000']];

// The client paths as the site asks them on a first visit (web/src/pages/menu, web/src/pages/home),
// and the stock REST call that reads the same rows: every language, the same filters and order.
const CALLS = [
  {
    name: 'client/Products (menu)',
    client: `/api/v1/client/Products?languageId=${DEFAULT_LANGUAGE_ID}&isPaginated=false&isMenuItem=true`,
    stock: `/api/products?${query([
      ...everyLanguage,
      ['filters[isMenuItem][$eq]', 'true'],
      ['filters[category][isDeleted][$eq]', 'false'],
      ['sort[0]', 'order:asc'],
      ['sort[1]', 'id:asc'],
      ['populate[primaryImage]', 'true'],
      ['populate[secondaryImage]', 'true'],
      ['populate[category][fields][0]', 'name'],
    ])}`,
  },
  {
    name: 'client/Categories (menu)',
    client: `/api/v1/client/Categories?languageId=${DEFAULT_LANGUAGE_ID}&isPaginated=false`,
    stock: `/api/categories?${query([...everyLanguage, ['filters[parent][id][$null]', 'true'], ['populate[subCategories][populate][subCategories]', 'true']])}`,
  },
  {
    name: 'client/Carousels',
    client: '/api/v1/client/Carousels',
    stock: `/api/carousels?${query([...everyLanguage, ['sort[0]', 'order:asc'], ['populate[image]', 'true']])}`,
  },
];

/** One GET with the benchmark's headers, body as sent (not decompressed). */
function getRaw(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: HEADERS, agent: false }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Starts lib/plain-server.mjs with the answers to replay; answers `{ url, stop }`. */
async function startPlainServer(dir, answers) {
  const file = path.join(dir, 'answers.json');
  const replayed = answers.map(({ path: url, status, headers, body }) => ({ url, status, headers, body: body.toString('base64') }));
  await fs.writeFile(file, JSON.stringify(replayed));
  const child = spawn(process.execPath, [path.join(root, 'scripts/lib/plain-server.mjs'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(/listening on (\d+)/.exec(String(chunk))?.[1])));
    child.once('exit', (code) => reject(new Error(`the plain server exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForStatus(`${url}${answers[0].path}`, { child, intervalMs: 100, timeoutMs: 10_000 });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One autocannon run, left unaggregated so that runs can be combined (`combine`). */
const run = (url, seconds) => autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS, skipAggregateResult: true });

/** Runs against one URL: requests per second over their whole time, p99 of all their answers, what failed. */
function combine(url, runs) {
  const sum = (f) => runs.reduce((total, r) => total + f(r), 0);
  return {
    rps: sum((r) => r.totalCompletedRequests) / sum((r) => r.duration),
    p99: autocannon.aggregateResult(runs, { url, connections: CONNECTIONS }).latency.p99,
    failures: sum((r) => r.errors + r.timeouts + r.non2xx),
  };
}

/** Milliseconds of one GET, alone. */
async function timeOne(url) {
  const start = performance.now();
  await getRaw(url);
  return performance.now() - start;
}

/**
 * Measures `urls` (one server each) with DURATION seconds of load apiece: a warm-up each, then
 * SLICES turns that alternate between them, so that a change in the machine's load falls on all
 * of them alike. A slow server is still working through the requests autocannon gave up on when
 * it stops: before this returns, a single request to each must again take about what it took
 * before the load (a minute's wait at most).
 */
async function measure(urls, slices = SLICES) {
  const alone = [];
  for (const url of urls) alone.push(Math.min(await timeOne(url), await timeOne(url), await timeOne(url)));
  if (WARMUP > 0) for (const url of urls) await run(url, WARMUP);
  const runs = urls.map(() => []);
  for (let turn = 0; turn < slices; turn++) {
    // Every other turn in reverse, so that neither always follows the other.
    const order = turn % 2 ? [...urls.entries()].reverse() : [...urls.entries()];
    for (const [i, url] of order) runs[i].push(await run(url, DURATION / slices));
  }
  const deadline = performance.now() + 60_000;
  for (const [i, url] of urls.entries()) {
    while ((await timeOne(url)) > 2 * alone[i] + 20 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return urls.map((url, i) => combine(url, runs[i]));
}

const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const kb = (bytes) => `${formatNumber(bytes / 1000)} kB`;
const line = (label, m) => `${label} ${formatNumber(m.rps)} req/s, p99 ${formatNumber(m.p99)} ms${m.failures ? `, ${m.failures} failed or timed out` : ''}`;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qahve-bench-api-'));
const servers = [];
let exitCode = 0;
try {
  const notes = [`load average at start: ${loadAverage()} (${os.cpus().length} CPU)`];
  const product = await startProduct({ dir });
  servers.push(product);

  const answers = [];
  for (const call of CALLS) {
    const answer = await getRaw(`${product.url}${call.client}`);
    if (answer.status !== 200 || answer.headers['content-encoding'] !== 'gzip') {
      throw new Error(`${call.client}: expected a gzip 200, got ${answer.status} ${answer.headers['content-encoding'] ?? 'identity'}`);
    }
    answers.push({ path: call.client, ...answer });
  }
  const plain = await startPlainServer(dir, answers);
  servers.push(plain);
  const stock = await startProduct({ dir, script: path.join(root, 'scripts/lib/stock-rest-server.mjs') });
  servers.push(stock);

  const figures = [];
  for (const [i, call] of CALLS.entries()) {
    const replayed = await getRaw(`${plain.url}${call.client}`);
    if (!replayed.body.equals(answers[i].body)) throw new Error(`${call.client}: the plain server's body differs from the product's`);
    const stockAnswer = await getRaw(`${stock.url}${call.stock}`);
    if (stockAnswer.status !== 200) throw new Error(`${call.stock}: HTTP ${stockAnswer.status} ${stockAnswer.body.toString().slice(0, 300)}`);

    // Stock REST in one run of its own: its backlog would weigh on the others' turns.
    process.stderr.write(`${call.name}: stock REST… `);
    const [byStock] = await measure([`${stock.url}${call.stock}`], 1);
    process.stderr.write('plain server and product, in turns… ');
    const [byPlain, byProduct] = await measure([`${plain.url}${call.client}`, `${product.url}${call.client}`]);
    process.stderr.write('done\n');

    const clean = byProduct.failures === 0 && byPlain.failures === 0;
    const plainRef = (value, unit) => ({ name: 'plain node:http server, same bytes', value, unit });
    figures.push(
      figure({
        name: `${call.name}: requests per second`,
        value: byProduct.rps,
        unit: 'req/s',
        reference: plainRef(byPlain.rps, 'req/s'),
        bar: `ratio >= ${MIN_RATIO}`,
        pass: clean && byProduct.rps / byPlain.rps >= MIN_RATIO,
      }),
      figure({
        name: `${call.name}: p99 latency`,
        value: byProduct.p99,
        unit: 'ms',
        reference: plainRef(byPlain.p99, 'ms'),
        bar: `value <= ${MAX_P99_MS} ms`,
        pass: clean && byProduct.p99 <= MAX_P99_MS,
      }),
      figure({
        name: `${call.name}: requests per second against Strapi's stock REST`,
        value: byProduct.rps,
        unit: 'req/s',
        reference: { name: `stock REST ${call.stock.split('?')[0]} (p99 ${formatNumber(byStock.p99)} ms)`, value: byStock.rps, unit: 'req/s' },
      }),
    );
    const stockJson = JSON.parse(stockAnswer.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(stockAnswer.body) : stockAnswer.body);
    notes.push(
      `${call.name}: ${line('product', byProduct)}; ${line('plain', byPlain)}; ${line('stock REST', byStock)}. ` +
        `Answer ${kb(answers[i].body.length)} gzip; stock REST ${stockJson.data.length} language rows, ${kb(stockAnswer.body.length)} ${stockAnswer.headers['content-encoding'] ?? 'identity'}.`,
    );
  }
  const stockPaths = CALLS.map((c) => `GET ${decodeURIComponent(c.stock)}`).join(' · ');
  notes.push(
    `autocannon ${CONNECTIONS} connections, ${DURATION} s per server and call after a ${WARMUP} s warm-up; the plain server and the product in ${SLICES} alternating turns of ${formatNumber(DURATION / SLICES)} s, the stock REST in one run before them. Accept-Encoding: gzip for all three servers, so each sends gzip.`,
    'The plain server replays the product\'s status, headers and gzip body byte for byte (Date aside). Each server runs in its own process; autocannon runs in the benchmark\'s process and shares the machine\'s cores with the server under test, alike for the three.',
    `Strapi's stock REST: the same build and database with stock find routes and public find permission added for this run only (maxLimit raised to 1000 so one page holds every language row): ${stockPaths}`,
    `load average at the end: ${loadAverage()}`,
  );
  if (figures.some((f) => f.pass === false)) exitCode = 1;
  for (const f of figures) console.log(figureLine(f));
  for (const note of notes) console.log(`  ${note}`);
  await writeResult(args, { title: 'Public API (SQLite, seeded demo content)', figures, notes });
} catch (error) {
  console.error(error);
  exitCode = 2;
} finally {
  for (const server of servers.reverse()) await server.stop();
  await fs.rm(dir, { recursive: true, force: true });
}
process.exit(exitCode);
