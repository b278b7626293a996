import ProductIcon from '@mui/icons-material/LocalCafe';
import { ORDER_DEFAULT } from '@qahve/config';
import { blankDictionaries } from '../../common/dictionaries';
import { defineResource } from '../../common/resource';
import { productsApi } from './api';
import { productsMessages } from './messages';

/** Products: the list, and /admin/products/create (also /admin/productcreate), "Product Create". */
export const products = defineResource('products', productsApi, ProductIcon, {
  list: () => import('./ProductList'),
  create: {
    inputs: () => import('./ProductForm').then((form) => form.ProductInputs),
    defaults: () => ({ isMenuItem: false, order: ORDER_DEFAULT, productDictionaries: blankDictionaries(['name', 'description']) }),
  },
  messages: productsMessages,
  aliases: { productcreate: '/products/create' },
  menuOrder: 10,
});
