import { lazy } from 'react';
import ProductIcon from '@mui/icons-material/LocalCafe';
import type { ConsoleResource } from '../../common/resource';
import { productsApi } from './api';

export const products: ConsoleResource = {
  name: 'products',
  api: productsApi,
  list: lazy(() => import('./ProductList')),
  create: lazy(() => import('./ProductCreate')),
  icon: ProductIcon,
  aliases: { productcreate: '/products/create' },
};
