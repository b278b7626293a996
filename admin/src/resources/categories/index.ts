import CategoryIcon from '@mui/icons-material/AccountTree';
import { blankDictionaries } from '../../common/dictionaries';
import { defineResource } from '../../common/resource';
import { categoriesApi } from './api';
import { categoriesMessages } from './messages';

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
