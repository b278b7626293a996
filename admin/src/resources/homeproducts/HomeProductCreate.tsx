import { Create, SimpleForm } from 'react-admin';
import { ORDER_DEFAULT } from '@qahve/config';
import { blankDictionaries } from '../../common/dictionaries';
import { FORM_SX, FormToolbar, useCreateOutcome } from '../../common/forms';
import { HomeProductInputs } from './HomeProductInputs';

/** /admin/homeproducts/create (also /admin/homeproductcreate); then /admin/homeproducts (SPEC §4, §8). */
export default function HomeProductCreate() {
  const { done, mutationOptions } = useCreateOutcome({
    successKey: 'app.homeproducts.created',
    errorKey: 'app.homeproducts.create_error',
    redirectTo: '/homeproducts',
  });
  return (
    <Create mutationOptions={mutationOptions} redirect={false}>
      <SimpleForm
        defaultValues={{ order: ORDER_DEFAULT, productDictionaries: blankDictionaries(['name']) }}
        toolbar={<FormToolbar create disabled={done} />}
        sx={FORM_SX}
      >
        <HomeProductInputs />
      </SimpleForm>
    </Create>
  );
}
