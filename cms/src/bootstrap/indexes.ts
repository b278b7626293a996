import type { Core } from '@strapi/strapi';
import { ensureTextSearch } from '../lib/text-search';

type IndexSpec = [table: string, columns: string[], name?: string];

/** Every non-empty subset of the columns, in their order. */
const subsets = (columns: string[]): string[][] =>
  columns.flatMap((column, i) => [[column], ...subsets(columns.slice(i + 1)).map((rest) => [column, ...rest])]);

/** Indexes for the filters and orders the API runs; created once, idempotently, on both databases. */
const INDEXES: IndexSpec[] = [
  ['carousels', ['locale', 'is_deleted', 'order']],
  ['home_products', ['locale', 'is_deleted', 'order']],
  ['branches', ['locale', 'is_deleted']],
  ['categories', ['locale', 'is_deleted']],
  ['products', ['locale', 'is_deleted', 'is_menu_item', 'order']],
  // The console's product list: a page by order or by name answers from the index at any depth.
  ['products', ['locale', 'order', 'id']],
  ['products', ['locale', 'name', 'id']],
  // The category-name sort: a category's products in id order, from the link table alone.
  ['products_category_lnk', ['category_id', 'product_id']],
  ['contact_sources', ['locale', 'is_deleted']],
  ['reviews', ['product_id', 'is_confirmed', 'is_rejected', 'is_deleted', 'created_at']],
  // The console's review queue across products (status filters, newest first).
  ['reviews', ['is_deleted', 'is_confirmed', 'is_rejected', 'created_at']],
  ['reviews', ['created_at']],
  // Survey statistics: one GROUP BY over the four chart columns, answered from an index alone.
  // SQLite reads the first in group order (no sort), date range or not; its name is used by the
  // query (api/survey/services/answers/statistics.ts). PostgreSQL, which hashes groups, reads a date range
  // from the second. The list's date filter uses the created_at index.
  ['surveys', ['is_deleted', 'contact_source_id', 'age', 'quality_point', 'gender', 'created_at'], 'qahve_surveys_statistics_idx'],
  ['surveys', ['is_deleted', 'created_at', 'contact_source_id', 'age', 'quality_point', 'gender'], 'qahve_surveys_statistics_range_idx'],
  ['surveys', ['created_at']],
  // The list's sorts on any of gender, age and quality point (then id descending), group by group:
  // each subset of the three counts its groups and reads a group in id order from its index.
  ...subsets(['gender', 'age', 'quality_point']).map((columns): IndexSpec => ['surveys', [...columns, 'id']]),
  // Newest first, id breaking ties, for the whole list and the favourites.
  ['candidates', ['is_favourite', 'created_at', 'id']],
  ['candidates', ['created_at', 'id']],
  // Every console call finds its session by id (Strapi's own table has no index for it).
  ['strapi_sessions', ['session_id']],
];

/** Indexes that earlier versions made and the ones above now cover. */
const OBSOLETE = [
  'qahve_contact_sources_locale_idx',
  'qahve_surveys_is_deleted_contact_source_id_idx',
  'qahve_surveys_is_deleted_age_idx',
  'qahve_surveys_is_deleted_gender_idx',
  'qahve_candidates_is_favourite_idx',
  'qahve_candidates_is_favourite_created_at_idx',
  'qahve_candidates_created_at_idx',
];

export const indexName = ([table, columns, name]: IndexSpec) => name ?? `qahve_${table}_${columns.join('_')}_idx`;

export async function ensureIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const name of OBSOLETE) await knex.raw(`DROP INDEX IF EXISTS "${name}"`);
  for (const spec of INDEXES) {
    const [table, columns] = spec;
    const list = columns.map((column) => `"${column}"`).join(', ');
    await knex.raw(`CREATE INDEX IF NOT EXISTS "${indexName(spec)}" ON "${table}" (${list})`);
  }
  // The searches' trigram indexes (FTS5 tables on SQLite, pg_trgm on PostgreSQL).
  await ensureTextSearch(strapi);
}
