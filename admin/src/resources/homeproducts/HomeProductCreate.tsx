import { ORDER_DEFAULT } from '@qahve/config';
import { blankDictionaries } from '../../common/dictionaries';
import { createScreen } from '../../common/forms';
import { HomeProductInputs } from './HomeProductInputs';

/** /admin/homeproducts/create (also /admin/homeproductcreate); then /admin/homeproducts (SPEC §4, §8). */
export default createScreen(HomeProductInputs, () => ({ order: ORDER_DEFAULT, productDictionaries: blankDictionaries(['name']) }));
