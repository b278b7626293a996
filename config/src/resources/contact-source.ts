import type { NameDictionary } from '../api';
import type { ResourceDescriptor } from './define';

/** The columns its console list sorts on. */
export const CONTACT_SOURCE_SORTABLE = ['id', 'name'] as const;

export const contactSourceResource = {
  path: 'ContactSources',
  shown: true,
  sorts: CONTACT_SOURCE_SORTABLE,
  formInputs: ['contactSourceDictionaries.*.name'],
} satisfies ResourceDescriptor;

// Its answers: what a call of it returns.

export interface ContactSource {
  id: number;
  contactSourceDictionaries: NameDictionary[];
}
