import { ADMIN_HOME_PRODUCT_SORTS } from '../schemas/admin-content';
import type { ResourceDescriptor } from './define';

export const homeProductResource = {
  path: 'HomeProducts',
  shown: true,
  sorts: ADMIN_HOME_PRODUCT_SORTS,
  formInputs: ['imageFile', 'title', 'description', 'price', 'order', 'productDictionaries.*.name'],
} satisfies ResourceDescriptor;
