import { DEFAULT_LANGUAGE_ID, textFor, type Category } from '@qahve/config';
import { normalizeDictionaries } from '../api/multipart';

/**
 * The category tree as list rows: each category, then its subcategories, depth first, with its depth
 * and the ids above it. The list indents by depth; the parent select leaves out a category and
 * everything below it (a parent there would make a cycle).
 */
export interface CategoryRow extends Omit<Category, 'subCategories'> {
  depth: number;
  /** Ids from the top-level category down to the parent. */
  ancestors: number[];
  childCount: number;
}

export function flattenTree(items: Category[], depth = 0, ancestors: number[] = []): CategoryRow[] {
  return items.flatMap(({ subCategories, ...category }) => [
    {
      ...category,
      categoryDictionaries: normalizeDictionaries(category.categoryDictionaries, { name: '' }),
      depth,
      ancestors,
      childCount: subCategories?.length ?? 0,
    },
    ...flattenTree(subCategories ?? [], depth + 1, [...ancestors, category.id]),
  ]);
}

/** The Azerbaijani name, or undefined (shown as "Unnamed"). */
export function azerbaijaniName(row: Pick<Category, 'categoryDictionaries'>): string | undefined {
  return textFor(row.categoryDictionaries, DEFAULT_LANGUAGE_ID);
}

/** Categories that may be the parent of `selfId` (all of them for a new category). */
export function parentChoices(rows: CategoryRow[], selfId?: number | string | null): CategoryRow[] {
  if (selfId === undefined || selfId === null || selfId === '') return rows;
  const self = Number(selfId);
  return rows.filter((row) => row.id !== self && !row.ancestors.includes(self));
}

/** "Qəhvə → Espresso": the names from the top, joined with an arrow. */
export function pathLabel(row: CategoryRow, byId: Map<number, CategoryRow>, name: (row: CategoryRow) => string): string {
  return [...row.ancestors.map((id) => byId.get(id)).filter((r): r is CategoryRow => Boolean(r)), row].map(name).join(' → ');
}
