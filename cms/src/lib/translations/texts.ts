import { DEFAULT_LOCALE, LOCALES, TRANSLATED_FIELDS, type LanguageCode } from '@qahve/config';
import type { UID } from '@strapi/strapi';
import type { Knex } from 'knex';
import { RESOURCES } from '../registry/resources';

/** A resource whose texts are translated: its content type, API path and translated fields. */
export interface Translated {
  uid: UID.ContentType;
  path: string;
  fields: readonly string[];
}

/** The translated resources, in the registry's order. */
export const TRANSLATED: Translated[] = RESOURCES.flatMap(({ uid, path }) =>
  TRANSLATED_FIELDS[path] ? [{ uid, path, fields: TRANSLATED_FIELDS[path] }] : [],
);

export const translatedOf = (uid: string) => TRANSLATED.find((resource) => resource.uid === uid);

/** An item's texts: locale -> field -> text (null when empty or absent). */
export type Texts = Partial<Record<LanguageCode, Record<string, string | null>>>;

export interface Item {
  /** Its console id: the id of its default-language row. */
  id: number;
  deleted: boolean;
  texts: Texts;
}

interface TableMeta {
  tableName: string;
  attributes: Record<string, { columnName?: string }>;
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The items of a resource with their texts in every language, read in one plain query (in `knex`, a
 * write's transaction or the connection): those of the console ids `ids`, or all of them. Rows of a
 * document without its default-language row are no item of the console's and are left out.
 */
export async function readItems(knex: Knex, resource: Translated, ids?: number[]): Promise<Map<number, Item>> {
  const meta = strapi.db.metadata.get(resource.uid) as unknown as TableMeta;
  const column = (name: string) => meta.attributes[name]?.columnName ?? name;
  const document = column('documentId');
  let query = knex(meta.tableName).select(
    'id',
    `${document} as document`,
    'locale',
    `${column('isDeleted')} as deleted`,
    ...resource.fields.map((field) => `${column(field)} as ${field}`),
  );
  if (ids) {
    if (ids.length === 0) return new Map();
    query = query.whereIn(document, knex(meta.tableName).select(document).whereIn('id', ids).andWhere('locale', DEFAULT_LOCALE));
  }
  const rows = (await query) as Array<Record<string, unknown>>;
  const byDocument = new Map<string, Array<Record<string, unknown>>>();
  for (const row of rows) {
    const key = String(row.document);
    byDocument.set(key, [...(byDocument.get(key) ?? []), row]);
  }
  const items = new Map<number, Item>();
  for (const group of byDocument.values()) {
    const base = group.find((row) => row.locale === DEFAULT_LOCALE);
    if (!base) continue;
    const texts: Texts = {};
    for (const row of group) {
      if (!LOCALES.includes(row.locale as LanguageCode)) continue;
      texts[row.locale as LanguageCode] = Object.fromEntries(resource.fields.map((field) => [field, blankToNull(row[field])]));
    }
    items.set(Number(base.id), { id: Number(base.id), deleted: base.deleted === true || base.deleted === 1, texts });
  }
  return items;
}
