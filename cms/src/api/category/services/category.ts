import {
  ADMIN_CONTENT_MESSAGES as C,
  DEFAULT_LOCALE,
  type AdminListQuery,
  type categoryResource,
  type Category,
  type CategoryUpdate,
  type categoryCreateSchema,
  type ListQuery,
  type z,
} from '@qahve/config';
import { factories } from '@strapi/strapi';
import { fieldError } from '../../../lib/http/api-error';
import {
  adminPageIds,
  byLocale,
  dictionaries,
  existsLocalized,
  findLocalizedById,
  findLocalizedPage,
  withLocales,
  type LocalizedDocument,
  type Row,
} from '../../../lib/content/localized-documents';
import { localizedWrites } from '../../../lib/content/localized-service';
import { paged, pageWindow } from '../../../lib/http/paging';

const UID = 'api::category.category';
const ORDER = [{ id: 'asc' as const }];
const PARENT = { parent: { select: ['id'] } };

export type CategoryCreate = z.output<typeof categoryCreateSchema>;

function toCategory(doc: LocalizedDocument, childrenOf: Map<number | null, LocalizedDocument[]>): Category {
  return {
    id: doc.id,
    parentCategoryId: doc.base.parent?.id ?? null,
    isDeleted: doc.base.isDeleted,
    categoryDictionaries: dictionaries(doc, (row) => ({ name: row.name })),
    subCategories: (childrenOf.get(doc.id) ?? []).map((child) => toCategory(child, childrenOf)),
  };
}

async function allCategories(includeDeleted: boolean, orderBy: Array<Record<string, 'asc' | 'desc'>> = ORDER) {
  const rows: Row[] = await strapi.db.query(UID).findMany({
    where: { locale: DEFAULT_LOCALE, ...(includeDeleted ? {} : { isDeleted: false }) },
    orderBy,
    populate: PARENT,
  });
  return withLocales(UID, rows, ['name']);
}

function byParent(docs: LocalizedDocument[]) {
  const childrenOf = new Map<number | null, LocalizedDocument[]>();
  for (const doc of docs) {
    const parentId = doc.base.parent?.id ?? null;
    childrenOf.set(parentId, [...(childrenOf.get(parentId) ?? []), doc]);
  }
  return childrenOf;
}

/** id -> parent id of every category, deleted ones included. */
async function parentMap(): Promise<Map<number, number | null>> {
  const rows: Row[] = await strapi.db.query(UID).findMany({ select: ['id'], where: { locale: DEFAULT_LOCALE }, populate: PARENT });
  return new Map(rows.map((row) => [row.id, row.parent?.id ?? null]));
}

/** A parent must exist; on edit it must not be the category itself or one of its descendants. */
async function checkParent(parentId: number | null | undefined, id?: number) {
  if (parentId === null || parentId === undefined) return;
  if (id === undefined) {
    if (!(await existsLocalized(UID, parentId))) throw fieldError(400, 'parentCategoryId', C.parentCategoryUnknown);
    return;
  }
  const parents = await parentMap();
  if (!parents.has(parentId)) throw fieldError(400, 'parentCategoryId', C.parentCategoryUnknown);
  const seen = new Set<number>();
  for (let at: number | null = parentId; at !== null && !seen.has(at); at = parents.get(at) ?? null) {
    if (at === id) throw fieldError(400, 'parentCategoryId', C.categoryCycle);
    seen.add(at);
  }
}

async function adminFind(id: number): Promise<Category | null> {
  const doc = await findLocalizedById(UID, id, { populate: PARENT, fields: ['name'] });
  if (!doc) return null;
  return toCategory(doc, byParent(await allCategories(true)));
}

export default factories.createCoreService(UID, () => ({
  /** Top-level categories, paged in the database, each with its nested subcategories. */
  async listTree(query: ListQuery, { includeDeleted = false } = {}) {
    const { docs, total } = await findLocalizedPage(UID, {
      where: { parent: { id: { $null: true } }, ...(includeDeleted ? {} : { isDeleted: false }) },
      orderBy: ORDER,
      populate: PARENT,
      ...pageWindow(query),
      fields: ['name'],
    });
    const childrenOf = byParent(await allCategories(includeDeleted));
    return paged(
      docs.map((doc) => toCategory(doc, childrenOf)),
      total,
      query,
    );
  },

  /** The ids of a category and of every category below it that the public may see. */
  async visibleSubtreeIds(rootId: number): Promise<number[]> {
    const childrenOf = byParent(await allCategories(false));
    const visible = new Set([...childrenOf.values()].flat().map((doc) => doc.id));
    if (!visible.has(rootId)) return [];
    const ids: number[] = [];
    const stack = [rootId];
    while (stack.length > 0) {
      const id = stack.pop()!;
      ids.push(id);
      for (const child of childrenOf.get(id) ?? []) stack.push(child.id);
    }
    return ids;
  },

  /**
   * The console's tree: every category, deleted ones with their flag. The top level is paged and
   * sorted in the database; every level below is sorted the same way. With `q`, the database finds
   * the categories whose name (any language) matches; the tree keeps those, with everything below
   * them, and the path above them.
   */
  async adminTree(query: AdminListQuery<(typeof categoryResource.sorts)[number]>) {
    const orderBy = [{ [query.sortBy ?? 'id']: query.sortOrder }, ...(query.sortBy && query.sortBy !== 'id' ? ORDER : [])];
    const all = await allCategories(true, orderBy as Array<Record<string, 'asc' | 'desc'>>);
    let childrenOf = byParent(all);
    let topLevelIds: number[] | undefined;

    if (query.q) {
      const { ids: matched } = await adminPageIds(
        UID,
        { q: query.q, isPaginated: false, pageNumber: 1, pageSize: 1 },
        { sorts: {}, defaultOrder: [{ attribute: 'id', order: 'asc' }], searchFields: ['name'], fields: [], toApi: () => null },
      );
      const parents = new Map(all.map((doc) => [doc.id, (doc.base.parent?.id ?? null) as number | null]));
      const kept = new Set<number>();
      const below = (id: number) => {
        kept.add(id);
        for (const child of childrenOf.get(id) ?? []) below(child.id);
      };
      for (const id of matched) {
        below(id);
        for (let at = parents.get(id) ?? null; at !== null && !kept.has(at); at = parents.get(at) ?? null) kept.add(at);
      }
      childrenOf = byParent(all.filter((doc) => kept.has(doc.id)));
      topLevelIds = (childrenOf.get(null) ?? []).map((doc) => doc.id);
    }

    const { docs, total } = await findLocalizedPage(UID, {
      where: { parent: { id: { $null: true } }, ...(topLevelIds ? { id: { $in: topLevelIds } } : {}) },
      orderBy: orderBy as Array<Record<string, 'asc' | 'desc'>>,
      populate: PARENT,
      ...pageWindow(query),
      fields: ['name'],
    });
    return paged(
      docs.map((doc) => toCategory(doc, childrenOf)),
      total,
      query,
    );
  },

  adminFind,

  ...localizedWrites<Category, CategoryCreate, CategoryUpdate>(UID, {
    // A parent that would make a cycle is refused (400).
    check: (input, id) => checkParent(input.parentCategoryId, id),
    create: (input) => ({
      shared: { isDeleted: false },
      localized: byLocale(input.categoryDictionaries, (d) => ({ name: d.name })),
      relations: { parent: { target: UID, id: input.parentCategoryId ?? null } },
    }),
    update: (input) => ({
      localized: byLocale(input.categoryDictionaries, (d) => ({ name: d.name })),
      relations: input.parentCategoryId !== undefined ? { parent: { target: UID, id: input.parentCategoryId } } : undefined,
    }),
    find: adminFind,
  }),
}));
