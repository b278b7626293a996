import { ADMIN_CAROUSEL_SORTS } from '../schemas/admin-content';
import type { ResourceDescriptor } from './define';

export const carouselResource = {
  path: 'Carousels',
  shown: true,
  sorts: ADMIN_CAROUSEL_SORTS,
  formInputs: ['imageFile', 'order', 'carouselDictionaries.*.content'],
} satisfies ResourceDescriptor;
