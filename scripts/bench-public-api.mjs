// Figure 1 of the performance issue: the public API under load, against two references measured in
// the same run.
//
//   node scripts/bench-public-api.mjs [--json=<file>] [--duration=5] [--warmup=2] [--connections=50] [--runs=3]
//
// It starts the built product (`node server.js`, as `npm start` does) on a throwaway SQLite database that its first
// start seeds with the demo content, and loads, with autocannon (50 connections), the three
// reads of the menu and the home page as the site sends them, against:
//   - the product: /api/v1/client/Products (menu), /Categories (menu) and /Carousels;
//   - a plain node:http server started here that answers the very bytes the product answered
//     (status, headers and gzip body, fetched once; only Date differs);
//   - Strapi's stock REST for the same content (/api/products?locale=*&populate=…), served by the
//     same build with stock `find` routes added, on the same database (lib/stock-rest-server.mjs).
// Every request says `Accept-Encoding: gzip`, as browsers do, so all three servers send gzip.
// Each server is a child process of its own and is measured after a short warm-up with the same
// load. For each call the plain server and the product take turns, 3 runs of 5 s each, so that
// both see the same machine; each figure is the median of the 3 (the stock REST, far slower, has
// one run before them). autocannon runs in this process and shares the CPU with the server under
// test, alike for the three.
// Bars: at least 0.9 of the plain server's requests per second (a hit is answered in front of Koa, so only
// the cache's lookup stands between the request and the bytes), and a p99 at most 1.5 times its p99.
import path from 'node:path';
import zlib from 'node:zlib';
import { cmsRequire, figure, numberOptions, parseArgs } from './lib/bench.mjs';
import { formatNumber } from './lib/bench-report.mjs';
import { root } from './lib/paths.mjs';
import { startProduct } from './lib/product.mjs';
import {
  againstPlain,
  getRaw as getRawWith,
  loadLine as line,
  loader,
  loadNote,
  runRatios,
  runWithServers,
  startPlainServer,
} from './lib/throughput.mjs';

const args = parseArgs();
const { DURATION, WARMUP, CONNECTIONS, RUNS } = numberOptions(args, { duration: 5, warmup: 2, connections: 50, runs: 3 });
const MIN_RATIO = 0.9;
const MAX_P99_RATIO = 1.5;
const HEADERS = { Accept: 'application/json', 'Accept-Encoding': 'gzip' };

const { DEFAULT_LANGUAGE_ID } = cmsRequire('@qahve/config');

/** `[['a[b]', 'c']]` -> `a%5Bb%5D=c`: Strapi's REST parameters as qs writes them. */
const query = (pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
const everyLanguage = [
  ['locale', '*'],
  ['filters[isDeleted][$eq]', 'false'],
  ['pagination[pageSize]', '1000'],
];

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

const getRaw = (url) => getRawWith(url, HEADERS);
const { measure: measureUrls } = loader({ connections: CONNECTIONS, headers: HEADERS });
const measure = (urls, runs = RUNS) => measureUrls(urls, { seconds: DURATION, warmup: WARMUP, runs });

const kb = (bytes) => `${formatNumber(bytes / 1000)} kB`;

await runWithServers(args, 'api', async ({ dir, started }) => {
  const notes = [];
  const product = started(await startProduct({ dir }));

  const answers = [];
  for (const call of CALLS) {
    const answer = await getRaw(`${product.url}${call.client}`);
    if (answer.status !== 200 || answer.headers['content-encoding'] !== 'gzip') {
      throw new Error(`${call.client}: expected a gzip 200, got ${answer.status} ${answer.headers['content-encoding'] ?? 'identity'}`);
    }
    answers.push({ path: call.client, ...answer });
  }
  const plain = started(await startPlainServer(dir, answers));
  const stock = started(await startProduct({ dir, script: path.join(root, 'scripts/lib/stock-rest-server.mjs') }));

  const figures = [];
  for (const [i, call] of CALLS.entries()) {
    const replayed = await getRaw(`${plain.url}${call.client}`);
    if (!replayed.body.equals(answers[i].body)) throw new Error(`${call.client}: the plain server's body differs from the product's`);
    const stockAnswer = await getRaw(`${stock.url}${call.stock}`);
    if (stockAnswer.status !== 200)
      throw new Error(`${call.stock}: HTTP ${stockAnswer.status} ${stockAnswer.body.toString().slice(0, 300)}`);

    const load = loadNote(`before ${call.name}`);
    console.log(load);
    // Stock REST in one run of its own: its backlog would weigh on the others' turns.
    process.stderr.write(`${call.name}: stock REST… `);
    const [byStock] = await measure([`${stock.url}${call.stock}`], 1);
    process.stderr.write('plain server and product, in turns… ');
    const [byPlain, byProduct] = await measure([`${plain.url}${call.client}`, `${product.url}${call.client}`]);
    process.stderr.write('done\n');

    figures.push(
      ...againstPlain(call.name, byProduct, byPlain, { minRatio: MIN_RATIO, maxP99Ratio: MAX_P99_RATIO }),
      figure({
        name: `${call.name}: requests per second against Strapi's stock REST`,
        value: byProduct.rps,
        unit: 'req/s',
        reference: {
          name: `stock REST ${call.stock.split('?')[0]} (p99 ${formatNumber(byStock.p99)} ms)`,
          value: byStock.rps,
          unit: 'req/s',
        },
      }),
    );
    const stockJson = JSON.parse(stockAnswer.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(stockAnswer.body) : stockAnswer.body);
    notes.push(
      `${call.name}: ${load}. ${line('product', byProduct)}; ${line('plain', byPlain)}; ${line('stock REST', byStock)}. ` +
        `Ratios run by run: requests per second ${runRatios(byProduct, byPlain)}; p99 ${runRatios(byProduct, byPlain, 'p99')}. ` +
        `Answer ${kb(answers[i].body.length)} gzip; stock REST ${stockJson.data.length} language rows, ${kb(stockAnswer.body.length)} ${stockAnswer.headers['content-encoding'] ?? 'identity'}.`,
    );
  }
  const stockPaths = CALLS.map((c) => `GET ${decodeURIComponent(c.stock)}`).join(' · ');
  notes.push(
    `autocannon ${CONNECTIONS} connections; the plain server and the product in ${RUNS} interleaved runs of ${DURATION} s each (after a ${WARMUP} s warm-up), each figure the median of the ${RUNS}; the stock REST in one run before them. Accept-Encoding: gzip for all three servers, so each sends gzip.`,
    "The plain server replays the product's status, headers and gzip body byte for byte (Date aside). Each server runs in its own process; autocannon runs in the benchmark's process and shares the machine's cores with the server under test, alike for the three.",
    `Strapi's stock REST: the same build and database with stock find routes and public find permission added for this run only (maxLimit raised to 1000 so one page holds every language row): ${stockPaths}`,
  );
  return { title: 'Public API (SQLite, seeded demo content)', figures, notes };
});
