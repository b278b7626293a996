// Benchmark of GET /api/v1/admin/Surveys/Statistics with 1,000,000 survey answers.
//
//   node scripts/bench-survey-stats.mjs                      # SQLite (a temporary file)
//   DATABASE_CLIENT=postgres node scripts/bench-survey-stats.mjs   # a throwaway PostgreSQL database
//
// Options: --rows=1000000 --small=1000 --runs=15 --no-compile --no-http
//
// It compiles and boots the CMS on an empty database, stores 1,000 answers, measures the statistics
// service (and the HTTP call), bulk-inserts up to --rows answers with knex in batches inside one
// transaction, measures again, and prints median and p95 times, the query plans and the ratio.
// The answers are copies of one real answer stored through the API's own service, so every column
// (dates included) has the format Strapi writes.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bootCms, cmsRequire as require, measure as measureRuns, parseArgs } from './lib/bench.mjs';
import { cmsDir } from './lib/paths.mjs';

const args = parseArgs();
const TOTAL = Number(args.rows ?? 1_000_000);
const SMALL = Number(args.small ?? 1_000);
const RUNS = Number(args.runs ?? 15);
const BATCH = 500;
const postgres = process.env.DATABASE_CLIENT === 'postgres';


let strapi;
let cleanUp;
try {
  ({ strapi, cleanUp } = await bootCms({ label: 'bench-stats', compile: args['no-compile'] === undefined }));
} catch (error) {
  console.error(error);
  process.exit(1);
}

const SURVEY = 'api::survey.survey';
const stats = () => strapi.service(SURVEY);
const { createLocalized } = require(path.join(cmsDir, 'dist/src/lib/localized-documents.js'));

const measure = (fn) => measureRuns(fn, RUNS);

const fmt = (s) => `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (min ${s.min.toFixed(1)}, max ${s.max.toFixed(1)})`;

let exitCode = 0;
let httpServer = null;
try {
  // Contact sources, one of them deleted (its past answers still count).
  const sources = [];
  for (const [i, name] of ['Instagram', 'Facebook', 'Friends', 'Google', 'Street'].entries()) {
    sources.push(
      await createLocalized('api::contact-source.contact-source', {
        shared: { isDeleted: i === 4 },
        localized: { en: { name }, az: { name: `${name} az` }, ru: { name: `${name} ru` } },
      }),
    );
  }

  // One real answer through the service; its row is the template of all the others.
  const templateId = await stats().submit({ gender: true, age: 1, qualityPoint: 3, contactSourceId: sources[0], comment: 'Bench', statisfactions: [] });
  const meta = strapi.db.metadata.get(SURVEY);
  const table = meta.tableName;
  const knex = strapi.db.connection;
  const columns = Object.keys(await knex(table).columnInfo());
  const template = await knex(table).where({ id: templateId }).first();
  const column = (attribute) => meta.attributes[attribute].columnName ?? attribute;
  const now = Date.now();
  const DAY = 24 * 3600 * 1000;
  const storedDate = (ms) => (template[column('createdAt')] instanceof Date ? new Date(ms) : typeof template[column('createdAt')] === 'number' ? ms : new Date(ms).toISOString());
  console.log(`\n${postgres ? 'PostgreSQL' : 'SQLite'}; table ${table}: ${columns.join(', ')}`);
  console.log(`created_at is stored as ${typeof template[column('createdAt')]} (${template[column('createdAt')]})`);

  let seq = 0;
  function row() {
    seq++;
    const created = storedDate(now - Math.floor(Math.random() * 730 * DAY));
    const data = { ...template };
    delete data.id;
    data[column('documentId')] = `bench${seq.toString(36).padStart(19, '0')}`;
    data[column('gender')] = Math.random() < 0.5;
    // Mostly 0..3; a few legacy codes (4, 9) that the chart counts as 35+.
    data[column('age')] = Math.random() < 0.01 ? (Math.random() < 0.5 ? 4 : 9) : Math.floor(Math.random() * 4);
    data[column('qualityPoint')] = Math.floor(Math.random() * 5);
    data[column('contactSourceId')] = sources[Math.floor(Math.random() * sources.length)];
    data[column('isDeleted')] = Math.random() < 0.03;
    data[column('createdAt')] = created;
    data[column('updatedAt')] = created;
    if (column('publishedAt') in data) data[column('publishedAt')] = created;
    return data;
  }

  async function fillTo(count) {
    const have = Number((await knex(table).count({ n: '*' }))[0].n);
    const start = performance.now();
    await knex.transaction(async (trx) => {
      for (let done = have; done < count; ) {
        const size = Math.min(BATCH, count - done);
        await trx(table).insert(Array.from({ length: size }, row));
        done += size;
      }
    });
    // What autovacuum does soon after a bulk load: statistics, and the visibility map that index-only scans need.
    if (postgres) await knex.raw(`VACUUM ANALYZE ${table}`);
    return performance.now() - start;
  }

  const ranges = {
    plain: {},
    'last 30 days': { from: new Date(now - 30 * DAY).toISOString().slice(0, 10) },
    'one year': { from: new Date(now - 500 * DAY).toISOString().slice(0, 10), to: new Date(now - 135 * DAY).toISOString().slice(0, 10) },
  };

  // HTTP: the real route with an administrator's token.
  let http = null;
  if (args['no-http'] === undefined) {
    await strapi.server.mount();
    httpServer = strapi.server.httpServer;
    await new Promise((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${httpServer.address().port}/api/v1`;
    const login = await fetch(`${base}/admin/Identity/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@qahve.local', password: 'Qahve-admin-2024' }),
    });
    const { accessToken } = await login.json();
    const get = (url) => fetch(url, { headers: { Authorization: `Bearer ${accessToken}` } });
    http = async (query = {}) => {
      const url = `${base}/admin/Surveys/Statistics?${new URLSearchParams(query)}`;
      // A kept-alive socket may have been closed by the server during the long insert: retry once.
      const res = await get(url).catch(() => get(url));
      if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
      return res.json();
    };
  }

  const results = {};
  for (const size of [SMALL, TOTAL]) {
    const took = await fillTo(size);
    console.log(`\n=== ${size.toLocaleString('en')} answers (inserted in ${(took / 1000).toFixed(1)} s)`);
    results[size] = {};
    for (const [label, query] of Object.entries(ranges)) {
      const service = await measure(() => stats().statistics(query));
      results[size][label] = service;
      const answer = await stats().statistics(query);
      console.log(`service  ${label.padEnd(13)} ${fmt(service)}  total=${answer.total}`);
      if (http) {
        const overHttp = await measure(() => http(query));
        results[size][`${label} http`] = overHttp;
        console.log(`HTTP     ${label.padEnd(13)} ${fmt(overHttp)}`);
      }
    }
  }

  // The survey list at the same size, for comparison: a page in id order, and a multi-column sort.
  const page = { pageNumber: 2, pageSize: 10, isPaginated: true, sortOrder: 'asc' };
  const listDefault = await measure(() => stats().listForAdmin(page));
  const listSorted = await measure(() => stats().listForAdmin({ ...page, sort: [{ field: 'age', order: 'desc' }, { field: 'gender', order: 'asc' }] }));
  console.log(`\nlist page 2, id desc            ${fmt(listDefault)}`);
  console.log(`list page 2, age:desc,gender:asc ${fmt(listSorted)}`);

  console.log('\n=== Query plans');
  for (const [label, query] of Object.entries(ranges)) {
    console.log(`-- ${label}`);
    for (const line of await stats().statisticsPlan(query)) console.log(`   ${line}`);
  }

  console.log(`\n=== Ratio ${TOTAL.toLocaleString('en')} / ${SMALL.toLocaleString('en')} answers (medians)`);
  for (const label of Object.keys(results[TOTAL])) {
    const big = results[TOTAL][label].median;
    const small = results[SMALL][label].median;
    console.log(`${label.padEnd(18)} ${big.toFixed(1)} ms / ${small.toFixed(1)} ms = ${(big / small).toFixed(1)}x`);
  }
  const worst = Math.max(...Object.entries(results[TOTAL]).filter(([l]) => !l.endsWith('http')).map(([, s]) => s.median));
  console.log(`\nSlowest service median at ${TOTAL.toLocaleString('en')}: ${worst.toFixed(1)} ms (target 200 ms): ${worst <= 200 ? 'OK' : 'TOO SLOW'}`);
  if (worst > 200 && !postgres) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (httpServer) await new Promise((resolve) => httpServer.close(resolve));
  await strapi.db.destroy();
  await cleanUp();
}
process.exit(exitCode);
