// Issue 13: hostile request bodies must not hurt everyone else's latency. The p99 of a cached
// public read while three clients post 20,000-part multipart bodies in a loop, against its p99
// alone, measured in the same run.
//
//   node scripts/bench-hostile-bodies.mjs [--json=<file>] [--duration=12] [--warmup=2] [--connections=10] [--slices=6] [--parts=20000]
//
// It starts the built product (as `npm start` does) on a throwaway SQLite database seeded with the
// demo content, and loads GET /api/v1/client/Carousels (as the home page asks for it, gzip) with
// autocannon. The same load runs in turns (`slices` of duration/slices seconds each): alone, then
// with the three posting clients, and so on, so that a change in the machine's load falls on both
// alike. The posting clients run in a worker thread of this process, each on one keep-alive
// connection, each sending the next body as soon as the previous one is answered:
//   - to an unknown path (/api/v1/no-such-route), which no route takes;
//   - to the public CV form (/api/v1/client/Candidates), which takes a multipart form of 21 parts;
//   - to the public review form (/api/v1/client/Reviews), which takes JSON only.
// The product runs as configured: the per-address form limits (5 CVs, 20 reviews in 10 minutes)
// refuse most of the form posts before their body, as they would an attacker's. (Raised, every
// accepted post costs a synchronous SQLite write of the shared hit log, which is no body's cost.)
// Bar: p99 with the posts <= 2 × p99 alone + 20 ms.
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { figure, numberOptions, parseArgs } from './lib/bench.mjs';
import { formatNumber } from './lib/bench-report.mjs';
import { startProduct } from './lib/product.mjs';
import { getRaw, runWithServers } from './lib/throughput.mjs';

const args = parseArgs();
const { DURATION, WARMUP, CONNECTIONS, SLICES, PARTS } = numberOptions(args, {
  duration: 12,
  warmup: 2,
  connections: 10,
  slices: 6,
  parts: 20_000,
});
const HEADERS = { Accept: 'application/json', 'Accept-Encoding': 'gzip' };
const READ = '/api/v1/client/Carousels';
const TARGETS = ['/api/v1/no-such-route', '/api/v1/client/Candidates', '/api/v1/client/Reviews?productId=1'];

/**
 * The posting clients, in a worker so that their work does not sit in the event loop that times
 * the reads. Each loops on its own connection until told to stop, counting answers by status.
 */
const POSTER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { base, targets, parts } = workerData;
const boundary = '----qahve-bench-' + Math.random().toString(16).slice(2);
const chunks = [];
for (let i = 0; i < parts; i++) chunks.push('--' + boundary + '\\r\\nContent-Disposition: form-data; name="field' + i + '"\\r\\n\\r\\nx\\r\\n');
chunks.push('--' + boundary + '--\\r\\n');
const body = Buffer.from(chunks.join(''));
let running = false;
const statuses = {};
let posts = 0;
function loop(path, agent) {
  if (!running) return;
  const req = http.request(base + path, {
    method: 'POST',
    agent,
    headers: { 'Content-Type': 'multipart/form-data; boundary=' + boundary, 'Content-Length': body.length },
  }, (res) => {
    res.resume();
    res.on('end', () => {
      statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1;
      posts++;
      setImmediate(() => loop(path, agent));
    });
  });
  req.on('error', () => setTimeout(() => loop(path, agent), 50));
  req.end(body);
}
parentPort.on('message', (message) => {
  if (message === 'start') {
    running = true;
    for (const path of targets) loop(path, new http.Agent({ keepAlive: true, maxSockets: 1 }));
  } else if (message === 'stop') {
    running = false;
  } else if (message === 'report') {
    parentPort.postMessage({ posts, statuses, bytes: body.length });
  }
});
`;

await runWithServers(args, 'hostile-bodies', async ({ dir, started }) => {
  const product = started(await startProduct({ dir }));
  const url = `${product.url}${READ}`;
  const answer = await getRaw(url, HEADERS);
  if (answer.status !== 200) throw new Error(`${READ}: HTTP ${answer.status}`);

  const worker = new Worker(POSTER, { eval: true, workerData: { base: product.url, targets: TARGETS, parts: PARTS } });
  started({ stop: () => worker.terminate() });
  const report = () =>
    new Promise((resolve) => {
      worker.once('message', resolve);
      worker.postMessage('report');
    });

  const run = (seconds) => autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS, skipAggregateResult: true });
  const aggregate = (runs) => ({
    p99: autocannon.aggregateResult(runs, { url, connections: CONNECTIONS }).latency.p99,
    rps: runs.reduce((n, r) => n + r.totalCompletedRequests, 0) / runs.reduce((n, r) => n + r.duration, 0),
    failures: runs.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
  });

  process.stderr.write('warm-up… ');
  await run(WARMUP);
  const alone = [];
  const loaded = [];
  let postSeconds = 0;
  for (let turn = 0; turn < SLICES; turn++) {
    process.stderr.write(`turn ${turn + 1}/${SLICES}… `);
    const withPosts = turn % 2 === 1;
    if (withPosts) {
      worker.postMessage('start');
      // The posts under way before the reads are timed.
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const turnStart = Date.now();
    (withPosts ? loaded : alone).push(await run(DURATION / SLICES));
    if (withPosts) {
      postSeconds += (Date.now() - turnStart) / 1000;
      worker.postMessage('stop');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  process.stderr.write('done\n');
  const posted = await report();
  const byAlone = aggregate(alone);
  const byLoaded = aggregate(loaded);
  const limit = 2 * byAlone.p99 + 20;
  const clean = byAlone.failures === 0 && byLoaded.failures === 0;
  const statuses = Object.entries(posted.statuses)
    .map(([status, n]) => `${status} × ${formatNumber(n)}`)
    .join(', ');

  return {
    title: 'Hostile request bodies (SQLite, seeded demo content)',
    figures: [
      figure({
        name: `${READ} (cached): p99 while 3 clients post ${formatNumber(PARTS)}-part bodies`,
        value: byLoaded.p99,
        unit: 'ms',
        reference: { name: 'p99 of the same read alone, same run', value: byAlone.p99, unit: 'ms' },
        bar: 'value <= 2 × reference + 20 ms',
        pass: clean && byLoaded.p99 <= limit,
      }),
      figure({
        name: `${READ} (cached): requests per second while the bodies are posted`,
        value: byLoaded.rps,
        unit: 'req/s',
        reference: { name: 'the same read alone, same run', value: byAlone.rps, unit: 'req/s' },
      }),
    ],
    notes: [
      `autocannon ${CONNECTIONS} connections on GET ${READ} (Accept-Encoding: gzip), ${SLICES} turns of ${formatNumber(DURATION / SLICES)} s after a ${WARMUP} s warm-up, alone and with the posting clients in alternation; alone ${formatNumber(byAlone.rps)} req/s, p99 ${formatNumber(byAlone.p99)} ms; with the posts ${formatNumber(byLoaded.rps)} req/s, p99 ${formatNumber(byLoaded.p99)} ms (bar ${formatNumber(limit)} ms)${clean ? '' : `; ${byAlone.failures + byLoaded.failures} reads failed`}.`,
      `Posting clients: 3 keep-alive connections in a worker thread, each body ${formatNumber(PARTS)} text parts (${formatNumber(posted.bytes / 1e6)} MB), one after the other to ${TARGETS.join(', ')}; ${formatNumber(posted.posts)} bodies answered in ${formatNumber(postSeconds)} s of posting (${statuses}).`,
    ],
  };
});
