import ContactSourceIcon from '@mui/icons-material/Campaign';
import { blankDictionaries } from '../../common/dictionaries';
import { defineResource } from '../../common/resource';
import { contactSourcesApi } from './api';
import { contactsourcesMessages } from './messages';

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
