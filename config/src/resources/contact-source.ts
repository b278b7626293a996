import { CONTACT_SOURCE_SORTABLE } from '../schemas/admin-moderation';
import type { ResourceDescriptor } from './define';

export const contactSourceResource = {
  path: 'ContactSources',
  shown: true,
  sorts: CONTACT_SOURCE_SORTABLE,
  formInputs: ['contactSourceDictionaries.*.name'],
} satisfies ResourceDescriptor;
