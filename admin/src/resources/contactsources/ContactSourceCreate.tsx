import { Create, SimpleForm } from 'react-admin';
import { ADMIN_MESSAGES as M } from '@qahve/config';
import { blankDictionaries } from '../../common/dictionaries';
import { DictionaryInputs } from '../../common/DictionaryInputs';
import { FORM_SX, FormToolbar, useCreateOutcome } from '../../common/forms';

/** /admin/contactsources/create (also /admin/ContactSourceCreate): three names; then /admin (SPEC §4, §8). */
export default function ContactSourceCreate() {
  const { done, mutationOptions } = useCreateOutcome({
    successKey: 'app.contactsources.created',
    errorKey: 'app.contactsources.create_error',
    redirectTo: '/',
  });
  return (
    <Create mutationOptions={mutationOptions} redirect={false}>
      <SimpleForm defaultValues={{ contactSourceDictionaries: blankDictionaries(['name']) }} toolbar={<FormToolbar create disabled={done} />} sx={FORM_SX}>
        <DictionaryInputs source="contactSourceDictionaries" fields={[{ name: 'name', requiredMessage: M.contactSourceNameRequired }]} />
      </SimpleForm>
    </Create>
  );
}
