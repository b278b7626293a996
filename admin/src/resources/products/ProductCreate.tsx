import { Create, SimpleForm } from 'react-admin';
import { ORDER_DEFAULT } from '@qahve/config';
import { blankDictionaries } from '../../common/dictionaries';
import { FORM_SX, FormToolbar, useCreateOutcome } from '../../common/forms';
import { ProductInputs } from './ProductForm';

/** /admin/products/create (also /admin/productcreate): "Product Create" (SPEC §2, §4, §8). */
export default function ProductCreate() {
  const { done, mutationOptions } = useCreateOutcome({
    successKey: 'app.products.created',
    errorKey: 'app.products.create_error',
    redirectTo: '/products',
  });
  return (
    <Create mutationOptions={mutationOptions} redirect={false}>
      <SimpleForm
        defaultValues={{ isMenuItem: false, order: ORDER_DEFAULT, productDictionaries: blankDictionaries(['name', 'description']) }}
        toolbar={<FormToolbar create disabled={done} />}
        sx={FORM_SX}
      >
        <ProductInputs />
      </SimpleForm>
    </Create>
  );
}
