import { ORDER_DEFAULT } from '@qahve/config';
import { blankDictionaries } from '../../common/dictionaries';
import { CreateForm } from '../../common/forms';
import { HomeProductInputs } from './HomeProductInputs';

/** /admin/homeproducts/create (also /admin/homeproductcreate); then /admin/homeproducts (SPEC §4, §8). */
export default function HomeProductCreate() {
  return (
    <CreateForm
      successKey="app.homeproducts.created"
      errorKey="app.homeproducts.create_error"
      redirectTo="/homeproducts"
      defaultValues={{ order: ORDER_DEFAULT, productDictionaries: blankDictionaries(['name']) }}
    >
      <HomeProductInputs />
    </CreateForm>
  );
}
