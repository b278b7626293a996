// The content history's cost on an edit (issue 17): the console's product edit over HTTP, recorded in
// the history (its entry written in the edit's transaction, with the states before and after read in
// it) against the same edit with recording switched off, in one run and interleaved (one of each in
// turn), so that both see the same machine. A figure is the p99 with recording against the p99
// without; its bar is 1.10 (an overhead of at most 10 %).
//
//   node scripts/bench-history.mjs [--json=<file>] [--runs=600] [--no-compile]
//   DATABASE_CLIENT=postgres node scripts/bench-history.mjs
//
// The switch (`recording.on` of cms/src/lib/history/scope.ts) is the benchmark's alone: the app has
// no setting that turns recording off.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { cmsRequire, runOnCms, databaseName, figure, parseArgs, summary, writeResult } from './lib/bench.mjs';
import { localizedDocuments } from './lib/bench-data.mjs';
import { cmsDir } from './lib/paths.mjs';
import { serverNodeFlags } from './lib/process-env.mjs';

// The server runs with its Node flags wherever it starts (cms/node-flags.json): so does this one's.
if (!serverNodeFlags.every((flag) => process.execArgv.includes(flag))) {
  const child = spawnSync(process.execPath, [...serverNodeFlags, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const args = parseArgs();
const RUNS = Math.max(20, Number(args.runs ?? 600));
const BAR = 1.1;

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');

// The very module instance the app runs (compiled, from dist).
const { recording } = cmsRequire(path.join(cmsDir, 'dist', 'src', 'lib', 'history', 'scope.js'));
await runOnCms({ label: 'history', compile: args['no-compile'] !== 'true' }, async (strapi) => {
  strapi.server.mount();
  const server = strapi.server.httpServer;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}/api/v1/admin`;
  const login = await fetch(`${base}/Identity/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@qahve.local', password: 'Qahve-admin-2024' }),
  });
  if (login.status !== 200) throw new Error(`administrator login answered ${login.status}`);
  const { accessToken } = await login.json();
  const send = async (method, apiPath, body) => {
    const res = await fetch(`${base}/${apiPath}`, {
      method,
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${method} ${apiPath}: HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return res.json();
  };

  const names = (en, az, ru) => [
    { languageId: 1, name: en },
    { languageId: 2, name: az },
    { languageId: 3, name: ru },
  ];
  const { id: categoryId } = await send('POST', 'Categories', {
    parentCategoryId: null,
    categoryDictionaries: names('Coffee', 'Qəhvə', 'Кофе'),
  });
  // A product per mode, so that the two never wait on each other's rows.
  // Stored through the store (the console's create asks for an image, which the edit does not need).
  const { createLocalized } = localizedDocuments();
  const product = () =>
    createLocalized('api::product.product', {
      shared: { order: 1, isMenuItem: false, isDeleted: false, sizeAndPrice: 'M / 5' },
      localized: { en: { name: 'Latte' }, az: { name: 'Latte' }, ru: { name: 'Латте' } },
      relations: { category: { target: 'api::category.category', id: categoryId } },
    });
  const ids = { on: await product(), off: await product() };
  let n = 0;
  /** One edit that changes the name in three languages and the price (every edit changes something). */
  const edit = (mode) => {
    n += 1;
    recording.on = mode === 'on';
    return send('PUT', `Products/${ids[mode]}`, {
      categoryId,
      sizeAndPrice: `M / ${n}`,
      order: 1,
      isMenuItem: false,
      productDictionaries: [1, 2, 3].map((languageId) => ({ languageId, name: `Latte ${n}.${languageId}`, description: `Edit ${n}` })),
    });
  };

  for (let i = 0; i < 5; i++) for (const mode of ['on', 'off']) await edit(mode);
  collectGarbage();
  const times = { on: [], off: [] };
  for (let i = 0; i < RUNS; i++) {
    // Alternating which goes first, so that neither always follows the other.
    for (const mode of i % 2 === 0 ? ['on', 'off'] : ['off', 'on']) {
      const start = performance.now();
      await edit(mode);
      times[mode].push(performance.now() - start);
    }
  }
  recording.on = true;
  const on = summary(times.on);
  const off = summary(times.off);
  const entries = Number(
    (await strapi.db.connection('qahve_history').where({ resource: 'Products', entity_id: ids.on }).count({ n: '*' }))[0].n,
  );
  const unrecorded = Number(
    (await strapi.db.connection('qahve_history').where({ resource: 'Products', entity_id: ids.off, action: 'update' }).count({ n: '*' }))[0]
      .n,
  );
  if (entries < RUNS || unrecorded !== 0)
    throw new Error(`expected ${RUNS}+ entries with recording and none without, found ${entries} and ${unrecorded}`);
  const fmt = (s) => `median ${s.median.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms`;
  console.log(`edit with history:    ${fmt(on)} (${on.runs} runs)`);
  console.log(`edit without history: ${fmt(off)} (${off.runs} runs)`);
  const figures = [
    figure({
      name: 'product edit p99, recorded in the history',
      value: on.p99,
      reference: { name: 'the same edit unrecorded, p99', value: off.p99 },
      bar: `ratio <= ${BAR}`,
      pass: on.p99 <= off.p99 * BAR,
    }),
    figure({
      name: 'product edit median, recorded in the history',
      value: on.median,
      reference: { name: 'the same edit unrecorded, median', value: off.median },
    }),
  ];
  await writeResult(args, {
    title: `Content history: the cost of recording an edit (${databaseName()})`,
    figures,
    notes: [`${RUNS} edits of each kind over HTTP (name in three languages and price), interleaved, after five warm-ups of each.`],
  });
  await new Promise((resolve) => server.close(resolve));
});
