import HomeIcon from '@mui/icons-material/Storefront';
import { defineResource } from '../../common/resource';
import { homeProductsApi } from './api';

export const homeproducts = defineResource('homeproducts', homeProductsApi, HomeIcon, {
  list: () => import('./HomeProductList'),
  create: () => import('./HomeProductCreate'),
  aliases: { homeproductcreate: '/homeproducts/create' },
});
