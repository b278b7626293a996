import type { Core } from '@strapi/strapi';

/** Indexes for the filters and orders the API runs; created once, idempotently, on both databases. */
const INDEXES: Array<[table: string, columns: string[]]> = [
  ['carousels', ['locale', 'is_deleted', 'order']],
  ['home_products', ['locale', 'is_deleted', 'order']],
  ['branches', ['locale', 'is_deleted']],
  ['categories', ['locale', 'is_deleted']],
  ['products', ['locale', 'is_deleted', 'is_menu_item', 'order']],
  ['contact_sources', ['locale']],
  ['reviews', ['product_id', 'is_confirmed', 'is_rejected', 'is_deleted', 'created_at']],
  ['surveys', ['is_deleted', 'contact_source_id']],
  ['surveys', ['is_deleted', 'age']],
  ['surveys', ['is_deleted', 'gender']],
  ['candidates', ['is_favourite']],
];

export async function ensureIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const [table, columns] of INDEXES) {
    const name = `qahve_${table}_${columns.join('_')}_idx`;
    const list = columns.map((column) => `"${column}"`).join(', ');
    await knex.raw(`CREATE INDEX IF NOT EXISTS "${name}" ON "${table}" (${list})`);
  }
}
