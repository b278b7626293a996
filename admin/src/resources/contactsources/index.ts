import ContactSourceIcon from '@mui/icons-material/Campaign';
import { defineResource } from '../../common/resource';
import { contactSourcesApi } from './api';

export const contactsources = defineResource('contactsources', contactSourcesApi, ContactSourceIcon, {
  list: () => import('./ContactSourceList'),
  create: () => import('./ContactSourceCreate'),
  aliases: { ContactSourceCreate: '/contactsources/create' },
});
