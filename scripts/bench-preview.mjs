// A live preview's render (issue 29): the console's preview of a product edit, `/preview/<token>/menu`,
// on the product as `npm start` runs it with the demo content. The preview applies the form's values in
// a transaction, renders the menu with them (every read uncached: a preview is no visitor's page) and
// rolls back. Bar: p99 at most 100 ms. The reference is the same page rendered for a visitor with no
// kept answer to serve (an address the public cache does not keep), timed in turn with the preview.
// Also: the console's whole round trip per pause in typing (ask for a token, then render).
//
//   node scripts/bench-preview.mjs [--json=<file>] [--runs=300]
import { performance } from 'node:perf_hooks';
import { administratorToken, figure, parseArgs, summary, writeResult } from './lib/bench.mjs';
import { figureLine } from './lib/bench-report.mjs';
import { startProduct } from './lib/product.mjs';
import { loadNote } from './lib/throughput.mjs';

const args = parseArgs();
const RUNS = Math.max(20, Number(args.runs ?? 300));
const BAR_MS = 100;
const LANGUAGES = ['az', 'en', 'ru'];

console.log(loadNote('at start'));
const product = await startProduct();
try {
  const api = `${product.url}/api/v1`;
  const accessToken = await administratorToken(api);
  const menu = await (await fetch(`${api}/client/Products?isPaginated=false&isMenuItem=true&languageId=1`)).json();
  const item = menu.items[0];
  if (!item) throw new Error('the demo menu shows no product');
  if (typeof item.categoryId !== 'number') throw new Error('the public product answer names no category');
  const id = item.id;
  let n = 0;
  /**
   * The console's call after a pause in typing: the whole form, as the edit form sends it (its category,
   * flags, order, link and the three languages' texts, the names and description new each time), a token back.
   */
  const askToken = async () => {
    n += 1;
    const res = await fetch(`${api}/admin/Products/${id}/preview`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        categoryId: item.categoryId,
        isMenuItem: true,
        sizeAndPrice: item.sizeAndPrice,
        order: item.order,
        woltLink: item.woltLink ?? '',
        productDictionaries: [1, 2, 3].map((languageId) => ({
          languageId,
          name: `Preview ${n}.${languageId}`,
          description: `A description ${n}`,
          imageAlt: 'A cup on a table',
        })),
      }),
    });
    if (res.status !== 200) throw new Error(`the preview answered ${res.status}: ${await res.text()}`);
    return (await res.json()).token;
  };
  const render = async (path, expected) => {
    const res = await fetch(`${product.url}${path}`, { headers: { Accept: 'text/html' } });
    const html = await res.text();
    if (res.status !== 200 || (expected && !html.includes(expected))) throw new Error(`${path} answered ${res.status} without ${expected}`);
  };
  const timed = async (work) => {
    const start = performance.now();
    await work();
    return performance.now() - start;
  };

  const times = { preview: [], visitor: [], roundTrip: [] };
  for (let i = 0; i < 5; i++) await render(`/preview/${await askToken()}/menu?lang=en`, `Preview ${n}.1`);
  for (let i = 0; i < RUNS; i++) {
    const lang = LANGUAGES[i % 3];
    const token = await askToken();
    const expected = `Preview ${n}.${[2, 1, 3][i % 3]}`;
    // Alternating which goes first, so that neither always follows the other.
    const pair = [
      async () => times.preview.push(await timed(() => render(`/preview/${token}/menu?lang=${lang}`, expected))),
      async () => times.visitor.push(await timed(() => render(`/menu?lang=${lang}&bench=${i}`))),
    ];
    for (const run of i % 2 === 0 ? pair : pair.reverse()) await run();
    times.roundTrip.push(await timed(async () => render(`/preview/${await askToken()}/menu?lang=${lang}`, `Preview ${n}.`)));
  }
  const preview = summary(times.preview);
  const visitor = summary(times.visitor);
  const roundTrip = summary(times.roundTrip);
  const figures = [
    figure({
      name: `preview render of /menu, p99 (${RUNS} runs, three languages)`,
      value: preview.p99,
      reference: { name: 'the same page rendered for a visitor, uncached, p99', value: visitor.p99 },
      bar: `≤ ${BAR_MS} ms`,
      pass: preview.p99 <= BAR_MS,
    }),
    figure({
      name: 'preview render of /menu, median',
      value: preview.median,
      reference: { name: 'the same page rendered for a visitor, uncached, median', value: visitor.median },
    }),
    figure({
      name: 'the console’s round trip per pause (token, then render), p99',
      value: roundTrip.p99,
      reference: { name: 'the same page rendered for a visitor, uncached, p99', value: visitor.p99 },
    }),
  ];
  for (const line of figures) console.log(figureLine(line));
  const notes = [`max ${Math.round(preview.max)} ms (visitor ${Math.round(visitor.max)} ms)`, loadNote('at end')];
  for (const note of notes) console.log(note);
  await writeResult(args, { title: 'Live preview', figures, notes });
  if (figures.some((f) => f.pass === false)) process.exitCode = 1;
} finally {
  await product.stop();
}
