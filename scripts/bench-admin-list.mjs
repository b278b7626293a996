// The console's lists at 100,000 rows against the same calls at 100 (issue 6, figure 3): products,
// survey answers and candidates, each at page 1 and page 5,000 (ten a page, as the console asks),
// in the console's sorts and searched. Then, unless --no-plans, the query plans of every list call
// of the site and the console (docs/PERFORMANCE-plans.md).
//
//   node scripts/bench-admin-list.mjs [--json=<file>]                  # SQLite (a temporary file)
//   DATABASE_CLIENT=postgres node scripts/bench-admin-list.mjs         # a throwaway PostgreSQL database
//
// Options: --rows=100000 --small=100 --runs=200 --lists=products,surveys,candidates --no-compile
//          --no-plans
//
// It boots the compiled CMS on an empty database, stores --small rows of each list (products
// through the store, three language rows each; answers and candidates as copies of one stored
// through the services), times every call over HTTP with an administrator's token (--runs times
// after three warm-ups), bulk-inserts up to --rows with knex, and times the same calls again. A
// figure is the p99 at --rows against the p99 at --small; its bar is 3 times. The deep page of the
// small list is its last page (page 10), the deepest it has.
import { performance } from 'node:perf_hooks';
import { adminHttp, runOnCms, cmsRequire, databaseName, figure, measure, parseArgs, writeResult } from './lib/bench.mjs';
import {
  analyze,
  CANDIDATE_SEARCH,
  candidateFiller,
  createCategories,
  createContactSources,
  localizedDocuments,
  PRODUCT_RARE_SEARCH,
  PRODUCT_SEARCH,
  productFiller,
  reviewFiller,
  SURVEY_SEARCH,
  surveyFiller,
} from './lib/bench-data.mjs';
import { explainCalls, largeScans, plansSection, writePlansDoc } from './lib/plans.mjs';

const args = parseArgs();
const TOTAL = Number(args.rows ?? 100_000);
const SMALL = Number(args.small ?? 100);
const RUNS = Math.max(15, Number(args.runs ?? 200));
const DEEP_PAGE = 5000;
const BAR = 3;
const { ADMIN_PAGE_SIZE, CANDIDATE_PAGE_SIZE } = cmsRequire('@qahve/config');
const LISTS = (args.lists ?? 'products,surveys,candidates').split(',');
const started = performance.now();
const count = (n) => n.toLocaleString('en');

/** The console's calls of each list: its default order, its sorts, its filters and its search. */
const SURVEY_SORT = 'gender:asc,age:asc,qualityPoint:asc';
const CALLS = {
  products: {
    path: 'admin/Products',
    pageSize: ADMIN_PAGE_SIZE,
    calls: [
      { name: 'page 1 (by order)', query: {} },
      { name: `page ${count(DEEP_PAGE)} (by order)`, query: {}, deep: true },
      { name: 'page 1 by category name', query: { sortBy: 'categoryName', sortOrder: 'asc' } },
      { name: `page ${count(DEEP_PAGE)} by category name`, query: { sortBy: 'categoryName', sortOrder: 'asc' }, deep: true },
      { name: 'page 1 by name', query: { sortBy: 'name', sortOrder: 'asc' } },
      { name: `search "${PRODUCT_SEARCH}"`, query: { q: PRODUCT_SEARCH } },
      { name: `search "${PRODUCT_RARE_SEARCH}" (one match)`, query: { q: PRODUCT_RARE_SEARCH } },
    ],
  },
  surveys: {
    path: 'admin/Surveys',
    pageSize: ADMIN_PAGE_SIZE,
    calls: [
      { name: 'page 1 (id descending)', query: {} },
      { name: `page ${count(DEEP_PAGE)} (id descending)`, query: {}, deep: true },
      { name: `page 1 sorted ${SURVEY_SORT}`, query: { sort: SURVEY_SORT } },
      { name: `page ${count(DEEP_PAGE)} sorted ${SURVEY_SORT}`, query: { sort: SURVEY_SORT }, deep: true },
      { name: 'page 1 sorted qualityPoint:desc', query: { sort: 'qualityPoint:desc' } },
      { name: `search "${SURVEY_SEARCH}"`, query: { q: SURVEY_SEARCH } },
    ],
  },
  candidates: {
    path: 'admin/Candidates',
    pageSize: CANDIDATE_PAGE_SIZE,
    calls: [
      { name: 'page 1 (newest first)', query: { sortBy: 'createdAt', sortOrder: 'desc' } },
      { name: `page ${count(DEEP_PAGE)} (newest first)`, query: { sortBy: 'createdAt', sortOrder: 'desc' }, deep: true },
      { name: 'favourites, page 1', query: { sortBy: 'createdAt', sortOrder: 'desc', isFavourite: 'true' } },
      { name: `search "${CANDIDATE_SEARCH}"`, query: { sortBy: 'createdAt', sortOrder: 'desc', q: CANDIDATE_SEARCH } },
    ],
  },
};

await runOnCms({ label: 'bench-list', compile: args['no-compile'] === undefined }, async (strapi) => {
  let exitCode = 0;
  const knex = strapi.db.connection;
  const http = await adminHttp(strapi);

  process.stdout.write(`Storing ${count(SMALL)} rows of each list... `);
  const categories = await createCategories();
  const sources = await createContactSources();
  const fillers = {
    products: await productFiller(strapi, categories),
    surveys: await surveyFiller(strapi, sources, { criteria: true }),
    candidates: await candidateFiller(strapi),
  };
  for (const list of LISTS) await fillers[list].fillTo(SMALL, { small: SMALL });
  await analyze(
    knex,
    LISTS.map((list) => fillers[list].table),
  );
  console.log('done');

  /** p99 (and median) over HTTP of each call of each list, at `rows` rows. */
  async function timeLists(rows) {
    const results = {};
    for (const list of LISTS) {
      const { path, pageSize, calls } = CALLS[list];
      const deepPage = Math.min(DEEP_PAGE, Math.ceil(rows / pageSize));
      for (const call of calls) {
        const query = { pageNumber: call.deep ? deepPage : 1, pageSize, isPaginated: true, ...call.query };
        const page = await http.get(path, query);
        if (!call.query.q && !call.query.isFavourite && page.totalItems !== rows)
          throw new Error(`${list}: expected ${rows} rows, the list says ${page.totalItems}`);
        if (page.items.length === 0 && !call.query.q) throw new Error(`${list} ${call.name}: empty page`);
        const times = await measure(() => http.get(path, query), RUNS);
        results[`${list} ${call.name}`] = { ...times, totalItems: page.totalItems, pageNumber: query.pageNumber };
        console.log(
          `  ${list.padEnd(10)} ${call.name.padEnd(44)} p99 ${times.p99.toFixed(1).padStart(7)} ms, median ${times.median.toFixed(1).padStart(6)} ms  (page ${query.pageNumber}, ${count(page.totalItems)} items)`,
        );
      }
    }
    return results;
  }

  console.log(`\n${databaseName()}, ${count(SMALL)} rows per list, ${RUNS} runs per call over HTTP:`);
  const small = await timeLists(SMALL);

  const insertStart = performance.now();
  process.stdout.write(`\nInserting up to ${count(TOTAL)} rows per list (products: three language rows and a category link each)... `);
  for (const list of LISTS) await fillers[list].fillTo(TOTAL, { small: SMALL });
  await analyze(
    knex,
    LISTS.flatMap((list) => [fillers[list].table, ...(fillers[list].linkTable ? [fillers[list].linkTable] : [])]),
  );
  console.log(`done in ${((performance.now() - insertStart) / 1000).toFixed(0)} s`);

  console.log(`\n${databaseName()}, ${count(TOTAL)} rows per list:`);
  const large = await timeLists(TOTAL);

  const figures = [];
  const notes = [];
  console.log(`\nLarge p99 / small p99 (bar: ${BAR}x):`);
  for (const [key, big] of Object.entries(large)) {
    const base = small[key];
    const ratio = big.p99 / base.p99;
    const pass = ratio <= BAR;
    if (!pass) exitCode = 1;
    const baseName =
      big.pageNumber === base.pageNumber ? `same call at ${count(SMALL)} rows` : `last page (${base.pageNumber}) at ${count(SMALL)} rows`;
    figures.push(
      figure({
        name: `${key}, ${count(TOTAL)} rows (p99)`,
        value: big.p99,
        reference: { name: baseName, value: base.p99 },
        bar: `value <= ${BAR} × reference`,
        pass,
      }),
    );
    console.log(
      `  ${key.padEnd(56)} ${big.p99.toFixed(1).padStart(7)} / ${base.p99.toFixed(1).padStart(6)} ms = ${ratio.toFixed(2)}x ${pass ? 'OK' : 'TOO SLOW'}`,
    );
    if (CALLS[key.split(' ')[0]].calls.find((c) => key.endsWith(c.name))?.query.q) {
      const matches = (n) => `${count(n)} match${n === 1 ? '' : 'es'}`;
      notes.push(`${key}: ${matches(big.totalItems)} at ${count(TOTAL)} rows, ${matches(base.totalItems)} at ${count(SMALL)}.`);
    }
  }
  notes.unshift(
    `${databaseName()}; p99 over HTTP with an administrator's token, ${RUNS} runs per call after 3 warm-ups (nearest-rank p99: the slowest ${RUNS - Math.ceil(0.99 * RUNS) + 1} runs are above it or equal); ` +
      `products hold three language rows each; the small deep page is the small list's last page.`,
  );

  if (args['no-plans'] === undefined) {
    const planNotes = await plans({ strapi, knex, http, categories, sources });
    notes.push(...planNotes);
  }

  await writeResult(args, { title: `Admin lists at ${count(TOTAL)} rows (${databaseName()})`, figures, notes });
  console.log(`\nTotal time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  await http.close();
  return exitCode;
});

/**
 * Every list call of the site and the console, once, with its plans: the lists above at their
 * full size, with 100,000 reviews beside them and a few slides, home products and branches.
 */
async function plans({ strapi, knex, http, categories, sources }) {
  const { createLocalized } = localizedDocuments();
  process.stdout.write('\nQuery plans: adding reviews, slides, home products and branches... ');
  const tri = (text) => ({ en: text, az: `${text} az`, ru: `${text} ru` });
  for (let i = 1; i <= 5; i++) {
    const t = tri(`Slide ${i}`);
    await createLocalized('api::carousel.carousel', {
      shared: { order: i, isDeleted: false },
      localized: { en: { content: t.en }, az: { content: t.az }, ru: { content: t.ru } },
    });
    const h = tri(`Home ${i}`);
    await createLocalized('api::home-product.home-product', {
      shared: { order: i, price: 4.5, isDeleted: false },
      localized: { en: { name: h.en, title: h.en }, az: { name: h.az, title: h.az }, ru: { name: h.ru, title: h.ru } },
    });
    const b = tri(`Branch ${i}`);
    await createLocalized('api::branch.branch', {
      shared: { isDeleted: false },
      localized: { en: { name: b.en }, az: { name: b.az }, ru: { name: b.ru } },
    });
  }
  const productTable = strapi.db.metadata.get('api::product.product').tableName;
  const productIds = (await knex(productTable).select('id').where('locale', 'az').orderBy('id').limit(500)).map((r) => Number(r.id));
  const reviews = await reviewFiller(strapi, productIds);
  await reviews.fillTo(TOTAL);
  await analyze(knex, [reviews.table]);
  console.log('done');

  const product = productIds[1];
  const call = (apiPath, query = {}) => ({
    name: `GET ${apiPath}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`,
    run: () => http.get(apiPath, query),
  });
  const page = { pageNumber: 1, pageSize: ADMIN_PAGE_SIZE, isPaginated: true };
  const deep = { ...page, pageNumber: DEEP_PAGE };
  const calls = [
    // The site, as its pages call.
    call('client/Carousels'),
    call('client/HomeProducts', { pageNumber: 1, pageSize: 3, isPaginated: true, languageId: 1 }),
    call('client/Branches'),
    call('client/Categories', { languageId: 1, isPaginated: false }),
    call('client/Products', { pageNumber: 1, pageSize: 100, isPaginated: true, isMenuItem: false, languageId: 1 }),
    call('client/Products', {
      pageNumber: 1,
      pageSize: 100,
      isPaginated: true,
      isMenuItem: true,
      categoryId: categories[0],
      languageId: 1,
    }),
    call('client/Products', { pageNumber: 1, pageSize: 10, isPaginated: true, q: PRODUCT_SEARCH }),
    call('client/Reviews', { productId: product, pageNumber: 1, pageSize: 10, isPaginated: true }),
    call('client/ContactSources'),
    // The console.
    ...CALLS.products.calls.map((c) => call('admin/Products', { ...(c.deep ? deep : page), ...c.query })),
    call('admin/Categories', { ...page, q: 'qəhvə' }),
    call('admin/HomeProducts', page),
    call('admin/Carousels', page),
    call('admin/Branches', page),
    call('admin/ContactSources', page),
    call('admin/Reviews/GetAll', page),
    call('admin/Reviews/GetAll', { ...page, status: 'pending' }),
    call('admin/Reviews/GetAll', { ...page, productId: product }),
    call('admin/Reviews/GetAll', { ...page, q: 'soyuq' }),
    ...CALLS.surveys.calls.map((c) => call('admin/Surveys', { ...(c.deep ? deep : page), ...c.query })),
    call('admin/Surveys', {
      ...page,
      from: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
      contactSourceId: sources[1],
    }),
    call('admin/Surveys/Statistics'),
    call('admin/Surveys/Statistics', { from: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) }),
    ...CALLS.candidates.calls.map((c) => call('admin/Candidates', { ...(c.deep ? deep : page), ...c.query })),
  ];
  const reports = await explainCalls(knex, calls);
  await writePlansDoc(
    await plansSection(knex, reports, { sizes: `the benchmark's content (${count(TOTAL)} products, answers, candidates and reviews)` }),
  );
  const scans = await largeScans(knex, reports);
  console.log(
    `Plans of ${reports.length} calls written to docs/PERFORMANCE-plans.md; large tables read whole: ${scans.join('; ') || 'none'}`,
  );
  return [
    `Query plans of ${reports.length} list calls (site and console) in [PERFORMANCE-plans.md](PERFORMANCE-plans.md); ` +
      (scans.length === 0 ? 'none reads a table of 1,000 rows or more whole.' : `reading a large table whole: ${scans.join('; ')}.`),
  ];
}
