import { ORDER_DEFAULT } from '@qahve/config';
import { blankDictionaries } from '../../common/dictionaries';
import { CreateForm } from '../../common/forms';
import { CarouselInputs } from './CarouselInputs';

/** /admin/carousels/create (also /admin/carousels-create); then /admin/carousels (SPEC §4, §8). */
export default function CarouselCreate() {
  return (
    <CreateForm
      successKey="app.carousels.created"
      errorKey="app.carousels.create_error"
      redirectTo="/carousels"
      defaultValues={{ order: ORDER_DEFAULT, carouselDictionaries: blankDictionaries(['content']) }}
    >
      <CarouselInputs />
    </CreateForm>
  );
}
