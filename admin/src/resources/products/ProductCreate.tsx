import { ORDER_DEFAULT } from '@qahve/config';
import { blankDictionaries } from '../../common/dictionaries';
import { CreateForm } from '../../common/forms';
import { ProductInputs } from './ProductForm';

/** /admin/products/create (also /admin/productcreate): "Product Create" (SPEC §2, §4, §8). */
export default function ProductCreate() {
  return (
    <CreateForm
      successKey="app.products.created"
      errorKey="app.products.create_error"
      redirectTo="/products"
      defaultValues={{ isMenuItem: false, order: ORDER_DEFAULT, productDictionaries: blankDictionaries(['name', 'description']) }}
    >
      <ProductInputs />
    </CreateForm>
  );
}
