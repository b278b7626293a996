import { DEFAULT_LOCALE, type Category, type ListQuery } from '@qahve/config';
import { factories } from '@strapi/strapi';
import { dictionaries, findLocalizedPage, withLocales, type LocalizedDocument, type Row } from '../../../lib/localized-documents';
import { paged, pageWindow } from '../../../lib/paging';

const UID = 'api::category.category';
const ORDER = [{ id: 'asc' as const }];
const PARENT = { parent: { select: ['id'] } };

function toCategory(doc: LocalizedDocument, childrenOf: Map<number | null, LocalizedDocument[]>): Category {
  return {
    id: doc.id,
    parentCategoryId: doc.base.parent?.id ?? null,
    isDeleted: doc.base.isDeleted,
    categoryDictionaries: dictionaries(doc, (row) => ({ name: row.name })),
    subCategories: (childrenOf.get(doc.id) ?? []).map((child) => toCategory(child, childrenOf)),
  };
}

async function allCategories(includeDeleted: boolean) {
  const rows: Row[] = await strapi.db.query(UID).findMany({
    where: { locale: DEFAULT_LOCALE, ...(includeDeleted ? {} : { isDeleted: false }) },
    orderBy: ORDER,
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
    return paged(docs.map((doc) => toCategory(doc, childrenOf)), total, query);
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
}));
