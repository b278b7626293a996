import { ORDER_DEFAULT } from '@qahve/config';
import { blankDictionaries } from '../../common/dictionaries';
import { createScreen } from '../../common/forms';
import { ProductInputs } from './ProductForm';

/** /admin/products/create (also /admin/productcreate): "Product Create" (SPEC §2, §4, §8). */
export default createScreen(ProductInputs, () => ({ isMenuItem: false, order: ORDER_DEFAULT, productDictionaries: blankDictionaries(['name', 'description']) }));
