import { ADMIN_CATEGORY_SORTS } from '../schemas/admin-content';
import type { ResourceDescriptor } from './define';

export const categoryResource = {
  path: 'Categories',
  shown: true,
  sorts: ADMIN_CATEGORY_SORTS,
  formInputs: ['parentCategoryId', 'categoryDictionaries.*.name'],
} satisfies ResourceDescriptor;
