import { categoryResource, type Category } from '@qahve/config';
import { describedApi } from '../../api/describedApi';
import type { ResourceApi } from '../../api/dataProvider';
import { normalizeDictionaries } from '../../api/multipart';
import { flattenTree, type CategoryRow } from '../../common/categoryTree';

export interface CategoryForm {
  parentCategoryId?: number | string | null;
  categoryDictionaries?: Category['categoryDictionaries'];
}

/** `POST/PUT admin/Categories`: JSON `{ parentCategoryId, categoryDictionaries: [{ name, languageId }] }`. */
export function categoryBody(data: CategoryForm) {
  const parent = data.parentCategoryId;
  return {
    parentCategoryId: parent === undefined || parent === null || parent === '' ? null : Number(parent),
    categoryDictionaries: normalizeDictionaries(data.categoryDictionaries, { name: '' }).map(({ name, languageId }) => ({
      name: name ?? '',
      languageId,
    })),
  };
}

/**
 * The list answers the tree, its top level paged; the rows are the tree flattened (the total stays
 * the number of top-level categories, which is what the pages count).
 */
export const categoriesApi: ResourceApi<CategoryRow> = {
  ...describedApi(categoryResource),
  getOne: 'list',
  rows: (items) => flattenTree(items as unknown as Category[]),
  toCreateBody: categoryBody,
  toUpdateBody: categoryBody,
};
