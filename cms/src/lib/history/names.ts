import { DEFAULT_LOCALE, LANGUAGES, type HistoryEntry, type HistoryListQuery, type NameDictionary } from '@qahve/config';
import { RESOURCES, type Resource } from '../registry/resources';
import { shapeOf, type Snapshot } from './snapshot';
import { HISTORY_TABLE, listEntries } from './store';

/** A name is a label, not the record: a slide's whole text is cut here. */
const MAX_NAME = 80;

interface TableMeta {
  tableName: string;
  attributes: Record<string, { columnName?: string }>;
}

/** A record's name in each language, by its id. */
type Names = Map<number, NameDictionary[]>;

/** A resource whose records have a name. */
type Named = Resource & { label: readonly string[] };

/** The label of one language's values: the fields joined by a space, cut to a label's length; undefined when blank. */
function labelOf(values: Record<string, unknown> | undefined, fields: readonly string[]): string | undefined {
  const text = fields
    .map((field) => values?.[field])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => value.trim())
    .join(' ');
  if (text === '') return undefined;
  return text.length > MAX_NAME ? `${text.slice(0, MAX_NAME - 1).trimEnd()}…` : text;
}

/** The dictionary of a record's names: its own values per language where it has them, else one value for all three. */
function dictionaryOf(fields: readonly string[], shared: Record<string, unknown> | undefined, locales?: Snapshot['locales']) {
  return LANGUAGES.flatMap(({ id, code }) => {
    const name = labelOf(locales ? locales[code] : shared, fields);
    return name === undefined ? [] : [{ languageId: id, name }];
  });
}

/**
 * The names of these records of a resource as they are now, in one query: a localized type's rows in the three
 * languages (those of the records' documents; a record's id is its Azerbaijani row's), another's rows. A deleted
 * record is still there (deletes are soft); one that is gone is left out.
 */
async function currentNames(resource: Named, ids: number[]): Promise<Names> {
  const knex = strapi.db.connection;
  const meta = strapi.db.metadata.get(resource.uid) as unknown as TableMeta;
  const column = (name: string) => meta.attributes[name]?.columnName ?? name;
  const document = column('documentId');
  const fields = resource.label.map((field) => `${column(field)} as ${field}`);
  const names: Names = new Map();
  if (!shapeOf(resource.uid).localized) {
    const rows = (await knex(meta.tableName)
      .select('id', ...fields)
      .whereIn('id', ids)) as Array<Record<string, unknown>>;
    for (const row of rows) names.set(Number(row.id), dictionaryOf(resource.label, row));
    return names;
  }
  const rows = (await knex(meta.tableName)
    .select('id', `${document} as document`, 'locale', ...fields)
    .whereIn(document, knex(meta.tableName).select(document).whereIn('id', ids))) as Array<
    Record<string, unknown> & { id: number | string; document: string; locale: string }
  >;
  const byDocument = new Map<string, NonNullable<Snapshot['locales']>>();
  for (const row of rows) byDocument.set(row.document, { ...byDocument.get(row.document), [row.locale]: row });
  const wanted = new Set(ids);
  for (const row of rows) {
    if (row.locale === DEFAULT_LOCALE && wanted.has(Number(row.id))) {
      names.set(Number(row.id), dictionaryOf(resource.label, undefined, byDocument.get(row.document)));
    }
  }
  return names;
}

/**
 * The names of records that are gone, from the newest version the history keeps of each (after its entry, or
 * before it), in one query for every resource. An erased candidate's versions are emptied: they have none.
 */
async function pastNames(gone: Array<{ resource: Named; ids: number[] }>) {
  const knex = strapi.db.connection;
  const newest = knex(HISTORY_TABLE)
    .max({ id: 'id' })
    .where((q) => {
      for (const { resource, ids } of gone) {
        q.orWhere((one) => {
          one.where('resource', resource.path).whereIn('entity_id', ids);
        });
      }
    })
    .andWhere((q) => {
      q.whereNotNull('snapshot').orWhereNotNull('before_snapshot');
    })
    .groupBy('resource', 'entity_id');
  const rows = (await knex(HISTORY_TABLE).select('resource', 'entity_id', 'snapshot', 'before_snapshot').whereIn('id', newest)) as Array<{
    resource: string;
    entity_id: number | string;
    snapshot: string | null;
    before_snapshot: string | null;
  }>;
  const names = new Map<string, Names>();
  for (const row of rows) {
    const resource = gone.find((one) => one.resource.path === row.resource)?.resource;
    const version = JSON.parse((row.snapshot ?? row.before_snapshot)!) as Snapshot;
    if (!resource) continue;
    const byId = names.get(row.resource) ?? new Map();
    names.set(row.resource, byId);
    byId.set(Number(row.entity_id), dictionaryOf(resource.label, version.shared, version.locales));
  }
  return names;
}

/** The records a query names at most: a whole unpaged list stays far below the databases' limits on a statement's parameters. */
const BATCH = 500;
const batches = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

/** `names` added to `into`'s, by resource. */
function merge(into: Map<string, Names>, path: string, names: Names) {
  into.set(path, new Map([...(into.get(path) ?? []), ...names]));
}

/**
 * Each entry with its record's names (`entityNames`): one query per resource of the page for the records that
 * are there, and one for the versions of those that are gone, whatever the page's length (up to BATCH records
 * a query).
 */
export async function withEntityNames(entries: HistoryEntry[]): Promise<HistoryEntry[]> {
  const groups = new Map<string, { resource: Named; ids: Set<number> }>();
  for (const entry of entries) {
    const resource = RESOURCES.find((one) => one.path === entry.resource);
    if (!resource?.label || entry.entityId === null) continue;
    const group = groups.get(resource.path) ?? { resource: resource as Named, ids: new Set<number>() };
    groups.set(resource.path, group);
    group.ids.add(entry.entityId);
  }
  const found = new Map<string, Names>();
  await Promise.all(
    [...groups.values()].map(async ({ resource, ids }) => {
      for (const batch of batches([...ids])) merge(found, resource.path, await currentNames(resource, batch));
    }),
  );
  const gone = [...groups.values()].flatMap(({ resource, ids }) =>
    [...ids].filter((id) => !found.get(resource.path)?.has(id)).map((id) => ({ resource, id })),
  );
  const past = new Map<string, Names>();
  for (const batch of batches(gone)) {
    const byResource = new Map<string, { resource: Named; ids: number[] }>();
    for (const { resource, id } of batch) {
      const group = byResource.get(resource.path) ?? { resource, ids: [] };
      byResource.set(resource.path, group);
      group.ids.push(id);
    }
    for (const [path, names] of await pastNames([...byResource.values()])) merge(past, path, names);
  }
  return entries.map((entry) => {
    const id = entry.entityId ?? NaN;
    const names = found.get(entry.resource)?.get(id) ?? past.get(entry.resource)?.get(id) ?? [];
    return { ...entry, entityNames: names };
  });
}

/** The Activity page's and the History tab's list: the entries of the page, each with its record's names. */
export async function listNamedEntries(query: HistoryListQuery) {
  const page = await listEntries(query);
  return { ...page, items: await withEntityNames(page.items) };
}
