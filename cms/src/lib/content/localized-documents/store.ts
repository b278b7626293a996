import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, LANGUAGES, localeOf, LOCALES, type LanguageCode, type LanguageId } from '@qahve/config';
import type { UID } from '@strapi/strapi';
import { recorded } from '../../history/scope';
import { tracked } from '../../translations/track';
import { inRolledBackWrite } from '../rolled-back';

/**
 * One service layer for the documents that exist in three languages. Each language is its own row
 * (Strapi i18n); the default-locale (az) row's id is the document's stable numeric id, used by the
 * whole API, relations included. Reads page over the az rows in the database and attach the other
 * two languages in one more query; writes set all three languages, and their relations, together.
 */

export type ContentUID = UID.ContentType;
export type Row = { id: number; documentId: string; locale: LanguageCode } & Record<string, any>;

export interface LocalizedDocument {
  id: number;
  documentId: string;
  base: Row;
  locales: Partial<Record<LanguageCode, Row>>;
}

/** Set while this layer writes, so that the panel-edit middleware does not mirror those writes again. */
export const writingAllLocales = new AsyncLocalStorage<true>();

/** Lists of ids go to the database in slices: SQLite and PostgreSQL cap the parameters of one query. */
const SLICE = 1000;

export function slices<T>(list: T[], size = SLICE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export async function withLocales(uid: ContentUID, baseRows: Row[], fields: string[]): Promise<LocalizedDocument[]> {
  if (baseRows.length === 0) return [];
  const others: Row[] = [];
  for (const documentIds of slices(baseRows.map((row) => row.documentId))) {
    others.push(
      ...((await strapi.db.query(uid).findMany({
        select: ['id', 'documentId', 'locale', ...fields],
        where: { documentId: { $in: documentIds }, locale: { $ne: DEFAULT_LOCALE } },
      })) as Row[]),
    );
  }
  const byDocument = new Map<string, Row[]>();
  for (const row of others) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
  return baseRows.map((base) => {
    const locales: Partial<Record<LanguageCode, Row>> = { [DEFAULT_LOCALE]: base };
    for (const row of byDocument.get(base.documentId) ?? []) locales[row.locale] = row;
    return { id: base.id, documentId: base.documentId, base, locales };
  });
}

export interface PageQuery {
  where?: Record<string, unknown>;
  orderBy?: Array<Record<string, 'asc' | 'desc'>>;
  populate?: Record<string, unknown>;
  select?: string[];
  offset?: number;
  limit?: number;
  /** The localized fields to read from the other two languages. */
  fields: string[];
}

export async function findLocalizedPage(uid: ContentUID, query: PageQuery) {
  const where = { ...query.where, locale: DEFAULT_LOCALE };
  const paginated = query.limit !== undefined;
  const [rows, total] = await Promise.all([
    strapi.db.query(uid).findMany({
      select: query.select,
      where,
      orderBy: query.orderBy,
      populate: query.populate,
      offset: query.offset,
      limit: query.limit,
    }) as Promise<Row[]>,
    paginated ? strapi.db.query(uid).count({ where }) : Promise.resolve(-1),
  ]);
  return { docs: await withLocales(uid, rows, query.fields), total: paginated ? total : rows.length };
}

export async function findLocalizedById(
  uid: ContentUID,
  id: number,
  query: Pick<PageQuery, 'where' | 'populate' | 'fields' | 'select'>,
): Promise<LocalizedDocument | null> {
  const base: Row | null = await strapi.db.query(uid).findOne({
    select: query.select,
    where: { ...query.where, id, locale: DEFAULT_LOCALE },
    populate: query.populate,
  });
  if (!base) return null;
  const [doc] = await withLocales(uid, [base], query.fields);
  return doc;
}

/** The `...Dictionaries` of a document, one entry per language that exists, in language id order. */
export function dictionaries<T extends object>(
  doc: LocalizedDocument,
  entry: (row: Row, languageId: LanguageId) => T,
): Array<{ languageId: LanguageId } & T> {
  return LANGUAGES.flatMap(({ id, code }) => {
    const row = doc.locales[code];
    return row ? [{ languageId: id, ...entry(row, id) }] : [];
  });
}

export interface RelationValue {
  target: ContentUID;
  /** Stable id of the target document, or null to clear the relation. */
  id: number | null;
}

export interface LocalizedWrite {
  shared?: Record<string, unknown>;
  localized?: Partial<Record<LanguageCode, Record<string, unknown>>>;
  relations?: Record<string, RelationValue>;
}

async function documentIdOf(target: ContentUID, id: number): Promise<string | null> {
  const row: Row | null = await strapi.db.query(target).findOne({ select: ['documentId'], where: { id, locale: DEFAULT_LOCALE } });
  return row?.documentId ?? null;
}

/** Each relation a write sets: its field, its target type, the target's documentId (null to clear it). */
function relationDocuments(relations: Record<string, RelationValue> = {}) {
  return Promise.all(
    Object.entries(relations).map(async ([field, { target, id }]) => {
      if (id === null) return [field, target, null] as const;
      const documentId = await documentIdOf(target, id);
      if (!documentId) throw new Error(`${target} ${id} does not exist`);
      return [field, target, documentId] as const;
    }),
  );
}

/** Relations point at the target's version in the same language, so each locale gets its own link. */
async function relationData(relations: Record<string, RelationValue> = {}) {
  const resolved = await relationDocuments(relations);
  return (locale: LanguageCode) =>
    Object.fromEntries(
      resolved.map(([field, , documentId]) => [field, documentId === null ? { set: [] } : { set: [{ documentId, locale }] }]),
    );
}

/** The ids of a document's language rows, by language. */
async function rowIds(uid: ContentUID, documentId: string): Promise<Map<string, number>> {
  const rows = (await strapi.db.query(uid).findMany({ select: ['id', 'locale'], where: { documentId } })) as Row[];
  return new Map(rows.map((row) => [row.locale, row.id]));
}

/**
 * A write that will be rolled back (a live preview: lib/content/rolled-back.ts) goes through Strapi's query
 * layer, which maps the same attributes to the same columns and links, rather than its Document Service,
 * whose additions serve a write that is kept: its validation (the values were held to the edit's rules
 * when the preview was asked for), its timestamps, and the entry it reads back, with its pictures, three
 * times a language. Each language row takes its values in one statement; a relation is relinked only in
 * the rows where its target changes, a picture where the write names one.
 */
async function applyRolledBack(uid: ContentUID, documentId: string, write: LocalizedWrite) {
  const attributes = strapi.db.metadata.get(uid).attributes as Record<string, { type: string }>;
  const links = await relationDocuments(write.relations);
  const [rows, targets] = await Promise.all([
    strapi.db.query(uid).findMany({
      select: ['id', 'locale'],
      where: { documentId },
      populate: Object.fromEntries(links.map(([field]) => [field, { select: ['id'] }])),
    }) as Promise<Row[]>,
    Promise.all(
      links.map(async ([, target, targetDocument]) =>
        targetDocument === null ? new Map<string, number>() : rowIds(target, targetDocument),
      ),
    ),
  ]);
  for (const row of rows) {
    const relinked = links.flatMap(([field], index) => {
      const target = targets[index].get(row.locale) ?? null;
      return target === ((row[field] as Row | null)?.id ?? null) ? [] : [[field, target === null ? null : { set: [{ id: target }] }]];
    });
    const data = { ...write.shared, ...write.localized?.[row.locale], ...Object.fromEntries(relinked) };
    const names = Object.keys(data);
    if (names.some((name) => attributes[name]?.type === 'relation')) {
      await strapi.db.query(uid).update({ where: { id: row.id }, data, select: ['id'] });
    } else if (names.length > 0) {
      await strapi.db.query(uid).updateMany({ where: { id: row.id }, data });
    }
  }
}

/** Creates the document in all three languages at once; answers its stable id. */
export async function createLocalized(uid: ContentUID, write: LocalizedWrite): Promise<number> {
  // Recorded in the content history when a console call makes it (lib/history); its texts' translation
  // records written with it (lib/translations), every language meant.
  const run = () =>
    recorded<number>(
      uid,
      null,
      async () =>
        await strapi.db.transaction(async () => {
          const relationsFor = await relationData(write.relations);
          const dataFor = (locale: LanguageCode) => ({ ...write.shared, ...write.localized?.[locale], ...relationsFor(locale) });
          const base = await strapi.documents(uid).create({ locale: DEFAULT_LOCALE, data: dataFor(DEFAULT_LOCALE) as any });
          for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
            await strapi.documents(uid).update({ documentId: base.documentId, locale, data: dataFor(locale) as any });
          }
          return base.id as number;
        }),
      (id) => [id],
    );
  return writingAllLocales.run(true, () => tracked(uid, null, run, { idsOf: (id) => [id] }));
}

/** Updates shared fields, any language's fields and relations, keeping all three languages in step. */
export async function updateLocalized(uid: ContentUID, id: number, write: LocalizedWrite): Promise<boolean> {
  const run = () =>
    recorded<boolean>(
      uid,
      [id],
      async () =>
        await strapi.db.transaction(async () => {
          const base: Row | null = await strapi.db.query(uid).findOne({ select: ['documentId'], where: { id, locale: DEFAULT_LOCALE } });
          if (!base) return false;
          if (inRolledBackWrite()) {
            await applyRolledBack(uid, base.documentId, write);
            return true;
          }
          const relationsFor = await relationData(write.relations);
          for (const locale of LOCALES) {
            await strapi.documents(uid).update({
              documentId: base.documentId,
              locale,
              data: { ...write.shared, ...write.localized?.[locale], ...relationsFor(locale) } as any,
            });
          }
          return true;
        }),
    );
  return writingAllLocales.run(true, () => tracked(uid, [id], run));
}

/** Sets or clears the soft-delete flag of a document in all three languages; false when it does not exist. */
export function setDeletedLocalized(uid: ContentUID, id: number, isDeleted: boolean): Promise<boolean> {
  return updateLocalized(uid, id, { shared: { isDeleted } });
}

/** Whether a document with this stable id exists (deleted or not). */
export async function existsLocalized(uid: ContentUID, id: number): Promise<boolean> {
  return (await strapi.db.query(uid).count({ where: { id, locale: DEFAULT_LOCALE } })) > 0;
}

/** `[{ languageId: 1, name }, ...]` -> `{ en: { name }, ... }`, the per-language part of a write. */
export function byLocale<E extends { languageId: number }>(
  entries: E[] | undefined,
  fields: (entry: E) => Record<string, unknown>,
): LocalizedWrite['localized'] {
  if (!entries) return undefined;
  return Object.fromEntries(entries.map((entry) => [localeOf(entry.languageId as LanguageId), fields(entry)]));
}

/** A write's fields without the ones left out (undefined), so that an edit changes only what was sent. */
export function sent<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Rows by id, in the order of the ids, with their populated relations. */
export async function rowsByIds(uid: ContentUID, ids: number[], populate?: Record<string, unknown>): Promise<Row[]> {
  const byId = new Map<number, Row>();
  for (const slice of slices(ids)) {
    const rows: Row[] = await strapi.db.query(uid).findMany({ where: { id: { $in: slice } }, populate });
    for (const row of rows) byId.set(row.id, row);
  }
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
