import { ADMIN_PRODUCT_SORTS } from '../schemas/admin-content';
import type { ResourceDescriptor } from './define';

export const productResource = {
  path: 'Products',
  shown: true,
  sorts: ADMIN_PRODUCT_SORTS,
  formInputs: [
    'isMenuItem',
    'sizeAndPrice',
    'categoryId',
    'order',
    'woltLink',
    'primaryImageFile',
    'secondaryImageFile',
    'productDictionaries.*.name', 'productDictionaries.*.description',
  ],
} satisfies ResourceDescriptor;
