import type { Core } from '@strapi/strapi';

type IndexSpec = [table: string, columns: string[], name?: string];

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
  ['contact_sources', ['locale', 'is_deleted']],
  ['reviews', ['product_id', 'is_confirmed', 'is_rejected', 'is_deleted', 'created_at']],
  // The console's review queue across products (status filters, newest first).
  ['reviews', ['is_deleted', 'is_confirmed', 'is_rejected', 'created_at']],
  ['reviews', ['created_at']],
  // Survey statistics: one GROUP BY over the four chart columns, answered from an index alone.
  // SQLite reads the first in group order (no sort), date range or not; its name is used by the
  // query (api/survey/services/survey.ts). PostgreSQL, which hashes groups, reads a date range
  // from the second. The list's date filter uses the created_at index.
  ['surveys', ['is_deleted', 'contact_source_id', 'age', 'quality_point', 'gender', 'created_at'], 'qahve_surveys_statistics_idx'],
  ['surveys', ['is_deleted', 'created_at', 'contact_source_id', 'age', 'quality_point', 'gender'], 'qahve_surveys_statistics_range_idx'],
  ['surveys', ['created_at']],
  ['candidates', ['is_favourite', 'created_at']],
  ['candidates', ['created_at']],
];

/** Indexes that earlier versions made and the ones above now cover. */
const OBSOLETE = [
  'qahve_contact_sources_locale_idx',
  'qahve_surveys_is_deleted_contact_source_id_idx',
  'qahve_surveys_is_deleted_age_idx',
  'qahve_surveys_is_deleted_gender_idx',
  'qahve_candidates_is_favourite_idx',
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
}
