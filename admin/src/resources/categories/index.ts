import CategoryIcon from '@mui/icons-material/AccountTree';
import { defineResource } from '../../common/resource';
import { categoriesApi } from './api';

export const categories = defineResource('categories', categoriesApi, CategoryIcon, {
  list: () => import('./CategoryList'),
  create: () => import('./CategoryCreate'),
  aliases: { categorycreate: '/categories/create' },
});
