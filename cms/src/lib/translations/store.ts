import { createHash } from 'node:crypto';
import type { LanguageCode } from '@qahve/config';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * What each translation was saved against (docs/translations.md): one row per (resource, entity, field,
 * locale) of a translated language, holding the hash of the source-language (az) text the translation
 * was last saved with (null for a copy nobody translated). A plain table made at start, written in the
 * transaction of the write it follows (track.ts), so that it commits or rolls back with it.
 */
export const TRANSLATION_TABLE = 'qahve_translation_sources';

export async function ensureTranslationTable(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(TRANSLATION_TABLE)) return;
  await knex.schema
    .createTable(TRANSLATION_TABLE, (table) => {
      table.string('resource', 40).notNullable();
      table.integer('entity_id').notNullable();
      table.string('field', 60).notNullable();
      table.string('locale', 5).notNullable();
      // sha256 of the source text, hex; null: never translated (a copy of another language).
      table.string('source_hash', 64);
      // Milliseconds since the epoch.
      table.bigInteger('saved_at').notNullable();
      table.primary(['resource', 'entity_id', 'field', 'locale']);
    })
    // Another process made it meanwhile.
    .catch(async (error) => {
      if (!(await knex.schema.hasTable(TRANSLATION_TABLE))) throw error;
    });
}

/** The hash a source text is compared by: of its trimmed text, a missing one as the empty text. */
export const textHash = (text: unknown) =>
  createHash('sha256')
    .update(typeof text === 'string' ? text.trim() : '')
    .digest('hex');

export interface SourceRecord {
  resource: string;
  entityId: number;
  field: string;
  locale: LanguageCode;
  sourceHash: string | null;
}

const rowOf = (record: SourceRecord, at: number) => ({
  resource: record.resource,
  entity_id: record.entityId,
  field: record.field,
  locale: record.locale,
  source_hash: record.sourceHash,
  saved_at: at,
});

const KEY = ['resource', 'entity_id', 'field', 'locale'];

/** Writes these records: `replace` ones whatever was there, `keep` ones only where none is yet. */
export async function writeRecords(trx: Knex.Transaction, replace: SourceRecord[], keep: SourceRecord[], at = Date.now()) {
  if (replace.length > 0)
    await trx(TRANSLATION_TABLE)
      .insert(replace.map((record) => rowOf(record, at)))
      .onConflict(KEY)
      .merge(['source_hash', 'saved_at']);
  if (keep.length > 0)
    await trx(TRANSLATION_TABLE)
      .insert(keep.map((record) => rowOf(record, at)))
      .onConflict(KEY)
      .ignore();
}

/** The records of a resource (of some entities, or all): `entityId:field:locale` -> the source hash. */
export async function readRecords(knex: Knex, resource: string, entityIds?: number[]): Promise<Map<string, string | null>> {
  let query = knex(TRANSLATION_TABLE).select('entity_id', 'field', 'locale', 'source_hash').where({ resource });
  if (entityIds) query = query.whereIn('entity_id', entityIds);
  const rows = (await query) as Array<{ entity_id: number | string; field: string; locale: string; source_hash: string | null }>;
  return new Map(rows.map((row) => [`${Number(row.entity_id)}:${row.field}:${row.locale}`, row.source_hash]));
}
