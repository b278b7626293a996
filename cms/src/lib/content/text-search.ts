import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES } from '@qahve/config';

/**
 * Substring search that an index serves, for the lists that may grow large. A `q` is a substring
 * match (`LIKE '%q%'`), which no B-tree index can answer, so each searched type gets a trigram index:
 * - PostgreSQL: pg_trgm GIN indexes on exactly the expressions the queries compare (the folded
 *   `search_text`, or Strapi's `LOWER(CAST(column AS varchar))` of `$containsi`), which the planner
 *   uses for the unchanged queries. Without the extension (it cannot be installed) the queries stay
 *   correct and scan.
 * - SQLite: an FTS5 table with the trigram tokenizer per type, kept by triggers whoever writes the
 *   rows (the Strapi panel, a bulk load). For a type searched per row, the query narrows the rows to
 *   the table's trigram matches and then still applies its own predicate, so the results are exactly
 *   those of the predicate. A localized type is searched per document (documentsContaining).
 *   A `q` of fewer than three characters has no trigram: it scans, as before.
 */

interface SearchedType {
  uid: string;
  /** The attributes searched: any of them containing the text matches. */
  attributes: string[];
  /** Compared as stored (already folded by searchKey) or as Strapi's `$containsi` lowercases them. */
  compare: 'stored' | 'lower';
  /**
   * A localized type whose one attribute holds each language row's folded text: on SQLite its
   * index has one entry per document, keyed by the default-language row, one column per language.
   */
  perDocument?: boolean;
}

const SEARCHED: SearchedType[] = [
  { uid: 'api::product.product', attributes: ['searchText'], compare: 'stored', perDocument: true },
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
  const column = (attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;
  return {
    table: meta.tableName,
    columns: type.attributes.map(column),
    documentId: column('documentId'),
    locale: column('locale'),
    searchTable: `qahve_${meta.tableName}_search`,
  };
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** What keeps a type's FTS5 table: its statements, the SQL that fills it, the rows it must hold. */
interface SqliteSearch {
  /** `CREATE ...` statements by object name, as sqlite_master keeps them (without IF NOT EXISTS). */
  objects: Record<string, string>;
  fill: string;
  /** The number of rows of the type that have an entry. */
  expected: string;
}

/** One entry per row, over the searched columns. */
function rowSearch(strapi: Core.Strapi, type: SearchedType): SqliteSearch {
  const { table, columns, searchTable } = namesOf(strapi, type);
  const [t, fts] = [quoted(table), quoted(searchTable)];
  const list = columns.map(quoted).join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${quoted(c)}`).join(', ');
  return {
    objects: {
      [searchTable]: `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, tokenize = 'trigram')`,
      [`${searchTable}_insert`]: `CREATE TRIGGER ${quoted(`${searchTable}_insert`)} AFTER INSERT ON ${t} BEGIN INSERT INTO ${fts} (rowid, ${list}) VALUES (new."id", ${values('new')}); END`,
      [`${searchTable}_delete`]: `CREATE TRIGGER ${quoted(`${searchTable}_delete`)} AFTER DELETE ON ${t} BEGIN DELETE FROM ${fts} WHERE rowid = old."id"; END`,
      [`${searchTable}_update`]: `CREATE TRIGGER ${quoted(`${searchTable}_update`)} AFTER UPDATE OF ${list} ON ${t} BEGIN UPDATE ${fts} SET (${list}) = (${values('new')}) WHERE rowid = old."id"; END`,
    },
    fill: `INSERT INTO ${fts} (rowid, ${list}) SELECT "id", ${list} FROM ${t}`,
    expected: `SELECT count(*) FROM ${t}`,
  };
}

/**
 * One entry per document, whose rowid is the id of its default-language row and whose columns hold
 * each language's text: a match is a page's row of the console's list as it stands, with no lookup
 * of the matching language row and its document, and a phrase matches inside one language only.
 * Any write to a language row writes its document's entry again.
 */
function documentSearch(strapi: Core.Strapi, type: SearchedType): SqliteSearch {
  const { table, columns, documentId, locale, searchTable } = namesOf(strapi, type);
  const [t, fts, text, doc, lang] = [quoted(table), quoted(searchTable), quoted(columns[0]), quoted(documentId), quoted(locale)];
  const defaultLocale = `'${DEFAULT_LOCALE}'`;
  const list = LOCALES.map(quoted).join(', ');
  const texts = LOCALES.map((code) =>
    code === DEFAULT_LOCALE ? `a.${text}` : `(SELECT o.${text} FROM ${t} o WHERE o.${doc} = a.${doc} AND o.${lang} = '${code}' LIMIT 1)`,
  ).join(', ');
  const entries = `INSERT INTO ${fts} (rowid, ${list}) SELECT a."id", ${texts} FROM ${t} a WHERE a.${lang} = ${defaultLocale}`;
  const rewrite = (document: string, only = '') =>
    `DELETE FROM ${fts} WHERE rowid = (SELECT "id" FROM ${t} WHERE ${doc} = ${document} AND ${lang} = ${defaultLocale} LIMIT 1)${only}; ${entries} AND a.${doc} = ${document}${only};`;
  const trigger = (event: string, body: string) =>
    `CREATE TRIGGER ${quoted(`${searchTable}_${event.split(' ')[0].toLowerCase()}`)} AFTER ${event} ON ${t} BEGIN ${body} END`;
  // The row itself may have been its document's default-language row.
  const forget = `DELETE FROM ${fts} WHERE rowid = old."id";`;
  return {
    objects: {
      [searchTable]: `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, tokenize = 'trigram')`,
      [`${searchTable}_insert`]: trigger('INSERT', rewrite(`new.${doc}`)),
      [`${searchTable}_delete`]: trigger('DELETE', `${forget} ${rewrite(`old.${doc}`)}`),
      [`${searchTable}_update`]: trigger(
        `UPDATE OF ${text}, ${doc}, ${lang}`,
        `${forget} ${rewrite(`old.${doc}`)} ${rewrite(`new.${doc}`, ` AND new.${doc} IS NOT old.${doc}`)}`,
      ),
    },
    fill: entries,
    expected: `SELECT count(*) FROM ${t} WHERE ${lang} = ${defaultLocale}`,
  };
}

/**
 * The FTS5 table of a type and the triggers that keep it, replaced where they differ from what this
 * code writes. The table is filled again from the rows when it was replaced or a trigger was
 * missing (SQLite drops a table's triggers when Strapi rebuilds the table to change a column), or
 * when it does not hold as many entries as it should.
 */
async function ensureSqliteSearch(strapi: Core.Strapi, type: SearchedType) {
  const knex = strapi.db.connection;
  const { searchTable } = namesOf(strapi, type);
  const search = type.perDocument ? documentSearch(strapi, type) : rowSearch(strapi, type);
  const names = Object.keys(search.objects);
  const existing = new Map(
    (
      (await knex.raw(`SELECT name, sql FROM sqlite_master WHERE name IN (${names.map(() => '?').join(', ')})`, names)) as Array<{
        name: string;
        sql: string;
      }>
    ).map((row) => [row.name, row.sql]),
  );
  let stale = false;
  if (existing.has(searchTable) && existing.get(searchTable) !== search.objects[searchTable]) {
    // Another layout (an earlier version's): the table goes, and its triggers with it.
    await knex.raw(`DROP TABLE ${quoted(searchTable)}`);
    for (const name of names) if (name !== searchTable && existing.has(name)) await knex.raw(`DROP TRIGGER IF EXISTS ${quoted(name)}`);
    existing.clear();
  }
  for (const [name, sql] of Object.entries(search.objects)) {
    if (existing.get(name) === sql) continue;
    if (existing.has(name)) await knex.raw(`DROP TRIGGER ${quoted(name)}`);
    await knex.raw(sql);
    stale = true;
  }
  if (!stale) {
    const [{ missing }] = await knex.raw(`SELECT (${search.expected}) - (SELECT count(*) FROM ${quoted(searchTable)}) AS missing`);
    stale = Number(missing) !== 0;
  }
  if (stale) {
    await knex.transaction(async (trx) => {
      await trx.raw(`DELETE FROM ${quoted(searchTable)}`);
      await trx.raw(search.fill);
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
  const expression = (column: string) =>
    type.compare === 'lower' ? `(lower(CAST(${quoted(column)} AS varchar))) gin_trgm_ops` : `${quoted(column)} gin_trgm_ops`;
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

/** One FTS5 phrase: its trigrams in a row, that is the text as a substring ("" escapes a quote). */
const phraseOf = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The SQLite FTS5 table that serves a search of `text` in a type searched per row or per document. */
function sqliteIndexOf(uid: string, text: string, perDocument: boolean) {
  if (strapi.db.dialect.client !== 'sqlite' || !indexed.has(uid) || [...text].length < 3) return null;
  const type = SEARCHED.find((t) => t.uid === uid)!;
  return Boolean(type.perDocument) === perDocument ? namesOf(strapi, type).searchTable : null;
}

/** The rowids of the SQLite index (per row or per document) whose trigrams hold `text`, or null where none serves it. */
function indexMatches(uid: string, text: string, perDocument: boolean) {
  const searchTable = sqliteIndexOf(uid, text, perDocument);
  if (!searchTable) return null;
  return strapi.db.connection
    .select('rowid')
    .from(searchTable)
    .whereRaw('?? MATCH ?', [searchTable, phraseOf(text)]);
}

/**
 * On SQLite, the ids of the rows whose FTS5 trigram index holds `text` in one of the searched
 * columns (a superset of the LIKE matches: the index folds case in every alphabet), as a subquery
 * for `id IN (...)`; null where no index narrows the search (PostgreSQL, whose GIN index the
 * predicate uses itself; a type without an index or searched per document; a text shorter than a
 * trigram).
 */
export function trigramCandidates(uid: string, text: string) {
  return indexMatches(uid, text, false);
}

/**
 * On SQLite, for a type searched per document, the default-language row ids of the documents whose
 * folded text (searchKey, in any language) contains the folded `key`, as a subquery for
 * `id IN (...)`: the phrase of trigrams is the substring itself, so no predicate checks it again.
 * Null where the caller's LIKE must decide (see trigramCandidates).
 */
export function documentsContaining(uid: string, key: string) {
  return indexMatches(uid, key, true);
}

/**
 * The Strapi `where` of a `$containsi` search over some attributes, narrowed by the trigram index
 * where one serves it (see trigramCandidates).
 */
export function containsAnyWhere(uid: string, attributes: string[], text: string): Record<string, unknown> {
  const contains =
    attributes.length === 1 ? { [attributes[0]]: { $containsi: text } } : { $or: attributes.map((a) => ({ [a]: { $containsi: text } })) };
  const candidates = trigramCandidates(uid, text);
  return candidates ? { $and: [{ id: { $in: candidates } }, contains] } : contains;
}
