import HomeIcon from '@mui/icons-material/Storefront';
import { blankDictionaries } from '../../common/dictionaries';
import { defineResource } from '../../common/resource';
import { homeproductsMessages } from './messages';
import { homeProductResource, ORDER_DEFAULT, type HomeProduct } from '@qahve/config';
import { describedApi, multipartBodies } from '../../api/describedApi';
import type { ResourceApi } from '../../api/dataProvider';
import { MultipartBody, normalizeDictionaries, type FileValue } from '../../api/multipart';

interface HomeProductForm extends Partial<HomeProduct> {
  imageFile?: FileValue;
}

type Dictionary = HomeProduct['productDictionaries'][number];
const BLANK = { name: '', imageAlt: '' } as Omit<Dictionary, 'languageId'>;

/**
 * `POST/PUT admin/HomeProducts`, multipart: ImageFile, Title, Description, Price, Order,
 * ProductDictionaries[i].Name/ImageAlt/LanguageId. On edit a blank price is 0 and a blank order 1 (the server's rule).
 */
function homeProductBody(data: HomeProductForm, { edit = false } = {}): FormData {
  return new MultipartBody()
    .text('Title', data.title ?? '')
    .text('Description', data.description ?? '')
    .text('Price', data.price ?? (edit ? '' : undefined))
    .text('Order', data.order ?? (edit ? '' : ORDER_DEFAULT))
    .dictionaries('ProductDictionaries', normalizeDictionaries(data.productDictionaries, BLANK), { name: 'Name', imageAlt: 'ImageAlt' })
    .file('ImageFile', data.imageFile).form;
}

const homeProductsApi: ResourceApi<HomeProduct> = {
  ...describedApi(homeProductResource),
  drafts: true,
  getOne: 'list',
  fromApi: (item: HomeProduct) => ({ ...item, productDictionaries: normalizeDictionaries(item.productDictionaries, BLANK) }),
  ...multipartBodies(homeProductBody),
};

/** Home products: the list, and /admin/homeproducts/create (also /admin/homeproductcreate), then the list. */
export const homeproducts = defineResource('homeproducts', homeProductsApi, HomeIcon, {
  list: () => import('./HomeProductList'),
  create: {
    inputs: () => import('./HomeProductList').then((screens) => screens.HomeProductInputs),
    defaults: () => ({ order: ORDER_DEFAULT, productDictionaries: blankDictionaries(['name', 'imageAlt']) }),
  },
  messages: homeproductsMessages,
  aliases: { homeproductcreate: '/homeproducts/create' },
  menuOrder: 30,
});
