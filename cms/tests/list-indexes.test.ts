import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOf } from '../src/lib/registry/services';
import { searchKey } from '@qahve/config';
import { administrator } from './support/admin';
import { make, tri } from './support/fixtures';
import { appModule, startServer, type TestServer } from './support/strapi';

/**
 * The lists that may grow large read through indexes (docs/PERFORMANCE-plans.md): searches through
 * trigram indexes (lib/content/text-search.ts) with exactly the results of their predicates, and the sorts
 * on few-valued columns page group by group (lib/http/grouped-page.ts) in exactly the general order.
 */
let server: TestServer;
let admin: Awaited<ReturnType<typeof administrator>>;
const postgres = process.env.DATABASE_CLIENT === 'postgres';

beforeAll(async () => {
  server = await startServer();
  admin = await administrator(server);
});
afterAll(() => server?.stop());

type Store = typeof import('../src/lib/content/localized-documents');
type Indexes = typeof import('../src/bootstrap/indexes');

const knex = () => server.strapi.db.connection;

/** The SQL the requests sent while `run` ran. */
async function statementsOf(run: () => Promise<unknown>) {
  const statements: Array<{ sql: string; bindings: unknown[] }> = [];
  const listen = (q: { sql: string; bindings?: unknown[] }) => statements.push({ sql: q.sql, bindings: q.bindings ?? [] });
  knex().on('query', listen);
  try {
    await run();
  } finally {
    knex().off('query', listen);
  }
  return statements;
}

/**
 * A statement's plan as text. On PostgreSQL, whose planner rightly reads this test's small tables
 * whole (or walks an order index), sequential and plain index scans are ruled out: what remains
 * shows whether an index serves the LIKE at all.
 */
async function planOf({ sql, bindings }: { sql: string; bindings: unknown[] }) {
  if (!postgres)
    return ((await knex().raw(`EXPLAIN QUERY PLAN ${sql}`, bindings)) as Array<{ detail: string }>).map((r) => r.detail).join('\n');
  const rows = await knex().transaction(async (trx) => {
    await trx.raw('SET LOCAL enable_seqscan = off');
    await trx.raw('SET LOCAL enable_indexscan = off');
    // pg's answer: the plan's lines in `rows`.
    const plan: { rows: Array<Record<string, string>> } = await trx.raw(`EXPLAIN ${sql.replace(/\$\d+/g, '?')}`, bindings);
    return plan.rows;
  });
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

const ids = (body: { items: Array<{ id: number }> }) => body.items.map((item) => item.id);

describe('searches through trigram indexes', () => {
  const CANDIDATE = 'api::candidate.candidate';
  const SEARCHED = ['name', 'surname', 'email', 'number'];
  const stored: number[] = [];

  beforeAll(async () => {
    const people: Array<[string, string, string]> = [
      ['Kamran', 'Quliyev', 'kamran.q@example.az'],
      ['KAMRAN', 'Əliyev', 'k.eliyev@example.az'],
      ['Камран', 'Иванов', 'kamran.i@example.az'],
      ['Nigar', 'Ka%mran', 'nigar@example.az'],
      ['Aysel', 'a_b', 'aysel@example.az'],
      ['Leyla', 'O"Neil', 'leyla@example.az'],
      ['Günay', 'Çələbi', 'gunay@example.az'],
    ];
    for (const [i, [name, surname, email]] of people.entries()) {
      const row = await server.strapi.db
        .query(CANDIDATE)
        .create({ data: { name, surname, email, number: `+994 50 ${1000000 + i}`, isFavourite: false } });
      stored.push(row.id);
    }
    // Written past Strapi (a bulk load, a migration): the index still holds it.
    const meta = server.strapi.db.metadata.get(CANDIDATE);
    const [first] = await knex()(meta.tableName).where({ id: stored[0] });
    const { id: _id, ...copy } = first;
    await knex()(meta.tableName).insert({ ...copy, name: 'Orxan', surname: 'Kamranlı', document_id: 'directinsert0000000000' });
    const [{ max }] = await knex()(meta.tableName).max({ max: 'id' });
    stored.push(Number(max));
  });

  /** The ids Strapi's own `$containsi` finds, without any index: what the list must answer. */
  async function expected(q: string) {
    const rows = await server.strapi.db.query(CANDIDATE).findMany({
      select: ['id'],
      where: { $or: SEARCHED.map((field) => ({ [field]: { $containsi: q } })) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map((row: { id: number }) => row.id);
  }

  it.each(['kamran', 'KAMRAN', 'amra', 'ka', 'камран', 'КАМРАН', '%', 'a_b', '"neil', 'çələ', '+994 50 100000', 'nothing at all'])(
    'finds exactly what the predicate finds: q=%s',
    async (q) => {
      const res = await admin().get(`/api/v1/admin/Candidates?isPaginated=false&q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual(await expected(q));
    },
  );

  it('finds rows written past Strapi, follows updates and forgets deleted rows', async () => {
    const search = async (q: string) =>
      ids((await admin().get(`/api/v1/admin/Candidates?isPaginated=false&q=${encodeURIComponent(q)}`)).body);
    expect(await search('kamranlı')).toEqual([stored.at(-1)]);
    await server.strapi.db.query(CANDIDATE).update({ where: { id: stored[6] }, data: { surname: 'Yenisoyad' } });
    expect(await search('yenisoyad')).toEqual([stored[6]]);
    expect(await search('çələbi')).toEqual([]);
    await server.strapi.db.query(CANDIDATE).delete({ where: { id: stored[6] } });
    expect(await search('yenisoyad')).toEqual([]);
  });

  it.each([
    ['Candidates', 'qahve_candidates_search'],
    ['Surveys', 'qahve_surveys_search'],
    ['Reviews/GetAll', 'qahve_reviews_search'],
  ])('admin/%s?q reads the trigram index', async (path, index) => {
    const statements = await statementsOf(() => admin().get(`/api/v1/admin/${path}?q=kamran`));
    const table = index.replace(/^qahve_|_search$/g, '');
    const from = new RegExp(`from (?:[\`"]\\w+[\`"]\\.)?[\`"]${table}[\`"]`);
    const searched = statements.filter((s) => /^select/i.test(s.sql) && from.test(s.sql) && /like/i.test(s.sql));
    expect(searched.length, statements.map((s) => s.sql).join('\n')).toBeGreaterThan(0);
    for (const statement of searched) {
      const plan = await planOf(statement);
      expect(plan, `${statement.sql}\n${plan}`).toContain(postgres ? `${index}_trgm_idx` : `${index} VIRTUAL TABLE INDEX`);
    }
  });

  it('the products search (site and console) reads the trigram index', async () => {
    const matching = appModule<Store>('lib/content/localized-documents').documentIdsMatching('api::product.product', 'kamran');
    const { sql, bindings } = matching.toSQL().toNative();
    expect(await planOf({ sql, bindings: bindings as unknown[] })).toContain(
      postgres ? 'qahve_products_search_trgm_idx' : 'qahve_products_search VIRTUAL TABLE INDEX',
    );
  });

  it.skipIf(postgres)('fills the index again when one of its triggers went missing', async () => {
    const meta = server.strapi.db.metadata.get(CANDIDATE);
    await knex().raw('DROP TRIGGER "qahve_candidates_search_insert"');
    const [first] = await knex()(meta.tableName).where({ id: stored[0] });
    const { id: _id, ...copy } = first;
    await knex()(meta.tableName).insert({ ...copy, name: 'Unindexed', surname: 'Zəfər', document_id: 'directinsert0000000001' });
    const search = async () => (await admin().get('/api/v1/admin/Candidates?isPaginated=false&q=unindexed')).body.totalItems;
    expect(await search()).toBe(0);
    await appModule<Indexes>('bootstrap/indexes').ensureIndexes(server.strapi);
    expect(await search()).toBe(1);
  });
});

describe('the products search, one index entry per document', () => {
  const PRODUCT = 'api::product.product';
  const store = () => appModule<Store>('lib/content/localized-documents');
  const meta = () => server.strapi.db.metadata.get(PRODUCT);
  let category: number;
  const made: Record<string, number> = {};

  /** The default-language row ids of the documents whose folded text in any language holds `q`: a scan. */
  async function expected(q: string) {
    const key = searchKey(q);
    const pattern = `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const table = meta().tableName;
    const rows = await knex()(`${table} as d`)
      .select('d.id')
      .where('d.locale', 'az')
      .whereIn('d.document_id', knex()(table).select('document_id').whereRaw('search_text like ? escape ?', [pattern, '\\']))
      .orderBy('d.id');
    return rows.map((row: { id: number }) => Number(row.id));
  }
  const found = async (q: string) =>
    ids((await admin().get(`/api/v1/admin/Products?isPaginated=false&q=${encodeURIComponent(q)}`)).body).sort((a, b) => a - b);

  /** A document written past Strapi, its languages in `order` (the default one last, say). */
  async function insertDirectly(documentId: string, names: Record<string, string>) {
    const [template] = await knex()(meta().tableName).where({ id: made.mocha });
    const { id: _id, ...copy } = template;
    for (const [locale, name] of Object.entries(names)) {
      await knex()(meta().tableName).insert({
        ...copy,
        document_id: documentId,
        locale,
        name,
        description: '',
        search_text: searchKey(name),
      });
    }
    return Number((await knex()(meta().tableName).first('id').where({ document_id: documentId, locale: 'az' })).id);
  }

  beforeAll(async () => {
    category = await make.category(tri('Search', 'Axtarış', 'Поиск'));
    for (const [name, text] of Object.entries({
      mocha: tri('Mocha 41', 'Şokoladlı qəhvə', 'Мокко 41'),
      quote: tri('O"Neil blend', 'Qarışıq', 'Смесь'),
      percent: tri('100% arabica', 'Ərəbika', 'Арабика'),
      underscore: tri('cold_brew', 'Soyuq dəmləmə', 'Колд брю'),
      spaced: tri('Flat   white', 'Yastı ağ', 'Флэт уайт'),
    })) {
      made[name] = await make.product(text, category);
    }
    // Languages written in another order, the default one last: its entry still holds all three.
    made.direct = await insertDirectly('directproduct000000000', { en: 'Pistachio latte', ru: 'Фисташковый латте', az: 'Püstəli latte' });
  });

  it.each([
    'mocha 4',
    'MOCHA',
    'мокко 41',
    'şokoladlı',
    'sokoladli',
    'qəhvə',
    '"neil',
    '100%',
    '0%',
    'd_b',
    'cold_b',
    'flat white',
    'fisташ',
    'фисташ',
    'pistachio',
    'püstə',
    'nothing at all',
    'mo',
  ])('finds exactly the documents whose text holds it: q=%s', async (q) => {
    expect(await found(q)).toEqual(await expected(q));
  });

  it('follows a language edited, a language row removed and a document removed', async () => {
    expect(await found('pistachio')).toEqual([made.direct]);
    await store().updateLocalized(PRODUCT, made.mocha, { localized: { en: { name: 'Caramel macchiato' } } });
    expect(await found('mocha 41')).toEqual([]);
    expect(await found('мокко 41')).toEqual([made.mocha]);
    expect(await found('macchiato')).toEqual([made.mocha]);
    // A language row moved to another document and back.
    const [{ document_id: underscore }] = await knex()(meta().tableName).select('document_id').where({ id: made.underscore });
    const ruId = Number((await knex()(meta().tableName).first('id').where({ document_id: underscore, locale: 'ru' })).id);
    await knex()(meta().tableName).where({ id: ruId }).update({ document_id: 'movedproduct0000000000' });
    expect(await found('колд брю')).toEqual([]);
    await knex()(meta().tableName).where({ id: ruId }).update({ document_id: underscore });
    expect(await found('колд брю')).toEqual([made.underscore]);
    await knex()(meta().tableName).where({ document_id: 'directproduct000000000', locale: 'en' }).delete();
    expect(await found('pistachio')).toEqual([]);
    expect(await found('püstəli')).toEqual([made.direct]);
    await knex()(meta().tableName).where({ document_id: 'directproduct000000000' }).delete();
    expect(await found('püstəli')).toEqual([]);
    expect(await found('фисташ')).toEqual([]);
  });

  it.skipIf(postgres)('replaces an index of an earlier layout (one entry per language row) and fills it', async () => {
    const table = meta().tableName;
    await knex().raw('DROP TABLE "qahve_products_search"');
    await knex().raw('CREATE VIRTUAL TABLE "qahve_products_search" USING fts5("search_text", tokenize = \'trigram\')');
    await knex().raw(`INSERT INTO "qahve_products_search" (rowid, "search_text") SELECT "id", "search_text" FROM "${table}"`);
    await appModule<Indexes>('bootstrap/indexes').ensureIndexes(server.strapi);
    const columns = await knex().raw("SELECT name FROM pragma_table_info('qahve_products_search')");
    expect(columns.map((c: { name: string }) => c.name)).toEqual(['en', 'az', 'ru']);
    expect(await found('macchiato')).toEqual([made.mocha]);
    expect(await found('ərəbika')).toEqual(await expected('ərəbika'));
    expect(await found('ərəbika')).toEqual([made.percent]);
  });

  it.skipIf(postgres)('is neither replaced nor filled again on a start where nothing changed', async () => {
    const statements = await statementsOf(() => appModule<Indexes>('bootstrap/indexes').ensureIndexes(server.strapi));
    const rewrites = statements.filter((s) => /qahve_products_search/.test(s.sql) && /^\s*(drop|create|delete|insert)/i.test(s.sql));
    expect(rewrites.map((s) => s.sql)).toEqual([]);
  });
});

describe('products by category name, group by group', () => {
  const store = () => appModule<Store>('lib/content/localized-documents');
  const PATH = '/api/v1/admin/Products';
  let noCategory: number[];

  beforeAll(async () => {
    // Two categories share their Azerbaijani name: their products interleave in id order.
    const twinA = await make.category(tri('Twin A', 'Əkiz', 'Близнец А'));
    const twinB = await make.category(tri('Twin B', 'Əkiz', 'Близнец Б'));
    const alpha = await make.category(tri('Alpha', 'Alfa', 'Альфа'));
    const zeta = await make.category(tri('Zeta', 'Zeta', 'Зета'));
    for (const [i, category] of [twinA, zeta, twinB, alpha, twinA, twinB, zeta, alpha, twinB, twinA, alpha].entries()) {
      await make.product(tri(`Product ${i}`, `Məhsul ${i}`, `Продукт ${i}`), category, { order: 1 + (i % 3) });
    }
    noCategory = [];
    for (const i of [1, 2]) {
      noCategory.push(
        await store().createLocalized('api::product.product', {
          shared: { order: 1, isMenuItem: false, isDeleted: false, sizeAndPrice: 'M / 1' },
          localized: { en: { name: `Loose ${i}` }, az: { name: `Sərbəst ${i}` }, ru: { name: `Отдельный ${i}` } },
          relations: { category: { target: 'api::category.category', id: null } },
        }),
      );
    }
  });

  it.each(['asc', 'desc'])('pages %s exactly as the whole list is ordered, those without a category last', async (order) => {
    const whole = await admin().get(`${PATH}?isPaginated=false&sortBy=categoryName&sortOrder=${order}`);
    const expectedIds = ids(whole.body);
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(expectedIds.length / 3) + 1; page++) {
      const statements = await statementsOf(async () => {
        const res = await admin().get(`${PATH}?pageNumber=${page}&pageSize=3&sortBy=categoryName&sortOrder=${order}`);
        expect(res.body.totalItems).toBe(expectedIds.length);
        paged.push(...ids(res.body));
      });
      // Group by group: no statement sorts the products on the category's name.
      expect(statements.some((s) => /is null\) asc/i.test(s.sql))).toBe(false);
    }
    expect(paged).toEqual(expectedIds);
    expect(expectedIds.slice(-2)).toEqual(noCategory);
  });
});

describe('survey sorts, group by group', () => {
  const SURVEY = 'api::survey.survey';
  const BASE = '/api/v1/admin/Surveys';

  beforeAll(async () => {
    const source = await appModule<Store>('lib/content/localized-documents').createLocalized('api::contact-source.contact-source', {
      localized: { en: { name: 'Radio' }, az: { name: 'Radio' }, ru: { name: 'Радио' } },
    });
    for (let i = 0; i < 40; i++) {
      await serviceOf(server.strapi, SURVEY).submit({
        gender: i % 3 === 0,
        age: i % 4,
        qualityPoint: (i * 7) % 5,
        contactSourceId: source,
        comment: `Answer ${i}`,
        statisfactions: [],
      });
    }
  });

  const pages = async (sort: string, size: number, total: number) => {
    const out: number[] = [];
    for (let page = 1; page <= Math.ceil(total / size); page++) {
      out.push(...ids((await admin().get(`${BASE}?pageNumber=${page}&pageSize=${size}&sort=${encodeURIComponent(sort)}`)).body));
    }
    return out;
  };

  it.each(['gender:asc,age:desc,qualityPoint:asc', 'qualityPoint:desc', 'age:asc,gender:desc'])(
    'pages sort=%s as the whole list is ordered',
    async (sort) => {
      const whole = ids((await admin().get(`${BASE}?isPaginated=false&sort=${encodeURIComponent(sort)}`)).body);
      const statements = await statementsOf(() => admin().get(`${BASE}?pageNumber=2&pageSize=6&sort=${encodeURIComponent(sort)}`));
      expect(statements.some((s) => /group by/i.test(s.sql) && /from (?:[`"]\w+[`"]\.)?[`"]surveys[`"]/.test(s.sql))).toBe(true);
      expect(await pages(sort, 6, whole.length)).toEqual(whole);
    },
  );

  it('leaves a sort over rows without a value to the database (its own place for NULL)', async () => {
    const meta = server.strapi.db.metadata.get(SURVEY);
    const [row] = await knex()(meta.tableName).orderBy('id', 'desc').limit(1);
    await knex()(meta.tableName).where({ id: row.id }).update({ age: null });
    const whole = ids((await admin().get(`${BASE}?isPaginated=false&sort=age:asc`)).body);
    expect(await pages('age:asc', 7, whole.length)).toEqual(whole);
    await knex()(meta.tableName).where({ id: row.id }).update({ age: 1 });
  });
});

describe.skipIf(postgres)('survey statistics on SQLite, by the size of the range', () => {
  const SURVEY = 'api::survey.survey';
  const DAY = 24 * 3600 * 1000;
  const now = Date.now();

  beforeAll(async () => {
    // 4,000 answers over 400 days, ten a day, copies of one stored through the service.
    const meta = server.strapi.db.metadata.get(SURVEY);
    const source = await appModule<Store>('lib/content/localized-documents').createLocalized('api::contact-source.contact-source', {
      localized: { en: { name: 'Street' }, az: { name: 'Küçə' }, ru: { name: 'Улица' } },
    });
    await server.strapi
      .service(SURVEY)
      .submit({ gender: true, age: 1, qualityPoint: 2, contactSourceId: source, comment: 'Template', statisfactions: [] });
    const [template] = await knex()(meta.tableName).orderBy('id', 'desc').limit(1);
    const { id: _id, ...copy } = template;
    const sample = copy.created_at;
    const stored = (ms: number) => (typeof sample === 'number' ? ms : sample instanceof Date ? new Date(ms) : new Date(ms).toISOString());
    const rows = Array.from({ length: 4000 }, (_, i) => ({
      ...copy,
      document_id: `statistics${String(i).padStart(14, '0')}`,
      age: i % 4,
      created_at: stored(now - Math.floor(i / 10) * DAY - 1000),
    }));
    for (let i = 0; i < rows.length; i += 400) await knex()(meta.tableName).insert(rows.slice(i, i + 400));
  });

  const day = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString().slice(0, 10);

  it('reads a short range from the date index and a long one in group order, with the same counts either way', async () => {
    const service = serviceOf(server.strapi, SURVEY);
    const short = { from: day(20) };
    const long = { from: day(390) };
    expect((await service.statisticsPlan(short)).join('\n')).toMatch(
      /USING COVERING INDEX qahve_surveys_statistics_range_idx \(is_deleted=\? AND created_at>\?\)/,
    );
    const longPlan = (await service.statisticsPlan(long)).join('\n');
    expect(longPlan).toMatch(/USING COVERING INDEX qahve_surveys_statistics_idx \(is_deleted=\?\)/);
    expect(longPlan).not.toMatch(/TEMP B-TREE/);

    const meta = server.strapi.db.metadata.get(SURVEY);
    for (const range of [short, long]) {
      const { total } = await service.statistics(range);
      const [{ n }] = await knex()(meta.tableName)
        .where('is_deleted', false)
        .where('created_at', '>=', new Date(`${range.from}T00:00:00Z`).getTime())
        .count({ n: '*' });
      expect(total).toBe(Number(n));
    }
  });
});

describe('the whole survey list (isPaginated=false)', () => {
  const SURVEY = 'api::survey.survey';

  it('answers more answers than one query may name (SQLite 32,766 parameters, PostgreSQL 65,535), with their criteria', async () => {
    const source = await appModule<Store>('lib/content/localized-documents').createLocalized('api::contact-source.contact-source', {
      localized: { en: { name: 'Flyer' }, az: { name: 'Buklet' }, ru: { name: 'Листовка' } },
    });
    const criteria = [{ statisfactionDictionaries: [{ key: 'Wi-Fi', value: 2, languageId: 1 }] }];
    const withCriteria = await server.strapi
      .service(SURVEY)
      .submit({ gender: false, age: 2, qualityPoint: 4, contactSourceId: source, comment: 'Criteria', statisfactions: criteria });
    const meta = server.strapi.db.metadata.get(SURVEY);
    const [template] = await knex()(meta.tableName).where({ id: withCriteria });
    const { id: _id, ...copy } = template;
    const extra = 66_000;
    // 400 rows a statement: knex writes a SQLite batch as one compound SELECT (500 terms at most).
    await knex().transaction(async (trx) => {
      for (let i = 0; i < extra; i += 400) {
        await trx(meta.tableName).insert(
          Array.from({ length: Math.min(400, extra - i) }, (_, j) => ({ ...copy, document_id: `whole${String(i + j).padStart(19, '0')}` })),
        );
      }
    });
    const [{ n }] = await knex()(meta.tableName).count({ n: '*' });

    const res = await admin().get('/api/v1/admin/Surveys?isPaginated=false');
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body).toMatchObject({ totalItems: Number(n), totalPages: 1 });
    expect(res.body.items).toHaveLength(Number(n));
    const answer = res.body.items.find((item: { id: number }) => item.id === withCriteria);
    expect(answer.statisfactions).toEqual([{ statisfactionDictionaries: [{ key: 'Wi-Fi', value: 2, languageId: 1 }] }]);
  }, 240_000);
});
