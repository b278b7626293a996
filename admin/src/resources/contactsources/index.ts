import { lazy } from 'react';
import ContactSourceIcon from '@mui/icons-material/Campaign';
import type { ConsoleResource } from '../../common/resource';
import { contactSourcesApi } from './api';

export const contactsources: ConsoleResource = {
  name: 'contactsources',
  api: contactSourcesApi,
  list: lazy(() => import('./ContactSourceList')),
  create: lazy(() => import('./ContactSourceCreate')),
  icon: ContactSourceIcon,
  aliases: { ContactSourceCreate: '/contactsources/create' },
};
