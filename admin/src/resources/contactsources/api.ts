import { contactSourceResource, type AdminContactSource } from '@qahve/config';
import { describedApi } from '../../api/describedApi';
import type { ResourceApi } from '../../api/dataProvider';
import { MultipartBody, normalizeDictionaries } from '../../api/multipart';

type Dictionary = AdminContactSource['contactSourceDictionaries'][number];

/** `POST/PUT admin/ContactSources`, multipart: ContactSourceDictionaries[i].Name/LanguageId. */
export function contactSourceBody(data: Partial<AdminContactSource>): FormData {
  return new MultipartBody().dictionaries(
    'ContactSourceDictionaries',
    normalizeDictionaries<Dictionary>(data.contactSourceDictionaries, { name: '' }),
    { name: 'Name' },
  ).form;
}

export const contactSourcesApi: ResourceApi<AdminContactSource> = {
  ...describedApi(contactSourceResource),
  getOne: 'endpoint',
  fromApi: (item: AdminContactSource) => ({
    ...item,
    contactSourceDictionaries: normalizeDictionaries<Dictionary>(item.contactSourceDictionaries, { name: '' }),
  }),
  toCreateBody: contactSourceBody,
  toUpdateBody: contactSourceBody,
};
