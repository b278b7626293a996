import ProductIcon from '@mui/icons-material/LocalCafe';
import { blankDictionaries } from '../../common/dictionaries';
import { defineResource } from '../../common/resource';
import { productsMessages } from './messages';
import { ORDER_DEFAULT, productResource, type Product } from '@qahve/config';
import { describedApi, multipartBodies } from '../../api/describedApi';
import type { ResourceApi } from '../../api/dataProvider';
import { MultipartBody, normalizeDictionaries, type FileValue } from '../../api/multipart';

/** The form's values (the record plus the new files). */
interface ProductForm extends Partial<Product> {
  primaryImageFile?: FileValue;
  secondaryImageFile?: FileValue;
  /** The edit form's "Remove image" of the second image (an optional image). */
  removeSecondaryImage?: boolean;
}

type Dictionary = Product['productDictionaries'][number];
const BLANK = { name: '', description: '', imageAlt: '' } as Omit<Dictionary, 'languageId'>;

/**
 * `POST/PUT admin/Products`, multipart: IsMenuItem, SizeAndPrice, CategoryId, Order,
 * WoltLink, ProductDictionaries[i].Name/Description/ImageAlt/LanguageId, PrimaryImageFile, SecondaryImageFile
 * (optional off the menu, required on it) and, on edit, RemoveSecondaryImage when the current one is removed.
 */
function productBody(data: ProductForm, { edit = false } = {}): FormData {
  const isMenuItem = Boolean(data.isMenuItem);
  const body = new MultipartBody()
    .text('IsMenuItem', isMenuItem)
    .text('SizeAndPrice', data.sizeAndPrice ?? '')
    .text('CategoryId', data.categoryId ?? '')
    // A blank order is 1 (the create form defaults it; the server reads blank as 1 on edit).
    .text('Order', data.order ?? (edit ? '' : ORDER_DEFAULT))
    // Create sends the link only when there is one; edit sends it blank to clear it.
    .text('WoltLink', data.woltLink?.trim() ? data.woltLink.trim() : edit ? '' : undefined)
    .dictionaries('ProductDictionaries', normalizeDictionaries(data.productDictionaries, BLANK), {
      name: 'Name',
      description: 'Description',
      imageAlt: 'ImageAlt',
    })
    .file('PrimaryImageFile', data.primaryImageFile);
  if (edit && data.removeSecondaryImage === true && !data.secondaryImageFile) body.text('RemoveSecondaryImage', true);
  else body.file('SecondaryImageFile', data.secondaryImageFile);
  return body.form;
}

const productsApi: ResourceApi<Product> = {
  ...describedApi(productResource),
  drafts: true,
  getOne: 'list',
  fromApi: (item: Product) => ({ ...item, productDictionaries: normalizeDictionaries(item.productDictionaries, BLANK) }),
  ...multipartBodies(productBody),
};

/** Products: the list, and /admin/products/create (also /admin/productcreate), "Product Create". */
export const products = defineResource('products', productsApi, ProductIcon, {
  list: () => import('./ProductList'),
  create: {
    inputs: () => import('./ProductForm').then((form) => form.ProductInputs),
    defaults: () => ({
      isMenuItem: false,
      order: ORDER_DEFAULT,
      productDictionaries: blankDictionaries(['name', 'description', 'imageAlt']),
    }),
  },
  messages: productsMessages,
  aliases: { productcreate: '/products/create' },
  menuOrder: 10,
});
