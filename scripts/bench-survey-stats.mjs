// The survey dashboard at 1,000,000 answers (issue 6, figure 2): GET admin/Surveys/Statistics over
// the whole range and over the last 30 days, against what the old dashboard did (fetch every
// answer with isPaginated=false and count in the browser), measured in the same run.
//
//   node scripts/bench-survey-stats.mjs [--json=<file>]                   # SQLite (a temporary file)
//   DATABASE_CLIENT=postgres node scripts/bench-survey-stats.mjs          # a throwaway PostgreSQL database
//
// Options: --rows=1000000 --runs=15 --reference-rows=<n> (default: --rows) --no-compile
//
// It boots the compiled CMS on an empty database, stores one answer through the survey service and
// bulk-inserts copies up to --rows (random answers over two years, 3 % deleted), then times the
// statistics call over HTTP with an administrator's token (median of --runs after 3 warm-ups), once
// for the whole range and once for the last 30 days, and fetches the whole list once and counts it
// as the old dashboard did (at --reference-rows answers, inserted first when smaller). Bar: the
// statistics within 200 ms on SQLite; PostgreSQL's figures are printed without a bar. The plans of
// the statistics query (whole range, 30 days, one year) go to the notes.
//
// Then the console's dashboard (GET admin/Dashboard, docs/dashboard.md) over the same answers, with
// --dashboard-reviews reviews (default 100,000) of 200 products and --dashboard-candidates candidates
// (default 100,000, all but the newest 1,000 opened), timed the same way, with the same bar.
import { performance } from 'node:perf_hooks';
import { adminHttp, runOnCms, databaseName, figure, measure, parseArgs, writeResult } from './lib/bench.mjs';
import {
  analyze,
  candidateFiller,
  columnsOf,
  createCategories,
  createContactSources,
  productFiller,
  reviewFiller,
  surveyFiller,
} from './lib/bench-data.mjs';

const args = parseArgs();
const TOTAL = Number(args.rows ?? 1_000_000);
const REFERENCE_ROWS = Math.min(TOTAL, Number(args['reference-rows'] ?? TOTAL));
const RUNS = Number(args.runs ?? 15);
const DASHBOARD_REVIEWS = Number(args['dashboard-reviews'] ?? 100_000);
const DASHBOARD_CANDIDATES = Number(args['dashboard-candidates'] ?? 100_000);
const DASHBOARD_PRODUCTS = 200;
const BAR_MS = 200;
const DAY = 24 * 3600 * 1000;
const postgres = process.env.DATABASE_CLIENT === 'postgres';
const count = (n) => n.toLocaleString('en');
const day = (daysAgo) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

/**
 * The old dashboard: every answer with isPaginated=false, counted per chart in the client. Answers
 * the time of the whole (request, transfer, parse, count) and the counted total.
 */
async function fetchAllAndCount(http) {
  const start = performance.now();
  const page = await http.get('admin/Surveys', { isPaginated: false });
  const charts = { sources: new Map(), ages: new Map(), quality: new Map(), genders: new Map() };
  let total = 0;
  for (const survey of page.items) {
    if (survey.isDeleted) continue;
    total += 1;
    for (const [chart, key] of [
      [charts.sources, survey.contactSourceId],
      [charts.ages, survey.age],
      [charts.quality, survey.qualityPoint],
      [charts.genders, survey.gender],
    ]) {
      chart.set(key, (chart.get(key) ?? 0) + 1);
    }
  }
  return { ms: performance.now() - start, total };
}

await runOnCms({ label: 'bench-stats', compile: args['no-compile'] === undefined }, async (strapi) => {
  let exitCode = 0;
  const knex = strapi.db.connection;
  const http = await adminHttp(strapi);
  const sources = await createContactSources();
  const answers = await surveyFiller(strapi, sources);
  const notes = [];

  const started = performance.now();
  const fill = async (rows) => {
    const start = performance.now();
    await answers.fillTo(rows);
    await analyze(knex, [answers.table]);
    console.log(`${databaseName()}: ${count(rows)} answers (inserted in ${((performance.now() - start) / 1000).toFixed(0)} s)`);
  };

  // The reference at its own size first when it is smaller than the table.
  let reference = null;
  if (REFERENCE_ROWS < TOTAL) {
    await fill(REFERENCE_ROWS);
    reference = await fetchAllAndCount(http);
  }
  await fill(TOTAL);
  if (!reference) reference = await fetchAllAndCount(http);
  const memory = Math.round(process.memoryUsage().rss / 1e6);
  console.log(
    `fetch all (isPaginated=false) and count in the client: ${(reference.ms / 1000).toFixed(1)} s for ${count(reference.total)} answers not deleted, once`,
  );

  const ranges = [
    { name: 'whole range', query: {} },
    { name: '30-day range', query: { from: day(30) } },
  ];
  const figures = [];
  for (const { name, query } of ranges) {
    const stats = await http.get('admin/Surveys/Statistics', query);
    const times = await measure(() => http.get('admin/Surveys/Statistics', query), RUNS);
    const pass = postgres ? null : times.median <= BAR_MS;
    if (pass === false) exitCode = 1;
    figures.push(
      figure({
        name: `statistics, ${name}, ${count(TOTAL)} surveys (median)`,
        value: times.median,
        reference: { name: `fetch all + count in client (${count(REFERENCE_ROWS)} surveys, once)`, value: reference.ms },
        bar: postgres ? null : `value <= ${BAR_MS} ms`,
        pass,
      }),
    );
    console.log(
      `statistics, ${name.padEnd(12)} median ${times.median.toFixed(1)} ms, p95 ${times.p95.toFixed(1)} ms (${RUNS} runs)  total=${count(stats.total)}  ` +
        `${(reference.ms / times.median).toFixed(0)}x faster than fetching all${pass === null ? '' : pass ? '  OK' : '  TOO SLOW'}`,
    );
    notes.push(
      `statistics, ${name}: median ${times.median.toFixed(1)} ms, p95 ${times.p95.toFixed(1)} ms over HTTP, ${count(stats.total)} answers counted.`,
    );
    if (name === 'whole range' && REFERENCE_ROWS === TOTAL && stats.total !== reference.total) {
      throw new Error(`the statistics count ${stats.total} answers, the client counted ${reference.total}`);
    }
  }

  notes.push(
    `Reference: GET admin/Surveys?isPaginated=false (the spec's old dashboard) fetched and counted once at ${count(REFERENCE_ROWS)} answers` +
      `${REFERENCE_ROWS < TOTAL ? ` (not at ${count(TOTAL)}: --reference-rows)` : ''}: ${(reference.ms / 1000).toFixed(1)} s; the process held ${count(memory)} MB afterwards.`,
  );
  for (const [name, query] of /** @type {Array<[string, { from?: string; to?: string }]>} */ ([
    ['whole range', {}],
    ['30 days', { from: day(30) }],
    ['one year', { from: day(500), to: day(135) }],
  ])) {
    const plan = await strapi.service('api::survey.survey').statisticsPlan(query);
    notes.push(`plan, ${name}: ${plan.map((line) => line.replace(/\s+\(cost=[^)]*\)/, '').trim()).join(' / ')}`);
  }
  for (const note of notes.slice(-3)) console.log(note);

  // The dashboard: its reviews, products and candidates next to the same answers.
  const fillStart = performance.now();
  const categories = await createCategories();
  const products = await productFiller(strapi, categories);
  await products.fillTo(DASHBOARD_PRODUCTS, { small: 10 });
  const productIds = (await knex(products.table).select('id').where('locale', 'az').orderBy('id')).map((row) => Number(row.id));
  const reviews = await reviewFiller(strapi, productIds);
  await reviews.fillTo(DASHBOARD_REVIEWS);
  const candidates = await candidateFiller(strapi);
  await candidates.fillTo(DASHBOARD_CANDIDATES);
  // Administrators have opened all but the newest thousand applications.
  const { col: candidateCol } = columnsOf(strapi, 'api::candidate.candidate');
  const [{ max: lastCandidate }] = await knex(candidates.table).max({ max: 'id' });
  await knex(candidates.table)
    .where('id', '<=', Number(lastCandidate) - 1000)
    .update({ [candidateCol('readAt')]: knex.ref(candidateCol('createdAt')) });
  await analyze(knex, [products.table, reviews.table, candidates.table]);
  console.log(
    `dashboard data: ${count(productIds.length)} products, ${count(DASHBOARD_REVIEWS)} reviews, ${count(DASHBOARD_CANDIDATES)} candidates ` +
      `(stored in ${((performance.now() - fillStart) / 1000).toFixed(0)} s)`,
  );
  const board = await http.get('admin/Dashboard');
  const boardTimes = await measure(() => http.get('admin/Dashboard'), RUNS);
  const boardPass = postgres ? null : boardTimes.median <= BAR_MS;
  if (boardPass === false) exitCode = 1;
  figures.push(
    figure({
      name: `dashboard (GET admin/Dashboard), ${count(TOTAL)} surveys, ${count(DASHBOARD_REVIEWS)} reviews, ${count(DASHBOARD_CANDIDATES)} candidates (median)`,
      value: boardTimes.median,
      reference: { name: `fetch all + count in client (${count(REFERENCE_ROWS)} surveys, once)`, value: reference.ms },
      bar: postgres ? null : `value <= ${BAR_MS} ms`,
      pass: boardPass,
    }),
  );
  const boardNote =
    `dashboard: median ${boardTimes.median.toFixed(1)} ms, p95 ${boardTimes.p95.toFixed(1)} ms over HTTP; ${count(board.surveys.total)} answers in its 30 days ` +
    `(average quality ${board.surveys.averageQuality}), ${count(board.reviews.pending)} pending reviews, ${count(board.candidates.unread)} unread candidates, ` +
    `top product ${count(board.products.mostReviewed[0]?.reviews ?? 0)} reviews.`;
  notes.push(boardNote);
  console.log(
    `dashboard median ${boardTimes.median.toFixed(1)} ms, p95 ${boardTimes.p95.toFixed(1)} ms (${RUNS} runs)${boardPass === null ? '' : boardPass ? '  OK' : '  TOO SLOW'}`,
  );
  console.log(boardNote);

  await writeResult(args, { title: `Survey statistics (${databaseName()})`, figures, notes });
  console.log(`Total time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  await http.close();
  return exitCode;
});
