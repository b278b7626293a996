// Benchmark of the console's product list, GET /api/v1/admin/Products, with 100,000 products.
//
//   node scripts/bench-admin-list.mjs                              # SQLite (a temporary file)
//   DATABASE_CLIENT=postgres node scripts/bench-admin-list.mjs     # a throwaway PostgreSQL database
//
// Options: --rows=100000 --small=100 --runs=15 --no-compile --no-http --no-suggested --explain
//
// It boots the compiled CMS on an empty database and creates --small products through the store
// (three language rows each, linked to a category in each language). It times the list calls on
// that small table: page 1, the last page, a search, and page 1 sorted by name and by category
// name. Then it bulk-inserts products up to --rows with knex (copies of the stored rows and of
// their category links, in batches inside one transaction), times the same calls with the deep
// page at page 5000 (and isPaginated=false once), and prints each median and the ratio
// large/small. Unless --no-suggested, it then adds the indexes suggested for the console's sorts
// (and, on PostgreSQL, a trigram index for the search) and times the large table again. The calls
// go through the product service and, unless --no-http, through the real route with an
// administrator's token; --explain prints the query plans on the large table.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bootCms, cmsRequire as require, measure as measureRuns, parseArgs } from './lib/bench.mjs';
import { cmsDir } from './lib/paths.mjs';

const args = parseArgs();
const TOTAL = Number(args.rows ?? 100_000);
const SMALL = Number(args.small ?? 100);
const RUNS = Number(args.runs ?? 15);
const PAGE_SIZE = 10;
const DEEP_PAGE = 5000;
// Documents per insert (three rows each): knex writes a SQLite batch as one compound SELECT, which
// SQLite caps at 500 terms.
const BATCH = 150;
const postgres = process.env.DATABASE_CLIENT === 'postgres';
const started = performance.now();


const { strapi, cleanUp } = await bootCms({ label: 'bench-list', compile: args['no-compile'] === undefined });

const PRODUCT = 'api::product.product';
const CATEGORY = 'api::category.category';
const { createLocalized } = require(path.join(cmsDir, 'dist/src/lib/localized-documents.js'));
const { searchKey } = require('@qahve/config');

const measure = (fn) => measureRuns(fn, RUNS);

const WORDS = ['Latte', 'Cappuccino', 'Espresso', 'Mocha', 'Çay', 'Şəkərbura', 'Paxlava', 'Cheesecake', 'Americano', 'Qəhvə'];
const RU = ['Латте', 'Капучино', 'Эспрессо', 'Мокко', 'Чай', 'Шекербура', 'Пахлава', 'Чизкейк', 'Американо', 'Кофе'];
const nameOf = (i) => ({
  en: `${WORDS[i % WORDS.length]} ${i}`,
  az: `${WORDS[(i * 7) % WORDS.length]} ${i}`,
  ru: `${RU[i % RU.length]} ${i}`,
});

let exitCode = 0;
let httpServer = null;
try {
  const knex = strapi.db.connection;
  const meta = strapi.db.metadata.get(PRODUCT);
  const table = meta.tableName;
  const col = (attribute) => meta.attributes[attribute].columnName ?? attribute;
  const link = meta.attributes.category.joinTable;

  // Categories, one per first letter group, so the category sort has something to sort.
  const categories = [];
  for (const [en, az, ru] of [
    ['Coffee', 'Qəhvə', 'Кофе'],
    ['Tea', 'Çay', 'Чай'],
    ['Desserts', 'Desertlər', 'Десерты'],
    ['Beans', 'Dənələr', 'Зёрна'],
  ]) {
    categories.push(await createLocalized(CATEGORY, { localized: { en: { name: en }, az: { name: az }, ru: { name: ru } } }));
  }
  // The category rows per language, for the link table.
  const categoryRows = await knex(strapi.db.metadata.get(CATEGORY).tableName).select('id', 'document_id', 'locale');
  const categoryRowOf = new Map(categoryRows.map((row) => [`${row.document_id}|${row.locale}`, row.id]));
  const categoryDocs = (await knex(strapi.db.metadata.get(CATEGORY).tableName).select('id', 'document_id').where('locale', 'az')).map((r) => r.document_id);

  process.stdout.write(`Creating ${SMALL} products through the store... `);
  for (let i = 1; i <= SMALL; i++) {
    const name = nameOf(i);
    await createLocalized(PRODUCT, {
      shared: { order: 1 + (i % 50), isMenuItem: i % 3 === 0, isDeleted: i % 40 === 0, sizeAndPrice: `M / ${i % 20}`, woltLink: null },
      // One product, and only one however many are added, is found by a rare word.
      localized: {
        en: { name: name.en, description: i === 7 ? 'Single origin Yirgacheffe' : 'Made fresh' },
        az: { name: name.az, description: 'Təzə' },
        ru: { name: name.ru, description: 'Свежее' },
      },
      relations: { category: { target: CATEGORY, id: categories[i % categories.length] } },
    });
  }
  console.log('done');

  const columns = Object.keys(await knex(table).columnInfo());
  const linkColumns = Object.keys(await knex(link.name).columnInfo());
  console.log(`\n${postgres ? 'PostgreSQL' : 'SQLite'}; ${table}: ${columns.join(', ')}`);
  console.log(`${link.name}: ${linkColumns.join(', ')}`);

  const service = () => strapi.service(PRODUCT);
  const calls = (rows) => {
    const lastPage = Math.ceil(rows / PAGE_SIZE);
    const deep = Math.min(DEEP_PAGE, lastPage);
    return {
      'page 1': { pageNumber: 1, pageSize: PAGE_SIZE, isPaginated: true, sortOrder: 'asc' },
      [`page ${deep === DEEP_PAGE ? DEEP_PAGE : `${deep} (last)`}`]: { pageNumber: deep, pageSize: PAGE_SIZE, isPaginated: true, sortOrder: 'asc' },
      'search "mocha 4"': { pageNumber: 1, pageSize: PAGE_SIZE, isPaginated: true, sortOrder: 'asc', q: 'mocha 4' },
      'search "yirgacheffe" (1)': { pageNumber: 1, pageSize: PAGE_SIZE, isPaginated: true, sortOrder: 'asc', q: 'yirgacheffe' },
      'page 1 by name': { pageNumber: 1, pageSize: PAGE_SIZE, isPaginated: true, sortBy: 'name', sortOrder: 'asc' },
      'page 1 by category name': { pageNumber: 1, pageSize: PAGE_SIZE, isPaginated: true, sortBy: 'categoryName', sortOrder: 'desc' },
    };
  };
  const CALL_NAMES = ['page 1', 'deep page', 'search', 'rare search', 'page 1 by name', 'page 1 by category name'];

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
    if (login.status === 200) {
      const { accessToken } = await login.json();
      const get = (url) => fetch(url, { headers: { Authorization: `Bearer ${accessToken}` } });
      http = async (query) => {
        const url = `${base}/admin/Products?${new URLSearchParams(query)}`;
        // A kept-alive socket may have been closed by the server during the long insert: retry once.
        const res = await get(url).catch(() => get(url));
        if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
        return res.json();
      };
    } else {
      console.log(`(no HTTP timings: login answered ${login.status})`);
    }
  }

  async function run(label, rows) {
    const results = {};
    const entries = Object.entries(calls(rows));
    for (const [i, [title, query]] of entries.entries()) {
      const page = await service().adminList(query);
      if (i === 0 && page.totalItems !== rows) throw new Error(`expected ${rows} products, the list says ${page.totalItems}`);
      if (page.items.length === 0) throw new Error(`${title}: empty page`);
      const viaService = await measure(() => service().adminList(query));
      const viaHttp = http ? await measure(() => http(query)) : null;
      results[CALL_NAMES[i]] = { title, service: viaService, http: viaHttp, totalItems: page.totalItems };
    }
    console.log(`\n${label}`);
    for (const [name, r] of Object.entries(results)) {
      const httpText = r.http ? `; HTTP median ${r.http.median.toFixed(1)} ms, p95 ${r.http.p95.toFixed(1)} ms` : '';
      console.log(
        `  ${r.title.padEnd(26)} service median ${r.service.median.toFixed(1).padStart(6)} ms, p95 ${r.service.p95.toFixed(1).padStart(6)} ms${httpText}  (${r.totalItems} items)`,
      );
    }
    return results;
  }

  /** The SQL one list call runs, with each statement's plan. */
  async function explain(label, query) {
    const statements = [];
    const listen = (q) => statements.push({ sql: q.sql, bindings: q.bindings ?? [] });
    knex.on('query', listen);
    await service().adminList(query);
    knex.removeListener('query', listen);
    console.log(`\nPlans of ${label}:`);
    for (const { sql, bindings } of statements.slice(0, 2)) {
      console.log(`  ${sql}`);
      const plan = await knex.raw(`${postgres ? 'EXPLAIN (ANALYZE, BUFFERS OFF)' : 'EXPLAIN QUERY PLAN'} ${sql.replace(/\$\d+/g, '?')}`, bindings);
      const lines = postgres ? plan.rows.map((r) => r['QUERY PLAN']) : plan.map((r) => r.detail);
      for (const line of lines) console.log(`    ${line}`);
    }
  }

  const small = await run(`${SMALL} products (${SMALL * 3} rows), ${RUNS} runs each after 3 warm-ups:`, SMALL);

  // Bulk insert: copies of the stored rows (three languages) and of their category links.
  const first = await knex(table).first(col('documentId')).where('locale', 'az').orderBy('id', 'asc');
  const templates = await knex(table).where(col('documentId'), first[col('documentId')]);
  const templateLink = await knex(link.name).where(link.joinColumn.name, templates[0].id).first();
  const [{ max }] = await knex(table).max({ max: 'id' });
  let nextId = Number(max) + 1;
  const insertStart = performance.now();
  process.stdout.write(`\nInserting ${TOTAL - SMALL} more products (${(TOTAL - SMALL) * 3} rows and as many links)... `);
  await knex.transaction(async (trx) => {
    for (let from = SMALL + 1; from <= TOTAL; from += BATCH) {
      const rows = [];
      const links = [];
      for (let i = from; i < Math.min(from + BATCH, TOTAL + 1); i++) {
        const documentId = `bench${i.toString(36).padStart(19, '0')}`;
        const name = nameOf(i);
        const categoryDoc = categoryDocs[i % categoryDocs.length];
        for (const template of templates) {
          const locale = template.locale;
          const id = nextId++;
          const description = template[col('description')];
          rows.push({
            ...template,
            id,
            [col('documentId')]: documentId,
            [col('name')]: name[locale],
            [col('searchText')]: searchKey(`${name[locale]} ${description ?? ''}`),
            [col('order')]: 1 + (i % 50),
            [col('isMenuItem')]: i % 3 === 0,
            [col('isDeleted')]: i % 40 === 0,
            [col('sizeAndPrice')]: `M / ${i % 20}`,
          });
          const linkRow = { ...templateLink, [link.joinColumn.name]: id, [link.inverseJoinColumn.name]: categoryRowOf.get(`${categoryDoc}|${locale}`) };
          if ('id' in linkRow) delete linkRow.id;
          links.push(linkRow);
        }
      }
      await trx(table).insert(rows);
      await trx(link.name).insert(links);
    }
  });
  if (postgres) {
    await knex.raw(`SELECT setval(pg_get_serial_sequence(?, 'id'), (SELECT max(id) FROM ??))`, [table, table]);
    // What autovacuum does soon after a bulk load: statistics, and the visibility map that lets
    // PostgreSQL count from an index alone.
    await knex.raw(`VACUUM ANALYZE ??`, [table]);
    await knex.raw(`VACUUM ANALYZE ??`, [link.name]);
  } else {
    await knex.raw('ANALYZE');
  }
  console.log(`done in ${((performance.now() - insertStart) / 1000).toFixed(1)} s`);

  const large = await run(`${TOTAL} products (${TOTAL * 3} rows):`, TOTAL);
  // The old console's call: everything at once. Not a page, so timed once, for information.
  const wholeStart = performance.now();
  const whole = await service().adminList({ pageNumber: 1, pageSize: PAGE_SIZE, isPaginated: false, sortOrder: 'asc' });
  console.log(`  ${'isPaginated=false'.padEnd(26)} service ${(performance.now() - wholeStart).toFixed(0)} ms once (${whole.items.length} items)`);
  if (args.explain !== undefined) for (const [title, query] of Object.entries(calls(TOTAL))) await explain(title, query);
  const ratios = (against) => {
    console.log('\nRatios, large / small (median, service; HTTP):');
    for (const name of CALL_NAMES) {
      const s = against[name];
      const base = small[name];
      const httpRatio = s.http && base.http ? `; ${(s.http.median / base.http.median).toFixed(2)}x` : '';
      console.log(`  ${s.title.padEnd(26)} ${(s.service.median / base.service.median).toFixed(2)}x${httpRatio}`);
    }
  };
  ratios(large);

  if (args['no-suggested'] === undefined) {
    // Suggested for cms/src/bootstrap/indexes.ts: the console's default order and the name sort
    // over the default-language rows, and (PostgreSQL) a trigram index for the substring search.
    const suggested = [
      `CREATE INDEX IF NOT EXISTS "qahve_products_locale_order_id_idx" ON "${table}" ("locale", "order", "id")`,
      `CREATE INDEX IF NOT EXISTS "qahve_products_locale_name_id_idx" ON "${table}" ("locale", "name", "id")`,
    ];
    if (postgres) {
      const available = await knex.raw(`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`);
      if (available.rows.length > 0) {
        suggested.push('CREATE EXTENSION IF NOT EXISTS pg_trgm');
        suggested.push(`CREATE INDEX IF NOT EXISTS "qahve_products_search_text_trgm_idx" ON "${table}" USING gin ("search_text" gin_trgm_ops)`);
      }
    }
    console.log('\nAdding the suggested indexes:');
    for (const sql of suggested) {
      console.log(`  ${sql}`);
      await knex.raw(sql);
    }
    await knex.raw(postgres ? `ANALYZE "${table}"` : 'ANALYZE');
    const indexed = await run(`${TOTAL} products, with the suggested indexes:`, TOTAL);
    if (args.explain !== undefined) for (const [title, query] of Object.entries(calls(TOTAL))) await explain(title, query);
    ratios(indexed);
  }
  console.log(`\nTotal time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
} catch (error) {
  console.error(String(error?.stack ?? error).slice(0, 2000));
  exitCode = 1;
} finally {
  if (httpServer) await new Promise((resolve) => httpServer.close(resolve));
  await strapi.db.destroy().catch(() => undefined);
  await cleanUp();
}
process.exit(exitCode);
