import ContactSourceIcon from '@mui/icons-material/Campaign';
import { blankDictionaries } from '../../common/dictionaries';
import { defineResource } from '../../common/resource';
import { contactsourcesMessages } from './messages';
import { contactSourceResource, type AdminContactSource } from '@qahve/config';
import { describedApi } from '../../api/describedApi';
import type { ResourceApi } from '../../api/dataProvider';
import { MultipartBody, normalizeDictionaries } from '../../api/multipart';

type Dictionary = AdminContactSource['contactSourceDictionaries'][number];

/** `POST/PUT admin/ContactSources`, multipart: ContactSourceDictionaries[i].Name/LanguageId. */
function contactSourceBody(data: Partial<AdminContactSource>): FormData {
  return new MultipartBody().dictionaries(
    'ContactSourceDictionaries',
    normalizeDictionaries<Dictionary>(data.contactSourceDictionaries, { name: '' }),
    { name: 'Name' },
  ).form;
}

const contactSourcesApi: ResourceApi<AdminContactSource> = {
  ...describedApi(contactSourceResource),
  getOne: 'endpoint',
  fromApi: (item: AdminContactSource) => ({
    ...item,
    contactSourceDictionaries: normalizeDictionaries<Dictionary>(item.contactSourceDictionaries, { name: '' }),
  }),
  toCreateBody: contactSourceBody,
  toUpdateBody: contactSourceBody,
};

/** Contact sources: the list, and /admin/contactsources/create (also /admin/ContactSourceCreate), three names, then /admin. */
export const contactsources = defineResource('contactsources', contactSourcesApi, ContactSourceIcon, {
  list: () => import('./ContactSourceList'),
  create: {
    inputs: () => import('./ContactSourceList').then((screens) => screens.ContactSourceInputs),
    defaults: () => ({ contactSourceDictionaries: blankDictionaries(['name']) }),
    redirectTo: '/',
  },
  messages: contactsourcesMessages,
  aliases: { ContactSourceCreate: '/contactsources/create' },
  menuOrder: 60,
});
