import { DEFAULT_LOCALE, LOCALES, type HistoryChange, type LanguageCode } from '@qahve/config';
import type { UID } from '@strapi/strapi';
// Strapi's own conversion of a row's columns to an entity's values (booleans, dates, JSON): a snapshot read in
// plain SQL is the very value Strapi's query would give. Not in the package's index, hence the path.
import { fromRow } from '@strapi/database/dist/query/helpers/transform.js';
import type { Knex } from 'knex';

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
const BOOKKEEPING = new Set([
  'id',
  'documentId',
  'locale',
  'localizations',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
]);

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
  const type = strapi.contentType(uid) as unknown as {
    attributes: Record<string, Attribute>;
    pluginOptions?: { i18n?: { localized?: boolean } };
  };
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

interface ColumnMeta {
  columnName?: string;
  type: string;
  relation?: string;
  target?: string;
  morphBy?: string;
  joinTable?: {
    name: string;
    joinColumn: { name: string };
    inverseJoinColumn?: { name: string };
    morphColumn?: { typeColumn: { name: string }; idColumn: { name: string } };
  };
}
interface TableMeta {
  tableName: string;
  attributes: Record<string, ColumnMeta>;
}

/** How a snapshot's rows and links are read in plain SQL (see snapshotsOf), from the database's metadata, once per type. */
interface Reader {
  meta: TableMeta;
  columns: string[];
  /** One SELECT per link (of shape.links, by its index) giving (owner, link, target, ord, row), put together in one UNION ALL. */
  links: Array<(trx: Knex.Transaction, ids: number[]) => Knex.QueryBuilder>;
}

const readers = new Map<string, Reader | null>();

const columnOf = (meta: TableMeta, name: string) => meta.attributes[name]?.columnName ?? name;

/**
 * The plain-SQL reader of a content type, or null where a link is of a kind it does not know (then the
 * snapshot is read through Strapi's populate, as before).
 */
export function readerOf(uid: UID.ContentType): Reader | null {
  if (readers.has(uid)) return readers.get(uid)!;
  const shape = shapeOf(uid);
  const meta = strapi.db.metadata.get(uid) as unknown as TableMeta;
  const names = ['id', 'documentId', ...(shape.localized ? ['locale'] : []), ...shape.shared, ...shape.own];
  let reader: Reader | null = { meta, columns: names.map((name) => columnOf(meta, name)), links: [] };
  for (const [index, { name, target }] of shape.links.entries()) {
    const attribute = meta.attributes[name];
    if (target === 'plugin::upload.file' && attribute?.morphBy) {
      // An image: a row of the upload plugin's morph table (files_related_mph) naming this type, entity and field,
      // of a file that exists (populate joins the files table: so does this).
      const files = strapi.db.metadata.get('plugin::upload.file') as unknown as TableMeta;
      const morph = files.attributes[attribute.morphBy]?.joinTable;
      if (!morph?.morphColumn) {
        reader = null;
        break;
      }
      const { name: link, joinColumn, morphColumn } = morph;
      reader.links.push((trx, ids) =>
        trx(link)
          .join(files.tableName, `${files.tableName}.id`, `${link}.${joinColumn.name}`)
          .select(
            `${link}.${morphColumn.idColumn.name} as owner`,
            trx.raw(`${index} as link`),
            `${link}.${joinColumn.name} as target`,
            `${link}.order as ord`,
            `${link}.id as row`,
          )
          .whereIn(`${link}.${morphColumn.idColumn.name}`, ids)
          .andWhere(`${link}.${morphColumn.typeColumn.name}`, uid)
          .andWhere(`${link}.field`, name),
      );
    } else if (attribute?.joinTable?.inverseJoinColumn) {
      // An owned ToOne relation: its row of the link table (products_category_lnk), of a target that exists.
      const targetMeta = strapi.db.metadata.get(target as UID.ContentType) as unknown as TableMeta;
      const { name: link, joinColumn, inverseJoinColumn } = attribute.joinTable;
      reader.links.push((trx, ids) =>
        trx(link)
          .join(targetMeta.tableName, `${targetMeta.tableName}.id`, `${link}.${inverseJoinColumn.name}`)
          .select(
            `${link}.${joinColumn.name} as owner`,
            trx.raw(`${index} as link`),
            `${link}.${inverseJoinColumn.name} as target`,
            trx.raw('0 as ord'),
            `${link}.id as row`,
          )
          .whereIn(`${link}.${joinColumn.name}`, ids),
      );
    } else {
      reader = null;
      break;
    }
  }
  readers.set(uid, reader);
  return reader;
}

interface LinkRow {
  owner: number;
  link: number;
  target: number;
  ord: number | null;
  row: number;
}

/**
 * The snapshots of these entities (by the API's id: the az row's), read in the write's transaction `trx`;
 * absent ones are left out. Two queries whatever the type: its rows in the three languages, and one
 * UNION ALL of its links (images, relations) — where Strapi's populate would take one per link and one
 * for the other languages (docs/PERFORMANCE.md, section 17).
 */
export async function snapshotsOf(trx: Knex.Transaction, uid: UID.ContentType, ids: number[]): Promise<Map<number, Snapshot>> {
  const out = new Map<number, Snapshot>();
  if (ids.length === 0) return out;
  const reader = readerOf(uid);
  if (!reader) return snapshotsByPopulate(uid, ids);
  const shape = shapeOf(uid);
  const { meta } = reader;
  const documentColumn = columnOf(meta, 'documentId');
  const rowsQuery = trx(meta.tableName).select(reader.columns);
  if (shape.localized) {
    // The entities' rows in every language: those of their documents.
    rowsQuery.whereIn(documentColumn, trx(meta.tableName).select(documentColumn).whereIn('id', ids));
  } else rowsQuery.whereIn('id', ids);
  const rawRows = await rowsQuery;
  const rawLinks =
    reader.links.length > 0 ? await reader.links.map((link) => link(trx, ids)).reduce((all, next) => all.unionAll(next)) : [];
  const rows = fromRow(meta as never, rawRows as never) as unknown as Array<
    Record<string, unknown> & { id: number; documentId: string; locale?: string }
  >;
  // Numbers whatever the driver gives (PostgreSQL's bigint ids come as text).
  const links = new Map<number, LinkRow[][]>();
  for (const raw of rawLinks as LinkRow[]) {
    const link = {
      owner: Number(raw.owner),
      link: Number(raw.link),
      target: Number(raw.target),
      ord: Number(raw.ord ?? 0),
      row: Number(raw.row),
    };
    const byLink = links.get(link.owner) ?? shape.links.map(() => [] as LinkRow[]);
    links.set(link.owner, byLink);
    byLink[link.link].push(link);
  }
  const requested = new Set(ids);
  const bases = rows.filter((row) => requested.has(row.id) && (!shape.localized || row.locale === DEFAULT_LOCALE));
  for (const base of bases) {
    const own = links.get(base.id);
    const linked = Object.fromEntries(
      shape.links.map(({ name, multiple }, index) => {
        // In the join table's order, as populate reads them.
        const targets = (own?.[index] ?? []).sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0) || a.row - b.row).map((link) => link.target);
        return [name, multiple ? targets : (targets[0] ?? null)];
      }),
    );
    const shared = { ...pick(base, shape.shared), ...linked };
    if (!shape.localized) {
      out.set(base.id, { shared });
      continue;
    }
    const locales: Snapshot['locales'] = { [DEFAULT_LOCALE]: pick(base, shape.own) };
    for (const row of rows) {
      if (row.documentId === base.documentId && row.locale !== DEFAULT_LOCALE) locales[row.locale as LanguageCode] = pick(row, shape.own);
    }
    out.set(base.id, { shared, locales });
  }
  return out;
}

const linkId = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(linkId) : value && typeof value === 'object' ? ((value as { id?: unknown }).id ?? null) : null;

/**
 * The same snapshots through Strapi's queries and populate: for a type with a link the plain reader does not
 * know, and the reference the plain reader is tested against (tests/history.test.ts).
 */
export async function snapshotsByPopulate(uid: UID.ContentType, ids: number[]): Promise<Map<number, Snapshot>> {
  const shape = shapeOf(uid);
  const out = new Map<number, Snapshot>();
  const populate = Object.fromEntries(shape.links.map(({ name }) => [name, { select: ['id'] }]));
  const where = shape.localized ? { id: { $in: ids }, locale: DEFAULT_LOCALE } : { id: { $in: ids } };
  const bases = (await strapi.db.query(uid).findMany({ where, populate })) as Array<
    Record<string, unknown> & { id: number; documentId: string }
  >;
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
