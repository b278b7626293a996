import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';

/**
 * What a refused request must leave as it was: the row count and a digest of the rows of every
 * content table, the CVs, and the uploaded files whose names carry a tag.
 */
export interface StoredState {
  counts: Record<string, number>;
  digest: string;
  cvFiles: string[];
  taggedUploads: string[];
}

type Meta = { tableName: string; attributes: Record<string, { joinTable?: { name: string } }> };

/**
 * The content tables: those of the content types (the app's, uploads, users), their components
 * and their join tables, from the database layer's own metadata, and the app's plain tables that
 * hold content state. Logs and sessions are left out.
 */
function contentTables(strapi: Core.Strapi): string[] {
  const tables = new Set<string>();
  for (const [uid, meta] of strapi.db.metadata as unknown as Map<string, Meta>) {
    if (!/^(api::|plugin::upload\.|plugin::users-permissions\.(user|role)$)|^[\w-]+\.[\w-]+$/.test(uid)) continue;
    tables.add(meta.tableName);
    for (const attribute of Object.values(meta.attributes)) if (attribute.joinTable) tables.add(attribute.joinTable.name);
  }
  // The app's own plain tables of content state: schedules and the translations' sources.
  for (const table of ['qahve_schedules', 'qahve_schedule_items', 'qahve_translation_sources']) tables.add(table);
  return [...tables].sort();
}

const listing = (dir: string) =>
  fs.readdir(dir).then(
    (names) => names.sort(),
    () => [] as string[],
  );

export async function storedState(
  strapi: Core.Strapi,
  { cvDir, uploadsDir, tag }: { cvDir: string; uploadsDir: string; tag: string },
): Promise<StoredState> {
  const knex = strapi.db.connection;
  const counts: Record<string, number> = {};
  const hash = createHash('sha256');
  for (const table of contentTables(strapi)) {
    const rows = await knex(table).select('*').orderByRaw('1');
    counts[table] = rows.length;
    for (const row of rows) hash.update(`${table}:${JSON.stringify(row)}\n`);
  }
  return {
    counts,
    digest: hash.digest('hex'),
    cvFiles: await listing(cvDir),
    taggedUploads: (await listing(uploadsDir)).filter((name) => name.includes(tag)),
  };
}

/** The tables whose row count differs between two states, as `table: before → after`. */
export function changedCounts(before: StoredState, after: StoredState) {
  return Object.keys({ ...before.counts, ...after.counts })
    .filter((table) => before.counts[table] !== after.counts[table])
    .map((table) => `${table}: ${before.counts[table] ?? 0} → ${after.counts[table] ?? 0}`);
}
