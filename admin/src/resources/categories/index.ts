import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/AccountTree';
import type { ConsoleResource } from '../../common/resource';
import { categoriesApi } from './api';

export const categories: ConsoleResource = {
  name: 'categories',
  api: categoriesApi,
  list: lazy(() => import('./CategoryList')),
  create: lazy(() => import('./CategoryCreate')),
  icon: CategoryIcon,
  aliases: { categorycreate: '/categories/create' },
};
