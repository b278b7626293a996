import { Create, SimpleForm } from 'react-admin';
import { ORDER_DEFAULT } from '@qahve/config';
import { blankDictionaries } from '../../common/dictionaries';
import { FORM_SX, FormToolbar, useCreateOutcome } from '../../common/forms';
import { CarouselInputs } from './CarouselInputs';

/** /admin/carousels/create (also /admin/carousels-create); then /admin/carousels (SPEC §4, §8). */
export default function CarouselCreate() {
  const { done, mutationOptions } = useCreateOutcome({
    successKey: 'app.carousels.created',
    errorKey: 'app.carousels.create_error',
    redirectTo: '/carousels',
  });
  return (
    <Create mutationOptions={mutationOptions} redirect={false}>
      <SimpleForm
        defaultValues={{ order: ORDER_DEFAULT, carouselDictionaries: blankDictionaries(['content']) }}
        toolbar={<FormToolbar create disabled={done} />}
        sx={FORM_SX}
      >
        <CarouselInputs />
      </SimpleForm>
    </Create>
  );
}
