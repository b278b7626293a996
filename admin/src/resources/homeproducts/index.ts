import HomeIcon from '@mui/icons-material/Storefront';
import { ORDER_DEFAULT } from '@qahve/config';
import { blankDictionaries } from '../../common/dictionaries';
import { defineResource } from '../../common/resource';
import { homeProductsApi } from './api';
import { homeproductsMessages } from './messages';

/** Home products: the list, and /admin/homeproducts/create (also /admin/homeproductcreate), then the list. */
export const homeproducts = defineResource('homeproducts', homeProductsApi, HomeIcon, {
  list: () => import('./HomeProductList'),
  create: {
    inputs: () => import('./HomeProductList').then((screens) => screens.HomeProductInputs),
    defaults: () => ({ order: ORDER_DEFAULT, productDictionaries: blankDictionaries(['name']) }),
  },
  messages: homeproductsMessages,
  aliases: { homeproductcreate: '/homeproducts/create' },
  menuOrder: 30,
});
