// Throughput and latency of GETs under load (autocannon), against a plain node:http server that
// answers the very bytes the product answered: what the public API and the pages benchmarks share
// (scripts/bench-public-api.mjs, scripts/bench-pages.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { figure, writeResult } from './bench.mjs';
import { figureLine, formatNumber } from './bench-report.mjs';
import { root } from './paths.mjs';
import { waitForStatus } from './product.mjs';

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
/** "product 10,113 req/s, p99 13 ms" (and what failed, if anything did). */
export const loadLine = (label, m) =>
  `${label} ${formatNumber(m.rps)} req/s, p99 ${formatNumber(m.p99)} ms${m.failures ? `, ${m.failures} failed or timed out` : ''}`;

/**
 * Runs a benchmark that starts servers: `body({ dir, started })` gets a temporary folder and
 * `started(server)`, which the servers it starts go through, and answers `{ title, figures, notes }`
 * (the load average at its start and end added to the notes). Prints them, writes them for
 * --json, stops every server, removes the folder, and exits: 1 when a figure misses its bar, 2
 * when the benchmark failed.
 */
export async function runWithServers(args, label, body) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `qahve-bench-${label}-`));
  const servers = [];
  let exitCode = 0;
  try {
    const loadAtStart = loadNote('at start');
    console.log(loadAtStart);
    const { title, figures, notes } = await body({ dir, started: (server) => (servers.push(server), server) });
    const all = [loadAtStart, ...notes, loadNote('at the end')];
    if (figures.some((f) => f.pass === false)) exitCode = 1;
    for (const f of figures) console.log(figureLine(f));
    for (const note of all) console.log(`  ${note}`);
    await writeResult(args, { title, figures, notes: all });
  } catch (error) {
    console.error(error);
    exitCode = 2;
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

/** One GET with `headers`, body as sent (not decompressed). */
export function getRaw(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Starts lib/plain-server.mjs with the answers to replay (`{ path, status, headers, body }`); answers `{ url, stop }`. */
export async function startPlainServer(dir, answers) {
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

/** The load average, and a warning when it is above the number of cores (the figures then read low and vary). */
export function loadNote(when) {
  const [one] = os.loadavg();
  const cores = os.cpus().length;
  return `load average ${when}: ${loadAverage()} (${cores} CPU)${one > cores ? ` — WARNING: the machine is busy (above ${cores}), figures measured now are not trustworthy` : ''}`;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The value under which `share` (0.99) of `values` lie; NaN for none. */
function percentile(values, share) {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/**
 * Load with `connections` autocannon connections and `headers`; `measure(urls, { seconds, warmup,
 * runs })` measures each URL (one server each) `runs` times for `seconds`, after a warm-up each:
 * run after run, the URLs take turns (every other run in reverse order), so that a change in the
 * machine's load falls on all of them alike. A slow server is still working through the requests
 * autocannon gave up on when it stops: before the next turn, a single request to it must again
 * take about what it took before the load (a minute's wait at most). Each URL's figures: the
 * median over the runs of its requests per second and of its p99, every run's (`runs`), and what
 * failed in all.
 */
export function loader({ connections, headers }) {
  // autocannon's own percentiles are whole milliseconds (an HDR histogram of integers), too coarse
  // for answers that take 1 to 3 ms: the p99 here is that of every answer's own time.
  const run = (url, seconds) =>
    new Promise((resolve, reject) => {
      const times = [];
      const instance = autocannon({ url, connections, duration: seconds, headers }, (error, result) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve({ ...result, p99: percentile(times, 0.99) }),
      );
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode < 400) times.push(responseTime);
      });
    });
  const timeOne = async (url) => {
    const start = performance.now();
    await getRaw(url, headers);
    return performance.now() - start;
  };
  return {
    async measure(urls, { seconds, warmup, runs: count = 3 }) {
      const alone = [];
      for (const url of urls) alone.push(Math.min(await timeOne(url), await timeOne(url), await timeOne(url)));
      const settle = async (i) => {
        const deadline = performance.now() + 60_000;
        while ((await timeOne(urls[i])) > 2 * alone[i] + 20 && performance.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 1000));
      };
      if (warmup > 0) for (const url of urls) await run(url, warmup);
      const runs = urls.map(() => []);
      for (let turn = 0; turn < count; turn++) {
        const order = turn % 2 ? [...urls.entries()].reverse() : [...urls.entries()];
        for (const [i, url] of order) {
          const result = await run(url, seconds);
          runs[i].push({
            rps: result.requests.total / (result.duration || seconds),
            p99: result.p99,
            failures: result.errors + result.timeouts + result.non2xx,
          });
          await settle(i);
        }
      }
      return runs.map((mine) => ({
        rps: median(mine.map((r) => r.rps)),
        p99: median(mine.map((r) => r.p99)),
        failures: mine.reduce((total, r) => total + r.failures, 0),
        runs: mine,
      }));
    },
  };
}

/** "0.91, 0.88, 0.95": the ratio of `subject` to `reference` in each run. */
export const runRatios = (subject, reference, of = 'rps') =>
  subject.runs.map((r, i) => formatNumber(r[of] / reference.runs[i][of])).join(', ');

/**
 * The two bars of an answer against plain node:http serving the same bytes, measured in turns: its
 * throughput and its p99, each as a ratio to the plain server's.
 */
export function againstPlain(name, byProduct, byPlain, { minRatio, maxP99Ratio }) {
  const clean = byProduct.failures === 0 && byPlain.failures === 0;
  const plain = (value, unit) => ({ name: 'plain node:http server, same bytes', value, unit });
  return [
    figure({
      name: `${name}: requests per second`,
      value: byProduct.rps,
      unit: 'req/s',
      reference: plain(byPlain.rps, 'req/s'),
      bar: `ratio >= ${minRatio}`,
      pass: clean && byProduct.rps / byPlain.rps >= minRatio,
    }),
    figure({
      name: `${name}: p99 latency`,
      value: byProduct.p99,
      unit: 'ms',
      reference: plain(byPlain.p99, 'ms'),
      bar: `ratio <= ${maxP99Ratio}`,
      pass: clean && byProduct.p99 <= maxP99Ratio * byPlain.p99,
    }),
  ];
}
