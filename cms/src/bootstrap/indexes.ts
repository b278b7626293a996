import type { Core } from '@strapi/strapi';
import { RESOURCES, type IndexSpec } from '../lib/registry/resources';
import { ensureTextSearch } from '../lib/content/text-search';

/** Indexes for the filters and orders the API runs; created once, idempotently, on both databases. */
export const INDEXES: IndexSpec[] = [
  ...RESOURCES.flatMap((resource) => resource.indexes),
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
