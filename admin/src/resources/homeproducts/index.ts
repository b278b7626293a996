import { lazy } from 'react';
import HomeIcon from '@mui/icons-material/Storefront';
import type { ConsoleResource } from '../../common/resource';
import { homeProductsApi } from './api';

export const homeproducts: ConsoleResource = {
  name: 'homeproducts',
  api: homeProductsApi,
  list: lazy(() => import('./HomeProductList')),
  create: lazy(() => import('./HomeProductCreate')),
  icon: HomeIcon,
  aliases: { homeproductcreate: '/homeproducts/create' },
};
