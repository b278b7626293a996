import { ORDER_DEFAULT } from '@qahve/config';
import { blankDictionaries } from '../../common/dictionaries';
import { createScreen } from '../../common/forms';
import { CarouselInputs } from './CarouselInputs';

/** /admin/carousels/create (also /admin/carousels-create); then /admin/carousels (SPEC §4, §8). */
export default createScreen(CarouselInputs, () => ({ order: ORDER_DEFAULT, carouselDictionaries: blankDictionaries(['content']) }));
