import { ADMIN_BRANCH_SORTS } from '../schemas/admin-content';
import type { ResourceDescriptor } from './define';

export const branchResource = {
  path: 'Branches',
  shown: true,
  sorts: ADMIN_BRANCH_SORTS,
  // A new branch's photos (`imageFiles`); an edit adds (`newImages`) and removes (`removeImageIds`).
  formInputs: ['imageFiles', 'newImages', 'removeImageIds', 'branchDictionaries.*.name'],
} satisfies ResourceDescriptor;
