// Generated content for the benchmarks. A few documents are stored through the CMS's own services,
// so that every column has the format Strapi writes; the rest are copies of those rows,
// bulk-inserted with knex in batches inside one transaction.
import path from 'node:path';
import { cmsRequire } from './bench.mjs';
import { cmsDir } from './paths.mjs';

const DAY = 24 * 3600 * 1000;
// knex writes a SQLite batch as one compound SELECT, which SQLite caps at 500 terms.
const BATCH = 450;

const postgresOf = (knex) => knex.client.dialect === 'postgresql';
/** The app's localized-document store, compiled (dist): the very module the app writes through. */
export const localizedDocuments = () => cmsRequire(path.join(cmsDir, 'dist/src/lib/content/localized-documents/index.js'));

/** Column names of a content type, as Strapi named them. */
export function columnsOf(strapi, uid) {
  const meta = strapi.db.metadata.get(uid);
  return { table: meta.tableName, meta, col: (attribute) => meta.attributes[attribute].columnName ?? attribute };
}

/** A date as the template row stores its dates (a Date, epoch milliseconds or ISO text). */
const dateLike = (sample) => (ms) => (sample instanceof Date ? new Date(ms) : typeof sample === 'number' ? ms : new Date(ms).toISOString());

/**
 * The first row of `table`, stored through the app, as the template of the rows a filler inserts
 * (without its id), its id, and `stored(ms)`: a date as the database keeps `createdAt`.
 */
async function firstRowTemplate(knex, table, col) {
  const { id, ...template } = await knex(table).orderBy('id', 'asc').first();
  return { template, templateId: id, stored: dateLike(template[col('createdAt')]) };
}

/** Inserts rows `make(i)` for i in [from, to) into `table`, in batches, in one transaction. */
async function bulkInsert(knex, table, from, to, make) {
  await knex.transaction(async (trx) => {
    for (let start = from; start < to; start += BATCH) {
      const rows = [];
      for (let i = start; i < Math.min(start + BATCH, to); i++) rows.push(make(i));
      await trx(table).insert(rows);
    }
  });
}

/** What autovacuum and a later ANALYZE would do after a bulk load: planner statistics (and, on PostgreSQL, the visibility map of index-only scans). */
export async function analyze(knex, tables) {
  if (!postgresOf(knex)) return knex.raw('ANALYZE');
  for (const table of tables) await knex.raw('VACUUM ANALYZE ??', [table]);
}

async function countOf(knex, table) {
  return Number((await knex(table).count({ n: '*' }))[0].n);
}

/** A small deterministic generator, so that two runs store the same content. */
export function random(seed = 42) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// --- Contact sources and survey answers -----------------------------------------------------------

/** Five contact sources, the last one deleted (its past answers still count); answers their stable ids. */
export async function createContactSources() {
  const ids = [];
  for (const [i, name] of ['Instagram', 'Facebook', 'Friends', 'Google', 'Street'].entries()) {
    ids.push(
      await localizedDocuments().createLocalized('api::contact-source.contact-source', {
        shared: { isDeleted: i === 4 },
        localized: { en: { name }, az: { name: `${name} az` }, ru: { name: `${name} ru` } },
      }),
    );
  }
  return ids;
}

/** Comments as visitors write them; one word in SURVEY_SEARCH is in about one comment in 60. */
const COMMENTS = [
  'Çox dadlı idi',
  'Xidmət əla, təşəkkürlər',
  'Qiymətlər bir az bahadır',
  'Musiqi yüksək idi',
  'Latte çox yaxşı idi',
  'Тихо и уютно',
  'Great coffee, friendly staff',
  'Gözləmə uzun çəkdi',
  'Şirniyyatlar təzə idi',
  'Kofe soyuq gəldi',
];
export const SURVEY_SEARCH = 'soyuq';

/**
 * Survey answers up to a count: one stored through the survey service (its row is the template),
 * the others copies with random answers spread over the last two years; a third carry a comment.
 * With `criteria`, each answer also gets the template's two criteria (component rows and their
 * links), as the survey form sends them; the statistics need none.
 */
export async function surveyFiller(strapi, sources, { criteria = false } = {}) {
  const knex = strapi.db.connection;
  const uid = 'api::survey.survey';
  const { table, col } = columnsOf(strapi, uid);
  const statisfactions = criteria
    ? [
        {
          statisfactionDictionaries: [
            { key: 'Təmizlik', value: 3, languageId: 2 },
            { key: 'İçkilər', value: 2, languageId: 2 },
          ],
        },
      ]
    : [];
  await strapi
    .service(uid)
    .submit({ gender: true, age: 1, qualityPoint: 3, contactSourceId: sources[0], comment: 'Bench', statisfactions });
  const { template, templateId, stored } = await firstRowTemplate(knex, table, col);
  const next = random(7);
  const now = Date.now();
  const make = (i) => {
    const created = stored(now - Math.floor(next() * 730 * DAY));
    const row = { ...template };
    row[col('documentId')] = `bench${i.toString(36).padStart(19, '0')}`;
    row[col('gender')] = next() < 0.5;
    // Mostly 0..3; a few legacy codes (4, 9) that the chart counts as 35+.
    row[col('age')] = next() < 0.01 ? (next() < 0.5 ? 4 : 9) : Math.floor(next() * 4);
    row[col('qualityPoint')] = Math.floor(next() * 5);
    row[col('contactSourceId')] = sources[Math.floor(next() * sources.length)];
    row[col('isDeleted')] = next() < 0.03;
    row[col('comment')] = next() < 0.33 ? `${COMMENTS[Math.floor(next() * COMMENTS.length)]} ${i}` : 'No comment';
    row[col('createdAt')] = created;
    row[col('updatedAt')] = created;
    if (col('publishedAt') in row) row[col('publishedAt')] = created;
    return row;
  };
  const copyCriteria = criteria ? await criteriaCopier(strapi, table, templateId) : null;
  return {
    table,
    async fillTo(count) {
      const have = await countOf(knex, table);
      if (have >= count) return;
      const [{ max }] = await knex(table).max({ max: 'id' });
      await bulkInsert(knex, table, have, count, make);
      await copyCriteria?.(Number(max));
    },
  };
}

/**
 * Copies the template answer's criteria (component rows and their links) to every answer after
 * `afterId`, set-wise in the database.
 */
async function criteriaCopier(strapi, table, templateId) {
  const knex = strapi.db.connection;
  const links = `${table}_cmps`;
  const templateLinks = await knex(links).where('entity_id', templateId).orderBy('id');
  const componentTable = templateLinks.length > 0 ? strapi.db.metadata.get(templateLinks[0].component_type).tableName : null;
  return async (afterId) => {
    if (!componentTable) return;
    for (const link of templateLinks) {
      const fields = Object.keys(await knex(componentTable).where('id', link.cmp_id).first()).filter((name) => name !== 'id');
      const [{ max }] = await knex(componentTable).max({ max: 'id' });
      // The new answer `id` gets the component `id + offset`: unique, and its link follows from it.
      const offset = Number(max) - afterId;
      const copied = fields.map(() => 'c.??').join(', ');
      await knex.raw(
        `INSERT INTO ?? (id, ${fields.map(() => '??').join(', ')}) SELECT s.id + ?, ${copied} FROM ?? s CROSS JOIN ?? c WHERE s.id > ? AND c.id = ?`,
        [componentTable, ...fields, offset, ...fields, table, componentTable, afterId, link.cmp_id],
      );
      await knex.raw(
        `INSERT INTO ?? (entity_id, cmp_id, component_type, field, "order") SELECT s.id, s.id + ?, l.component_type, l.field, l."order" FROM ?? s CROSS JOIN ?? l WHERE s.id > ? AND l.id = ?`,
        [links, offset, table, links, afterId, link.id],
      );
    }
    if (postgresOf(knex)) {
      await knex.raw(`SELECT setval(pg_get_serial_sequence(?, 'id'), (SELECT max(id) FROM ??))`, [componentTable, componentTable]);
    }
  };
}

// --- Candidates ----------------------------------------------------------------------------------

const FIRST = [
  'Nigar',
  'Aysel',
  'Leyla',
  'Günay',
  'Səbinə',
  'Rəşad',
  'Elvin',
  'Orxan',
  'Tural',
  'Kamran',
  'Анна',
  'Игорь',
  'Emma',
  'Murad',
  'Fidan',
  'Nərmin',
  'Zaur',
  'Ülvi',
  'Aytən',
  'Cavid',
];
const LAST = [
  'Məmmədova',
  'Əliyev',
  'Həsənova',
  'Quliyev',
  'Hüseynova',
  'Kərimov',
  'Rzayeva',
  'İsmayılov',
  'Cəfərova',
  'Babayev',
  'Иванова',
  'Smith',
  'Abbasov',
  'Nəsirova',
  'Vəliyev',
];
/** A first name that one candidate in twenty has. */
export const CANDIDATE_SEARCH = 'kamran';

/** Candidates up to a count: one stored through the database layer (no CV), the rest copies, a few favourites. */
export async function candidateFiller(strapi) {
  const knex = strapi.db.connection;
  const uid = 'api::candidate.candidate';
  const { table, col } = columnsOf(strapi, uid);
  const { formatPhone } = cmsRequire('@qahve/config');
  await strapi.db.query(uid).create({
    data: { name: 'Nigar', surname: 'Məmmədova', number: formatPhone('+994501234567'), email: 'nigar@example.az', isFavourite: false },
  });
  const { template, stored } = await firstRowTemplate(knex, table, col);
  const next = random(11);
  const start = Date.now() - 730 * DAY;
  const make = (i) => {
    const first = FIRST[Math.floor(next() * FIRST.length)];
    const last = LAST[Math.floor(next() * LAST.length)];
    // Applications arrive over two years, in id order, a few at the same second.
    const created = stored(start + Math.floor(i * 600_000 + next() * 1000) - (i % 7 === 0 ? 1000 : 0));
    const ascii = `${first}.${last}`
      .normalize('NFKD')
      .replace(/[^\w.]/g, '')
      .toLowerCase();
    const row = { ...template };
    row[col('documentId')] = `bench${i.toString(36).padStart(19, '0')}`;
    row[col('name')] = first;
    row[col('surname')] = last;
    row[col('email')] = `${ascii || 'candidate'}${i}@example.az`;
    row[col('number')] = formatPhone(`+99450${String(1_000_000 + i).slice(-7)}`);
    row[col('isFavourite')] = i % 40 === 1;
    row[col('createdAt')] = created;
    row[col('updatedAt')] = created;
    if (col('publishedAt') in row) row[col('publishedAt')] = created;
    return row;
  };
  return {
    table,
    async fillTo(count) {
      const have = await countOf(knex, table);
      if (have < count) await bulkInsert(knex, table, have, count, make);
    },
  };
}

// --- Categories and products ---------------------------------------------------------------------

const WORDS = ['Latte', 'Cappuccino', 'Espresso', 'Mocha', 'Çay', 'Şəkərbura', 'Paxlava', 'Cheesecake', 'Americano', 'Qəhvə'];
const RU = ['Латте', 'Капучино', 'Эспрессо', 'Мокко', 'Чай', 'Шекербура', 'Пахлава', 'Чизкейк', 'Американо', 'Кофе'];
const nameOf = (i) => ({
  en: `${WORDS[i % WORDS.length]} ${i}`,
  az: `${WORDS[(i * 7) % WORDS.length]} ${i}`,
  ru: `${RU[i % RU.length]} ${i}`,
});
/** A number in [0, 1) that follows from i but not from its digits (so the order does not follow the name). */
function hashOf(i) {
  let x = Math.imul(i ^ (i >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
}
const orderOf = (i) => 1 + Math.floor(hashOf(i) * 50);
/** About one product in fifty has "mocha 4" in a name; one has the rare word. */
export const PRODUCT_SEARCH = 'mocha 4';
export const PRODUCT_RARE_SEARCH = 'yirgacheffe';

/** Four categories, the second below the first; answers their stable ids. */
export async function createCategories() {
  const { createLocalized } = localizedDocuments();
  const ids = [];
  for (const [i, [en, az, ru]] of [
    ['Coffee', 'Qəhvə', 'Кофе'],
    ['Tea', 'Çay', 'Чай'],
    ['Desserts', 'Desertlər', 'Десерты'],
    ['Beans', 'Dənələr', 'Зёрна'],
  ].entries()) {
    const relations = i === 1 ? { parent: { target: 'api::category.category', id: ids[0] } } : undefined;
    ids.push(
      await createLocalized('api::category.category', { localized: { en: { name: en }, az: { name: az }, ru: { name: ru } }, relations }),
    );
  }
  return ids;
}

/**
 * Products up to a count: the first `small` stored through the store (three language rows each,
 * linked to a category in each language), the rest copies of those rows and of their links.
 */
export async function productFiller(strapi, categories) {
  const knex = strapi.db.connection;
  const uid = 'api::product.product';
  const { table, meta, col } = columnsOf(strapi, uid);
  const { createLocalized } = localizedDocuments();
  const { searchKey } = cmsRequire('@qahve/config');
  const link = meta.attributes.category.joinTable;
  const categoryTable = strapi.db.metadata.get('api::category.category').tableName;
  const categoryRows = await knex(categoryTable).select('id', 'document_id', 'locale');
  const categoryRowOf = new Map(categoryRows.map((row) => [`${row.document_id}|${row.locale}`, row.id]));
  const categoryDocs = categoryRows.filter((row) => row.locale === 'az').map((row) => row.document_id);
  const documents = async () => Number((await knex(table).where('locale', 'az').count({ n: '*' }))[0].n);

  async function store(count) {
    for (let i = (await documents()) + 1; i <= count; i++) {
      const name = nameOf(i);
      await createLocalized(uid, {
        shared: { order: orderOf(i), isMenuItem: i % 3 === 0, isDeleted: i % 40 === 0, sizeAndPrice: `M / ${i % 20}`, woltLink: null },
        localized: {
          en: { name: name.en, description: i === 7 ? 'Single origin Yirgacheffe' : 'Made fresh' },
          az: { name: name.az, description: 'Təzə' },
          ru: { name: name.ru, description: 'Свежее' },
        },
        relations: { category: { target: 'api::category.category', id: categories[i % categories.length] } },
      });
    }
  }

  async function copy(count) {
    const first = await knex(table).first(col('documentId')).where('locale', 'az').orderBy('id', 'asc');
    const templates = await knex(table).where(col('documentId'), first[col('documentId')]);
    const templateLink = await knex(link.name).where(link.joinColumn.name, templates[0].id).first();
    const [{ max }] = await knex(table).max({ max: 'id' });
    let nextId = Number(max) + 1;
    const from = (await documents()) + 1;
    // Documents per batch: three rows each.
    const perBatch = Math.floor(BATCH / 3);
    await knex.transaction(async (trx) => {
      for (let start = from; start <= count; start += perBatch) {
        const rows = [];
        const links = [];
        for (let i = start; i < Math.min(start + perBatch, count + 1); i++) {
          const documentId = `bench${i.toString(36).padStart(19, '0')}`;
          const name = nameOf(i);
          const categoryDoc = categoryDocs[i % categoryDocs.length];
          for (const template of templates) {
            const locale = template.locale;
            const id = nextId++;
            rows.push({
              ...template,
              id,
              [col('documentId')]: documentId,
              [col('name')]: name[locale],
              [col('searchText')]: searchKey(`${name[locale]} ${template[col('description')] ?? ''}`),
              [col('order')]: orderOf(i),
              [col('isMenuItem')]: i % 3 === 0,
              [col('isDeleted')]: i % 40 === 0,
              [col('sizeAndPrice')]: `M / ${i % 20}`,
            });
            const linkRow = {
              ...templateLink,
              [link.joinColumn.name]: id,
              [link.inverseJoinColumn.name]: categoryRowOf.get(`${categoryDoc}|${locale}`),
            };
            delete linkRow.id;
            links.push(linkRow);
          }
        }
        await trx(table).insert(rows);
        await trx(link.name).insert(links);
      }
    });
    if (postgresOf(knex)) await knex.raw(`SELECT setval(pg_get_serial_sequence(?, 'id'), (SELECT max(id) FROM ??))`, [table, table]);
  }

  return {
    table,
    linkTable: link.name,
    /** Through the store up to `small`, copies beyond. */
    async fillTo(count, { small = count } = {}) {
      await store(Math.min(count, small));
      if (count > (await documents())) await copy(count);
    },
  };
}

// --- Reviews -------------------------------------------------------------------------------------

/** Reviews of the given products (stable ids), copies of one stored through the review service, most of them confirmed. */
export async function reviewFiller(strapi, productIds) {
  const knex = strapi.db.connection;
  const uid = 'api::review.review';
  const { table, col } = columnsOf(strapi, uid);
  await strapi.db.query(uid).create({
    data: {
      productId: productIds[0],
      name: 'Aysel',
      surname: null,
      email: 'aysel@example.az',
      feedback: 'Əla',
      isConfirmed: true,
      isRejected: false,
      isDeleted: false,
    },
  });
  const { template, stored } = await firstRowTemplate(knex, table, col);
  const next = random(5);
  const now = Date.now();
  const make = (i) => {
    const created = stored(now - Math.floor(next() * 730 * DAY));
    const state = next();
    return {
      ...template,
      [col('documentId')]: `bench${i.toString(36).padStart(19, '0')}`,
      [col('productId')]: productIds[i % productIds.length],
      [col('feedback')]: `${COMMENTS[i % COMMENTS.length]} ${i}`,
      [col('isConfirmed')]: state < 0.8,
      [col('isRejected')]: state >= 0.8 && state < 0.9,
      [col('isDeleted')]: state >= 0.97,
      [col('createdAt')]: created,
      [col('updatedAt')]: created,
    };
  };
  return {
    table,
    async fillTo(count) {
      const have = await countOf(knex, table);
      if (have < count) await bulkInsert(knex, table, have, count, make);
    },
  };
}
