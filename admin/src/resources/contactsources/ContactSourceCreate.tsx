import { ADMIN_MESSAGES as M } from '@qahve/config';
import { blankDictionaries } from '../../common/dictionaries';
import { DictionaryInputs } from '../../common/DictionaryInputs';
import { CreateForm } from '../../common/forms';

/** /admin/contactsources/create (also /admin/ContactSourceCreate): three names; then /admin (SPEC §4, §8). */
export default function ContactSourceCreate() {
  return (
    <CreateForm
      successKey="app.contactsources.created"
      errorKey="app.contactsources.create_error"
      redirectTo="/"
      defaultValues={{ contactSourceDictionaries: blankDictionaries(['name']) }}
    >
      <DictionaryInputs source="contactSourceDictionaries" fields={[{ name: 'name', requiredMessage: M.contactSourceNameRequired }]} />
    </CreateForm>
  );
}
