import ProductIcon from '@mui/icons-material/LocalCafe';
import { defineResource } from '../../common/resource';
import { productsApi } from './api';

export const products = defineResource('products', productsApi, ProductIcon, {
  list: () => import('./ProductList'),
  create: () => import('./ProductCreate'),
  aliases: { productcreate: '/products/create' },
});
