import CategoryIcon from '@mui/icons-material/AccountTree';
import { blankDictionaries } from '../../common/dictionaries';
import { defineResource } from '../../common/resource';
import { categoriesMessages } from './messages';
import { categoryResource, type Category } from '@qahve/config';
import { describedApi } from '../../api/describedApi';
import type { ResourceApi } from '../../api/dataProvider';
import { normalizeDictionaries } from '../../api/multipart';
import { flattenTree, type CategoryRow } from '../../common/categoryTree';

interface CategoryForm {
  parentCategoryId?: number | string | null;
  categoryDictionaries?: Category['categoryDictionaries'];
}

/** `POST/PUT admin/Categories`: JSON `{ parentCategoryId, categoryDictionaries: [{ name, languageId }] }`. */
function categoryBody(data: CategoryForm) {
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
const categoriesApi: ResourceApi<CategoryRow> = {
  ...describedApi(categoryResource),
  drafts: true,
  getOne: 'list',
  rows: (items) => flattenTree(items as unknown as Category[]),
  toCreateBody: categoryBody,
  toUpdateBody: categoryBody,
};

/** Categories: the tree, and /admin/categories/create (also /admin/categorycreate), "Category Create", then the list. */
export const categories = defineResource('categories', categoriesApi, CategoryIcon, {
  list: () => import('./CategoryList'),
  create: {
    inputs: () => import('./CategoryList').then((screens) => screens.CategoryInputs),
    defaults: () => ({ parentCategoryId: null, categoryDictionaries: blankDictionaries(['name']) }),
  },
  messages: categoriesMessages,
  aliases: { categorycreate: '/categories/create' },
  menuOrder: 20,
});
