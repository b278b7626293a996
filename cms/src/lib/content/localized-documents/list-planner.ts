import { DEFAULT_LOCALE, searchKey, type Paged } from '@qahve/config';
import { idsOverGroups } from '../../http/grouped-page';
import { paged, pageWindow, type PageRequest } from '../../http/paging';
import { documentsContaining } from '../text-search';
import { rowsByIds, withLocales, type ContentUID, type LocalizedDocument } from './store';

/**
 * The console's lists: paged, sorted and searched in the database, deleted documents included.
 * Only a page's ids are planned here; the store reads those documents in their three languages.
 */

/** A column the list sorts on: an attribute of the row, or of the row a to-one relation points at. */
export interface SortColumn {
  attribute: string;
  relation?: string;
}

export interface AdminPageRequest extends PageRequest {
  q?: string;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
}

export interface AdminListOptions<T> {
  /** What each `sortBy` value sorts on. */
  sorts: Record<string, SortColumn>;
  /** The order without `sortBy`; the id (ascending) always breaks ties. */
  defaultOrder: Array<SortColumn & { order: 'asc' | 'desc' }>;
  /**
   * The text `q` looks in when the type has no `searchText` column (which, when present, is what is
   * searched: see matchingDocuments).
   */
  searchFields: string[];
  /** Narrows the list further (a filter on columns of the row). */
  where?: (query: any, column: (attribute: string) => string) => void;
  populate?: Record<string, unknown>;
  fields: string[];
  toApi: (doc: LocalizedDocument) => T;
}

interface ModelMeta {
  tableName: string;
  attributes: Record<string, any>;
}

const metaOf = (uid: string) => strapi.db.metadata.get(uid) as unknown as ModelMeta;

function columnOf(meta: ModelMeta, attribute: string): string {
  const attr = meta.attributes[attribute];
  if (!attr || attr.type === 'relation') throw new Error(`${meta.tableName} has no column for ${attribute}`);
  return attr.columnName ?? attribute;
}

/** `%`, `_` and the escape character itself match literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A subquery of the documents whose text in any language contains the folded search key (see
 * searchKey), for a `$in` filter: the matches stay in the database, however many there are.
 * `%` and `_` in the key match themselves.
 */
export function documentIdsMatching(uid: ContentUID, key: string) {
  const meta = metaOf(uid);
  const query = strapi.db.connection(meta.tableName).select(columnOf(meta, 'documentId'));
  const indexed = documentsContaining(uid, key);
  if (indexed) return query.whereIn(columnOf(meta, 'id'), indexed);
  return query.whereRaw('?? like ? escape ?', [columnOf(meta, 'searchText'), likePattern(key), '\\']);
}

/**
 * The documents whose text in any language contains `q`, forgiving case and diacritics (searchKey).
 * A type with a `searchText` column (kept folded by locale-sync) is matched in the database, as a
 * subquery: of its default-language rows where its index answers (text-search.ts), else of its
 * document ids. A type without one (slides, home products, branches: a few dozen rows) has its text
 * columns read and folded here, since SQLite's LOWER() folds ASCII letters only; the matching ids
 * then go to the database as a list. Give such a type a `searchText` column (and locale-sync an
 * entry) once it may grow large.
 */
async function matchingDocuments(
  uid: ContentUID,
  q: string,
  searchFields: string[],
): Promise<{ defaultRowIds: unknown } | { subquery: unknown } | { documentIds: string[] }> {
  const knex = strapi.db.connection;
  const meta = metaOf(uid);
  const documentId = columnOf(meta, 'documentId');
  const key = searchKey(q);
  // Wrapped: a knex query is a thenable, and awaiting it would run it here.
  if (meta.attributes.searchText) {
    const indexed = documentsContaining(uid, key);
    return indexed ? { defaultRowIds: indexed } : { subquery: documentIdsMatching(uid, key) };
  }
  const rows: Array<Record<string, unknown>> = await knex(meta.tableName).select(documentId, ...searchFields.map((f) => columnOf(meta, f)));
  const matched = rows.filter((row) => searchKey(searchFields.map((f) => row[columnOf(meta, f)] ?? '').join(' ')).includes(key));
  return { documentIds: [...new Set(matched.map((row) => String(row[documentId])))] };
}

/**
 * The page's stable ids and the total, in two queries over the default-language rows: a filter, the
 * search (a subquery where the type has `searchText`), a sort (joining a to-one relation when the
 * sort needs its column), the id as the tie-breaker, then LIMIT/OFFSET. Only the page's ids leave
 * the database; the rows and their other languages are read for those ids alone.
 */
export async function adminPageIds(uid: ContentUID, request: AdminPageRequest, options: AdminListOptions<unknown>) {
  const knex = strapi.db.connection;
  const meta = metaOf(uid);
  const column = (attribute: string) => `d.${columnOf(meta, attribute)}`;
  const matches = request.q ? await matchingDocuments(uid, request.q, options.searchFields) : undefined;
  const filtered = () => {
    const query = knex(`${meta.tableName} as d`).where(column('locale'), DEFAULT_LOCALE);
    options.where?.(query, column);
    if (matches && 'defaultRowIds' in matches) query.whereIn(column('id'), matches.defaultRowIds as any);
    else if (matches) query.whereIn(column('documentId'), ('subquery' in matches ? matches.subquery : matches.documentIds) as any);
    return query;
  };

  const chosen = request.sortBy ? options.sorts[request.sortBy] : undefined;
  const order = chosen ? [{ ...chosen, order: request.sortOrder ?? 'asc' }] : options.defaultOrder;
  const window = pageWindow(request);
  if (window.limit !== undefined && order.length === 1 && order[0].relation && !matches && !options.where) {
    const grouped = await pageByRelation(uid, order[0], window);
    if (grouped) return grouped;
  }
  const page = filtered().select(column('id'));
  const joined = new Set<string>();
  for (const { attribute, relation, order: direction } of order) {
    if (!relation) {
      page.orderBy(column(attribute), direction);
      continue;
    }
    const attr = meta.attributes[relation];
    const joinTable = attr?.joinTable;
    if (!joinTable) throw new Error(`${meta.tableName}.${relation} cannot be sorted on`);
    const target = metaOf(attr.target);
    const link = `l_${relation}`;
    const other = `t_${relation}`;
    if (!joined.has(relation)) {
      page
        .leftJoin(`${joinTable.name} as ${link}`, `${link}.${joinTable.joinColumn.name}`, column('id'))
        .leftJoin(`${target.tableName} as ${other}`, `${other}.${columnOf(target, 'id')}`, `${link}.${joinTable.inverseJoinColumn.name}`);
      joined.add(relation);
    }
    // Rows without the relation last, either way (knex's own `nulls` option drops the column on SQLite).
    const sortColumn = `${other}.${columnOf(target, attribute)}`;
    page.orderByRaw('(?? is null) asc', [sortColumn]).orderBy(sortColumn, direction);
  }
  if (!order.some((o) => !o.relation && o.attribute === 'id')) page.orderBy(column('id'), 'asc');
  if (window.limit === undefined) {
    const ids = ((await page) as Array<{ id: number }>).map((row) => Number(row.id));
    return { ids, total: ids.length };
  }
  page.limit(window.limit).offset(window.offset);
  // Two queries rather than COUNT(*) OVER (): with the window PostgreSQL walks the sort index over
  // every row probing the search per row (0.8 s at 100,000 products, against 25 ms this way).
  const [rows, counted] = await Promise.all([
    page as unknown as Promise<Array<{ id: number }>>,
    filtered().count({ count: '*' }) as unknown as Promise<Array<{ count: number | string }>>,
  ]);
  return { ids: rows.map((row) => Number(row.id)), total: Number(counted[0].count) };
}

/**
 * A page of the whole list sorted on a column of a to-one relation's target (products by category
 * name), group by group (grouped-page.ts): the targets are few; one query counts each target's
 * documents from the link table, and a page reads its targets' links in document id order from the
 * link table's (target, document) index. Default-language documents link default-language targets
 * (see relationData), so the link table alone holds the list. Documents without the relation come
 * last, in id order, as in the general query. Null where that query must decide: a target without
 * the column's value, or a target type without languages.
 */
async function pageByRelation(uid: ContentUID, sort: SortColumn & { order: 'asc' | 'desc' }, window: { offset: number; limit: number }) {
  const knex = strapi.db.connection;
  const meta = metaOf(uid);
  const attr = meta.attributes[sort.relation!];
  const target = metaOf(attr.target);
  if (!target.attributes.locale) return null;
  const link = attr.joinTable;
  const [documentColumn, targetColumn] = [link.joinColumn.name, link.inverseJoinColumn.name];
  const defaultTargets = () => knex(target.tableName).where(columnOf(target, 'locale'), DEFAULT_LOCALE);
  const [ordered, linkCounts, counted] = await Promise.all([
    defaultTargets()
      .select(`${columnOf(target, 'id')} as id`, `${columnOf(target, sort.attribute)} as value`)
      .orderBy([
        { column: columnOf(target, sort.attribute), order: sort.order },
        { column: columnOf(target, 'id'), order: 'asc' },
      ]) as unknown as Promise<Array<{ id: number; value: unknown }>>,
    // Counted per target in the link table's (target, document) index order: no sort of the links.
    knex(link.name)
      .select(`${targetColumn} as id`)
      .count({ n: '*' })
      .whereIn(targetColumn, defaultTargets().select(columnOf(target, 'id')))
      .groupBy(targetColumn) as unknown as Promise<Array<{ id: number; n: number | string }>>,
    knex(meta.tableName).where(columnOf(meta, 'locale'), DEFAULT_LOCALE).count({ count: '*' }) as unknown as Promise<
      Array<{ count: number | string }>
    >,
  ]);
  if (ordered.some((t) => t.value === null)) return null;
  const linked = new Map(linkCounts.map((row) => [Number(row.id), Number(row.n)]));
  const targets = ordered.map((t) => ({ ...t, n: linked.get(Number(t.id)) ?? 0 }));
  // Targets of the same value are one group: their documents interleave in id order.
  const groups: Array<{ targetIds: number[]; count: number }> = [];
  for (const [i, t] of targets.entries()) {
    const last = groups.at(-1);
    if (last && targets[i - 1].value === t.value) {
      last.targetIds.push(t.id);
      last.count += Number(t.n);
    } else groups.push({ targetIds: [t.id], count: Number(t.n) });
  }
  const total = Number(counted[0].count);
  const inGroups = groups.reduce((sum, group) => sum + group.count, 0);
  const ids = await idsOverGroups(
    [
      ...groups.map((group) => ({
        count: group.count,
        ids: async (offset: number, limit: number) =>
          (
            await knex(link.name)
              .select(`${documentColumn} as id`)
              .whereIn(targetColumn, group.targetIds)
              .orderBy(documentColumn, 'asc')
              .offset(offset)
              .limit(limit)
          ).map((row: { id: number | string }) => Number(row.id)),
      })),
      {
        count: total - inGroups,
        ids: async (offset: number, limit: number) =>
          (
            await knex(`${meta.tableName} as d`)
              .select(`d.${columnOf(meta, 'id')} as id`)
              .where(`d.${columnOf(meta, 'locale')}`, DEFAULT_LOCALE)
              .whereNotExists(
                knex(link.name)
                  .select(documentColumn)
                  .whereRaw('?? = ??', [`${link.name}.${documentColumn}`, `d.${columnOf(meta, 'id')}`]),
              )
              .orderBy(`d.${columnOf(meta, 'id')}`, 'asc')
              .offset(offset)
              .limit(limit)
          ).map((row: { id: number | string }) => Number(row.id)),
      },
    ],
    window.offset,
    window.limit,
  );
  return { ids, total };
}

/** A page of the console's list: deleted documents included, with their flag. */
export async function listForAdmin<T>(uid: ContentUID, request: AdminPageRequest, options: AdminListOptions<T>): Promise<Paged<T>> {
  const { ids, total } = await adminPageIds(uid, request, options as AdminListOptions<unknown>);
  const docs = await withLocales(uid, await rowsByIds(uid, ids, options.populate), options.fields);
  return paged(docs.map(options.toApi), total, request);
}
