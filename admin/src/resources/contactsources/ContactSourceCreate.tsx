import { blankDictionaries } from '../../common/dictionaries';
import { createScreen } from '../../common/forms';
import { ContactSourceInputs } from './ContactSourceInputs';

/** /admin/contactsources/create (also /admin/ContactSourceCreate): three names; then /admin (SPEC §4, §8). */
export default createScreen(ContactSourceInputs, () => ({ contactSourceDictionaries: blankDictionaries(['name']) }), { redirectTo: '/' });
