// Scheduled publishing's lateness: from a schedule's due time to the public answer showing it, on the
// product as `npm start` runs it (the runner's default check interval, SCHEDULE_CHECK_MS, 15 s).
// Twenty schedules, each unpublishing one shown product, due at times spread over a minute; the
// public menu is read every 100 ms, and a schedule's figure is the time from its `at` to the first
// read without its product. Bar: p99 at most 60 s. The reference is the check interval itself: the
// lateness a runner that looks every interval can be expected to add.
//
//   node scripts/bench-schedules.mjs [--json=<file>] [--count=20]
import { administratorToken, figure, parseArgs, summary, writeResult } from './lib/bench.mjs';
import { figureLine } from './lib/bench-report.mjs';
import { startProduct } from './lib/product.mjs';
import { loadNote } from './lib/throughput.mjs';

const args = parseArgs();
const COUNT = Math.max(2, Number(args.count ?? 20));
const SPREAD_MS = 60_000;
const CHECK_MS = 15_000;
const BAR_MS = 60_000;

console.log(loadNote('at start'));
const product = await startProduct();
try {
  const api = `${product.url}/api/v1`;
  const accessToken = await administratorToken(api);
  const menu = async () => {
    const res = await fetch(`${api}/client/Products?isPaginated=false&languageId=2`);
    if (res.status !== 200) throw new Error(`the menu answered ${res.status}`);
    return new Set((await res.json()).items.map((/** @type {{ id: number }} */ item) => item.id));
  };
  const shown = [...(await menu())].slice(0, COUNT);
  if (shown.length < COUNT) throw new Error(`the demo menu shows ${shown.length} products, fewer than ${COUNT}`);

  // Due a few seconds from now onwards, spread over the minute (a schedule must be in the future when made).
  const start = Date.now() + 5_000;
  /** @type {Array<{ id: number, at: number, seenAfter: number | null }>} */
  const schedules = [];
  for (const [index, id] of shown.entries()) {
    const at = start + Math.round((index / (COUNT - 1)) * SPREAD_MS);
    const res = await fetch(`${api}/admin/Schedules`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ at: new Date(at).toISOString(), items: [{ resource: 'Products', id, action: 'unpublish' }] }),
    });
    if (res.status !== 201) throw new Error(`scheduling answered ${res.status}: ${await res.text()}`);
    schedules.push({ id, at, seenAfter: null });
  }

  const deadline = start + SPREAD_MS + BAR_MS + 30_000;
  while (schedules.some((s) => s.seenAfter === null) && Date.now() < deadline) {
    const now = Date.now();
    const current = await menu();
    for (const schedule of schedules) {
      if (schedule.seenAfter === null && !current.has(schedule.id)) schedule.seenAfter = Math.max(0, now - schedule.at);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const missing = schedules.filter((s) => s.seenAfter === null).length;
  const times = schedules.map((s) => s.seenAfter ?? deadline - s.at);
  const stats = summary(times);
  const figures = [
    figure({
      name: `due time to the public answer, p99 (${COUNT} schedules)`,
      value: stats.p99,
      reference: { name: 'the runner’s check interval', value: CHECK_MS },
      bar: `≤ ${BAR_MS / 1000} s`,
      pass: missing === 0 && stats.p99 <= BAR_MS,
    }),
    figure({
      name: 'due time to the public answer, median',
      value: stats.median,
      reference: { name: 'the runner’s check interval', value: CHECK_MS },
    }),
  ];
  for (const line of figures) console.log(figureLine(line));
  const notes = [`${missing} of ${COUNT} schedules not seen by the deadline`, `max ${Math.round(stats.max)} ms`, loadNote('at end')];
  for (const note of notes) console.log(note);
  await writeResult(args, { title: 'Scheduled publishing', figures, notes });
  if (figures.some((f) => f.pass === false)) process.exitCode = 1;
} finally {
  await product.stop();
}
