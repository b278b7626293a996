import type { Core } from '@strapi/strapi';

/**
 * Substring search that an index serves, for the lists that may grow large. A `q` is a substring
 * match (`LIKE '%q%'`), which no B-tree index can answer, so each searched type gets a trigram index:
 * - PostgreSQL: pg_trgm GIN indexes on exactly the expressions the queries compare (the folded
 *   `search_text`, or Strapi's `LOWER(CAST(column AS VARCHAR))` of `$containsi`), which the planner
 *   uses for the unchanged queries. Without the extension (it cannot be installed) the queries stay
 *   correct and scan.
 * - SQLite: an FTS5 table with the trigram tokenizer per type, kept by triggers whoever writes the
 *   rows (the Strapi panel, a bulk load). The query narrows the rows to the table's trigram matches
 *   and then still applies its own predicate, so the results are exactly those of the predicate.
 *   A `q` of fewer than three characters has no trigram: it scans, as before.
 */

interface SearchedType {
  uid: string;
  /** The attributes searched: any of them containing the text matches. */
  attributes: string[];
  /** Compared as stored (already folded by searchKey) or as Strapi's `$containsi` lowercases them. */
  compare: 'stored' | 'lower';
}

const SEARCHED: SearchedType[] = [
  { uid: 'api::product.product', attributes: ['searchText'], compare: 'stored' },
  { uid: 'api::survey.survey', attributes: ['comment'], compare: 'lower' },
  { uid: 'api::candidate.candidate', attributes: ['name', 'surname', 'email', 'number'], compare: 'lower' },
  { uid: 'api::review.review', attributes: ['name', 'surname', 'email', 'feedback'], compare: 'lower' },
];

/** The types whose trigram index exists in this database (set at bootstrap). */
const indexed = new Set<string>();

interface Meta {
  tableName: string;
  attributes: Record<string, { columnName?: string }>;
}

function namesOf(strapi: Core.Strapi, type: SearchedType) {
  const meta = strapi.db.metadata.get(type.uid) as unknown as Meta;
  return {
    table: meta.tableName,
    columns: type.attributes.map((attribute) => meta.attributes[attribute].columnName ?? attribute),
    searchTable: `qahve_${meta.tableName}_search`,
  };
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The FTS5 table of a type and the triggers that keep it. It is filled again from the rows when it
 * is new or a trigger was missing (SQLite drops a table's triggers when Strapi rebuilds the table to
 * change a column), or when it does not hold one entry per row.
 */
async function ensureSqliteSearch(strapi: Core.Strapi, type: SearchedType) {
  const knex = strapi.db.connection;
  const { table, columns, searchTable } = namesOf(strapi, type);
  const list = columns.map(quoted).join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${quoted(c)}`).join(', ');
  const triggers = {
    [`${searchTable}_insert`]: `AFTER INSERT ON ${quoted(table)} BEGIN INSERT INTO ${quoted(searchTable)} (rowid, ${list}) VALUES (new."id", ${values('new')}); END`,
    [`${searchTable}_delete`]: `AFTER DELETE ON ${quoted(table)} BEGIN DELETE FROM ${quoted(searchTable)} WHERE rowid = old."id"; END`,
    [`${searchTable}_update`]: `AFTER UPDATE OF ${list} ON ${quoted(table)} BEGIN UPDATE ${quoted(searchTable)} SET (${list}) = (${values('new')}) WHERE rowid = old."id"; END`,
  };
  const existing = new Set(
    ((await knex.raw(`SELECT name FROM sqlite_master WHERE name IN (${[searchTable, ...Object.keys(triggers)].map(() => '?').join(', ')})`, [
      searchTable,
      ...Object.keys(triggers),
    ])) as Array<{ name: string }>).map((row) => row.name),
  );
  let stale = !existing.has(searchTable);
  await knex.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS ${quoted(searchTable)} USING fts5(${list}, tokenize = 'trigram')`);
  for (const [name, body] of Object.entries(triggers)) {
    if (existing.has(name)) continue;
    stale = true;
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${quoted(name)} ${body}`);
  }
  if (!stale) {
    const [{ rows }] = await knex.raw(`SELECT (SELECT count(*) FROM ${quoted(table)}) - (SELECT count(*) FROM ${quoted(searchTable)}) AS rows`);
    stale = Number(rows) !== 0;
  }
  if (stale) {
    await knex.transaction(async (trx) => {
      await trx.raw(`DELETE FROM ${quoted(searchTable)}`);
      await trx.raw(`INSERT INTO ${quoted(searchTable)} (rowid, ${list}) SELECT "id", ${list} FROM ${quoted(table)}`);
    });
  }
}

/** pg_trgm, installed if it is available and allowed; answers whether it is there. */
async function ensureTrigramExtension(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const installed = await knex.raw(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
  if (installed.rows.length > 0) return true;
  try {
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    return true;
  } catch (error) {
    strapi.log.warn(`Text search without trigram indexes (pg_trgm: ${(error as Error).message}); searches scan their tables.`);
    return false;
  }
}

/**
 * The planner estimates how many rows a `LIKE '%text%'` keeps by trying the pattern on its sample
 * of the compared values: with the default 100 values, a text in one row of 150 is estimated
 * anywhere from none to one in 30, and the plan flips between the index and a whole-table hash
 * join (10 ms against 60 ms at 100,000 products). A sample of 1,000 values keeps it near the truth.
 */
const SEARCH_STATISTICS = 1000;

async function ensurePostgresSearch(strapi: Core.Strapi, type: SearchedType) {
  const knex = strapi.db.connection;
  const { table, columns } = namesOf(strapi, type);
  const index = `qahve_${table}_search_trgm_idx`;
  const expression = (column: string) => (type.compare === 'lower' ? `(lower(CAST(${quoted(column)} AS varchar))) gin_trgm_ops` : `${quoted(column)} gin_trgm_ops`);
  await knex.raw(`CREATE INDEX IF NOT EXISTS ${quoted(index)} ON ${quoted(table)} USING gin (${columns.map(expression).join(', ')})`);
  // A column compared as stored has its own statistics; a lowercased one, the index's expression.
  for (const [i, column] of columns.entries()) {
    await knex.raw(
      type.compare === 'lower'
        ? `ALTER INDEX ${quoted(index)} ALTER COLUMN ${i + 1} SET STATISTICS ${SEARCH_STATISTICS}`
        : `ALTER TABLE ${quoted(table)} ALTER COLUMN ${quoted(column)} SET STATISTICS ${SEARCH_STATISTICS}`,
    );
  }
}

/** Creates the trigram indexes of the searched types, once, idempotently (bootstrap/indexes.ts). */
export async function ensureTextSearch(strapi: Core.Strapi) {
  indexed.clear();
  const sqlite = strapi.db.dialect.client === 'sqlite';
  if (!sqlite && !(await ensureTrigramExtension(strapi))) return;
  for (const type of SEARCHED) {
    try {
      await (sqlite ? ensureSqliteSearch(strapi, type) : ensurePostgresSearch(strapi, type));
      indexed.add(type.uid);
    } catch (error) {
      strapi.log.warn(`Text search of ${type.uid} without its trigram index: ${(error as Error).message}`);
    }
  }
}

/**
 * On SQLite, the ids of the rows whose FTS5 trigram index holds `text` in one of the searched
 * columns (a superset of the LIKE matches: the index folds case in every alphabet), as a subquery
 * for `id IN (...)`; null where no index narrows the search (PostgreSQL, whose GIN index the
 * predicate uses itself; a type without an index; a text shorter than a trigram).
 */
export function trigramCandidates(uid: string, text: string) {
  if (strapi.db.dialect.client !== 'sqlite' || !indexed.has(uid) || [...text].length < 3) return null;
  const type = SEARCHED.find((t) => t.uid === uid)!;
  const { searchTable } = namesOf(strapi, type);
  // One FTS5 phrase: its trigrams in a row, that is the text as a substring ("" escapes a quote).
  const phrase = `"${text.replace(/"/g, '""')}"`;
  return strapi.db.connection.select('rowid').from(searchTable).whereRaw('?? MATCH ?', [searchTable, phrase]);
}

/**
 * The Strapi `where` of a `$containsi` search over some attributes, narrowed by the trigram index
 * where one serves it (see trigramCandidates).
 */
export function containsAnyWhere(uid: string, attributes: string[], text: string): Record<string, unknown> {
  const contains = attributes.length === 1 ? { [attributes[0]]: { $containsi: text } } : { $or: attributes.map((a) => ({ [a]: { $containsi: text } })) };
  const candidates = trigramCandidates(uid, text);
  return candidates ? { $and: [{ id: { $in: candidates } }, contains] } : contains;
}
