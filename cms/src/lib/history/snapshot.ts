import { DEFAULT_LOCALE, LOCALES, type HistoryChange, type LanguageCode } from '@qahve/config';
import type { UID } from '@strapi/strapi';

/**
 * An entity's whole state right after a write: its fields shared by the three languages (relations and
 * images as the stable ids they point at), and each language's own fields. What the diff compares and
 * what a restore writes back.
 */
export interface Snapshot {
  shared: Record<string, unknown>;
  locales?: Partial<Record<LanguageCode, Record<string, unknown>>>;
}

/** Fields no entry keeps: bookkeeping, and anything private (a CV's stored name, a search column). */
const BOOKKEEPING = new Set(['id', 'documentId', 'locale', 'localizations', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy']);

interface Attribute {
  type: string;
  private?: boolean;
  multiple?: boolean;
  target?: string;
  mappedBy?: string;
  relation?: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
}

interface Shape {
  localized: boolean;
  /** Written fields of each language, and shared ones. */
  own: string[];
  shared: string[];
  /** Images and owned relations, read as ids. */
  links: Array<{ name: string; multiple: boolean; target: string }>;
}

const shapes = new Map<string, Shape>();

/** What of a content type a snapshot keeps, read once from its schema. */
export function shapeOf(uid: UID.ContentType): Shape {
  const known = shapes.get(uid);
  if (known) return known;
  const type = strapi.contentType(uid) as unknown as { attributes: Record<string, Attribute>; pluginOptions?: { i18n?: { localized?: boolean } } };
  const localized = type.pluginOptions?.i18n?.localized === true;
  const shape: Shape = { localized, own: [], shared: [], links: [] };
  for (const [name, attribute] of Object.entries(type.attributes)) {
    if (BOOKKEEPING.has(name) || attribute.private || attribute.type === 'password') continue;
    // Components (a survey's answers) are never edited in the console: a restore must not touch them.
    if (attribute.type === 'component' || attribute.type === 'dynamiczone') continue;
    if (attribute.type === 'media') shape.links.push({ name, multiple: Boolean(attribute.multiple), target: 'plugin::upload.file' });
    else if (attribute.type === 'relation') {
      // Only the side that owns the link is written; the other follows (a category's products).
      if (!attribute.mappedBy && attribute.target && /ToOne$/.test(attribute.relation ?? '')) {
        shape.links.push({ name, multiple: false, target: attribute.target });
      }
    } else if (localized && attribute.pluginOptions?.i18n?.localized !== false) shape.own.push(name);
    else shape.shared.push(name);
  }
  shapes.set(uid, shape);
  return shape;
}

const pick = (row: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.map((field) => [field, row[field] ?? null]));

const linkId = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(linkId) : value && typeof value === 'object' ? ((value as { id?: unknown }).id ?? null) : null;

/** The snapshots of these entities (by the API's id: the az row's), read in the caller's transaction; absent ones are left out. */
export async function snapshotsOf(uid: UID.ContentType, ids: number[]): Promise<Map<number, Snapshot>> {
  const shape = shapeOf(uid);
  const out = new Map<number, Snapshot>();
  if (ids.length === 0) return out;
  const populate = Object.fromEntries(shape.links.map(({ name }) => [name, { select: ['id'] }]));
  const where = shape.localized ? { id: { $in: ids }, locale: DEFAULT_LOCALE } : { id: { $in: ids } };
  const bases = (await strapi.db.query(uid).findMany({ where, populate })) as Array<Record<string, unknown> & { id: number; documentId: string }>;
  const byDocument = new Map<string, Array<Record<string, unknown>>>();
  if (shape.localized && bases.length > 0 && shape.own.length > 0) {
    const others = (await strapi.db.query(uid).findMany({
      select: ['documentId', 'locale', ...shape.own],
      where: { documentId: { $in: bases.map((base) => base.documentId) }, locale: { $ne: DEFAULT_LOCALE } },
    })) as Array<Record<string, unknown> & { documentId: string }>;
    for (const row of others) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
  }
  for (const base of bases) {
    const shared = { ...pick(base, shape.shared), ...Object.fromEntries(shape.links.map(({ name }) => [name, linkId(base[name])])) };
    if (!shape.localized) {
      out.set(base.id, { shared });
      continue;
    }
    const locales: Snapshot['locales'] = { [DEFAULT_LOCALE]: pick(base, shape.own) };
    for (const row of byDocument.get(base.documentId) ?? []) locales[row.locale as LanguageCode] = pick(row, shape.own);
    out.set(base.id, { shared, locales });
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const when = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The field-level changes from one state to the next: each shared field that differs, and each
 * language's field that differs in that language. A create compares with nothing (every field set),
 * a removal of the entity with nothing after.
 */
export function diff(before: Snapshot | undefined, after: Snapshot | undefined): HistoryChange[] {
  const changes: HistoryChange[] = [];
  const fields = new Set([...Object.keys(before?.shared ?? {}), ...Object.keys(after?.shared ?? {})]);
  for (const field of fields) {
    const [b, a] = [when(before?.shared[field] ?? null), when(after?.shared[field] ?? null)];
    if (!same(b, a)) changes.push({ field, before: b, after: a });
  }
  for (const locale of LOCALES) {
    const [b, a] = [before?.locales?.[locale] ?? {}, after?.locales?.[locale] ?? {}];
    for (const field of new Set([...Object.keys(b), ...Object.keys(a)])) {
      if (!same(b[field], a[field])) changes.push({ field, locale, before: b[field] ?? null, after: a[field] ?? null });
    }
  }
  return changes;
}

/** JSON's view of a snapshot (dates as ISO text), as it is stored and compared. */
export const plain = (snapshot: Snapshot | undefined): Snapshot | undefined =>
  snapshot === undefined ? undefined : (JSON.parse(JSON.stringify(snapshot)) as Snapshot);
