// `node scripts/main-thread-tasks.mjs [URL] [--runs=N] [--pages=/,/menu] [--slowdown=4] [--top=8] [--profile]`:
// what holds the main thread of the public pages in Lighthouse's mobile run, measured in CPU time
// rather than wall time, so that a busy machine (other engineers' suites) moves it far less than it
// moves Lighthouse's score. Each page is measured by Lighthouse as scripts/lighthouse.mjs measures
// it (Lighthouse 12, mobile, Debian's Chromium, map tiles blocked); its trace is then read task by
// task. Lighthouse's Total Blocking Time adds up, for each main-thread task after the first
// contentful paint, its time times the CPU slowdown (4 on the mobile profile) less 50 ms, from the
// wall time of the task on this machine: a task that waited for a core counts as long. The "TBT
// estimate" here is the same sum from the task's CPU time (the trace's thread duration): on a quiet
// machine the two agree; on a busy one the estimate stays near the quiet figure. --slowdown=6.4
// reads the same trace as a machine 1.6 times slower than this one would run it.
//
// For each task above 50 ms (slowed) it prints what the time went to (script evaluation and calls
// by file, style, layout, paint, compile, GC) and, with --profile, the functions that took it
// (Lighthouse then records V8's sampling profiler too, which adds a little of its own; named
// through the build's source maps when it has them: `vite build --sourcemap`). The median run of
// --runs (3 by default) by TBT estimate is printed. A diagnosis, not a test. `--save=<folder>` keeps
// each run's trace (<page>-<run>.json); `--trace=<file>` reads one instead of measuring.
import fs from 'node:fs';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH, CHROMIUM_ARGS, productFromArgs } from './lib/product.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Math.max(1, Number(option('runs', 3)));
const SLOWDOWN = Number(option('slowdown', 4));
const TOP = Number(option('top', 8));
const PAGES = option('pages', '/,/menu,/product,/location').split(',');
const PROFILE = args.includes('--profile');
const SAVE = option('save', undefined);
/** More trace categories (`--categories=v8,disabled-by-default-v8.compile`), for a closer look. */
const EXTRA = option('categories', '');
const BLOCKED = ['*://tile.openstreetmap.org/*', '*://*.tile.openstreetmap.org/*'];

/** What an event inside a task is, for the breakdown (null: its children say). */
function kindOf(event) {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${shortUrl(data.url ?? '')}`;
    case 'FunctionCall':
      return `call ${shortUrl(data.url ?? '')}${data.functionName ? ` ${data.functionName}` : ''}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'Commit':
      return 'paint';
    case 'Decode Image':
      return 'image decode';
    case 'v8.compile':
    case 'v8.compileModule':
      return 'compile';
    case 'MajorGC':
    case 'MinorGC':
      return 'GC';
    default:
      return null;
  }
}

function shortUrl(url) {
  try {
    const { pathname } = new URL(url);
    return pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js') || '/';
  } catch {
    return url || '?';
  }
}

/** The page's main-thread tasks, times in ms from the navigation: { ts, start, dur, cpu, parts }, and its FCP. */
function tasksOf(events) {
  const mainThread = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'),
  );
  if (!mainThread) throw new Error('no renderer main thread in the trace');
  const own = events.filter((e) => e.pid === mainThread.pid && e.tid === mainThread.tid && e.ph === 'X' && typeof e.ts === 'number');
  const isTask = (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
  const tops = [];
  let end = -1;
  for (const e of own.filter(isTask).sort((a, b) => a.ts - b.ts)) {
    if (e.ts < end) continue; // a task run inside another (a nested run loop)
    tops.push(e);
    end = e.ts + e.dur;
  }
  const children = own.filter((e) => !isTask(e) && kindOf(e)).sort((a, b) => a.ts - b.ts);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === mainThread.pid);
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === mainThread.pid && e.args?.data?.isLoadingMainFrame);
  const origin = navigation?.ts ?? tops[0]?.ts ?? 0;
  let at = 0;
  const tasks = tops.map((task) => {
    const parts = new Map();
    while (at < children.length && children[at].ts < task.ts) at++;
    // Each event's own time: a layout inside a call counts as layout, and is taken off the call.
    const stack = [];
    for (let i = at; i < children.length && children[i].ts < task.ts + task.dur; i++) {
      const c = children[i];
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= c.ts) stack.pop();
      const cpu = (c.tdur ?? c.dur) / 1000;
      const kind = kindOf(c);
      parts.set(kind, (parts.get(kind) ?? 0) + cpu);
      const parent = stack.at(-1);
      if (parent) parts.set(kindOf(parent), (parts.get(kindOf(parent)) ?? 0) - cpu);
      stack.push(c);
    }
    // What the kinds above leave unexplained: the task's largest direct parts, by their trace names.
    const explained = [...parts.values()].reduce((sum, ms) => sum + ms, 0);
    const cpuOf = (e) => (e.tdur ?? e.dur) / 1000;
    if (explained < cpuOf(task) / 2) {
      const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && !isTask(e));
      const direct = inside.filter((e) => !inside.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur && p.dur > e.dur));
      for (const e of direct) parts.set(`(${e.name})`, (parts.get(`(${e.name})`) ?? 0) + cpuOf(e));
    }
    return {
      ts: task.ts,
      start: (task.ts - origin) / 1000,
      dur: task.dur / 1000,
      cpu: (task.tdur ?? task.dur) / 1000,
      parts: [...parts].filter(([, ms]) => ms > 0.5).sort((a, b) => b[1] - a[1]),
    };
  });
  return { tasks, fcp: fcp ? (fcp.ts - origin) / 1000 : 0, profile: profileOf(events, mainThread) };
}

/** V8's sampling profile of the main thread (ProfileChunk events), when the trace has one. */
function profileOf(events, mainThread) {
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === mainThread.pid && e.tid === mainThread.tid);
  const start = events.find((e) => e.name === 'Profile' && e.pid === mainThread.pid && e.tid === mainThread.tid);
  if (!chunks.length || !start) return null;
  const nodes = new Map();
  const samples = [];
  let ts = start.args.data.startTime;
  for (const chunk of chunks) {
    const data = chunk.args.data.cpuProfile ?? {};
    for (const node of data.nodes ?? []) nodes.set(node.id, node.callFrame);
    (data.samples ?? []).forEach((id, i) => {
      ts += chunk.args.data.timeDeltas[i];
      samples.push({ id, ts });
    });
  }
  return { nodes, samples };
}

const sourceMaps = new Map();

/** The functions that took the most samples (self) in a task, by source position. */
async function hotFunctions(profile, task, count) {
  const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping');
  const from = task.ts;
  const to = task.ts + task.dur * 1000;
  const inTask = profile.samples.filter((s, i) => s.ts >= from && s.ts <= to && i + 1 < profile.samples.length);
  const self = new Map();
  for (const sample of inTask) {
    const f = profile.nodes.get(sample.id);
    if (!f || /^\((idle|program|garbage collector|root)\)$/.test(f.functionName)) continue;
    const key = `${f.functionName || '(anonymous)'}|${f.url}|${f.lineNumber}|${f.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  // Samples are taken at an even pace of wall time: shares of the task's CPU time.
  const total = inTask.length || 1;
  const lines = [];
  for (const [key, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    const [name, url, line, column] = key.split('|');
    let where = `${shortUrl(url)}:${line}:${column}`;
    if (url && !sourceMaps.has(url)) {
      sourceMaps.set(
        url,
        await fetch(`${url}.map`)
          .then((res) => (res.ok ? res.json() : null))
          .then((json) => (json ? new TraceMap(json) : null))
          .catch(() => null),
      );
    }
    const map = sourceMaps.get(url);
    if (map) {
      const pos = originalPositionFor(map, { line: Number(line) + 1, column: Number(column) });
      if (pos.source)
        where = `${pos.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${pos.line}${pos.name ? ` ${pos.name}` : ''}`;
    }
    lines.push(`${String(Math.round((n / total) * task.cpu * SLOWDOWN)).padStart(5)}  ${name} (${where})`);
  }
  return lines;
}

function summary({ tasks, fcp, profile }, lhr) {
  const after = tasks.filter((t) => t.start >= fcp);
  const blocking = (t) => Math.max(0, t.cpu * SLOWDOWN - 50);
  return {
    tbt: after.reduce((sum, t) => sum + blocking(t), 0),
    longest: Math.max(0, ...after.map((t) => t.cpu * SLOWDOWN)),
    cpu: tasks.reduce((sum, t) => sum + t.cpu, 0),
    long: after.filter((t) => t.cpu * SLOWDOWN > 50).sort((a, b) => b.cpu - a.cpu),
    profile,
    lighthouse: lhr
      ? `Lighthouse ${Math.round(lhr.categories.performance.score * 100)}, TBT ${lhr.audits['total-blocking-time'].displayValue}, max potential FID ${lhr.audits['max-potential-fid'].displayValue}`
      : '',
  };
}

async function print(label, runs) {
  runs.sort((a, b) => a.tbt - b.tbt);
  const s = runs[Math.floor((runs.length - 1) / 2)];
  console.log(
    `\n${label}: TBT estimate ${Math.round(s.tbt)} ms, longest task ${Math.round(s.longest)} ms, main-thread CPU ${Math.round(s.cpu * SLOWDOWN)} ms (slowed)` +
      `${runs.length > 1 ? `   [TBT estimates: ${runs.map((r) => Math.round(r.tbt)).join(', ')}]` : ''}${s.lighthouse ? `\n  (${s.lighthouse})` : ''}`,
  );
  for (const t of s.long.slice(0, TOP)) {
    const parts = t.parts
      .slice(0, 6)
      .map(([kind, ms]) => `${kind} ${Math.round(ms * SLOWDOWN)}`)
      .join(', ');
    console.log(`  at ${Math.round(t.start)} ms: ${Math.round(t.cpu * SLOWDOWN)} ms (wall ${Math.round(t.dur * SLOWDOWN)}): ${parts}`);
    if (s.profile) for (const line of await hotFunctions(s.profile, t, 10)) console.log(`        ${line}`);
  }
}

async function main() {
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  const traceFile = option('trace', undefined);
  if (traceFile) {
    const json = JSON.parse(fs.readFileSync(traceFile, 'utf8'));
    await print(traceFile, [summary(tasksOf(json.traceEvents ?? json))]);
    return;
  }
  console.log(
    `Load average at start: ${load()} (${os.cpus().length} CPU); slowdown ×${SLOWDOWN}, ${RUNS} run(s) a page, median by TBT estimate`,
  );
  const product = await productFromArgs(args);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          `${product.url}${page}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], blockedUrlPatterns: BLOCKED },
          PROFILE || EXTRA
            ? {
                extends: 'lighthouse:default',
                settings: {
                  additionalTraceCategories: [PROFILE ? 'disabled-by-default-v8.cpu_profiler' : '', EXTRA].filter(Boolean).join(','),
                },
              }
            : undefined,
        );
        const trace = result?.artifacts?.Trace;
        if (!trace) throw new Error(`Lighthouse gave no trace for ${page}`);
        if (SAVE) fs.writeFileSync(`${SAVE}/${page.replace(/\W+/g, '') || 'home'}-${i + 1}.json`, JSON.stringify(trace));
        runs.push(summary(tasksOf(trace.traceEvents), result.lhr));
      }
      await print(page, runs);
    }
  } finally {
    chrome.kill();
    await product.stop();
  }
  console.log(`\nLoad average at the end: ${load()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
