import { REVIEW_SORTABLE } from '../schemas/admin-moderation';
import type { ResourceDescriptor } from './define';

export const reviewResource = {
  path: 'Reviews',
  shown: true,
  sorts: REVIEW_SORTABLE,
  formInputs: ['feedback'],
} satisfies ResourceDescriptor;
