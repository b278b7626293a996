import { ADMIN_MESSAGES as M } from '@qahve/config';
import { LocalizedNameInputs } from '../../common/DictionaryInputs';

/** A contact source's inputs: its three names. */
export function ContactSourceInputs({ edit = false }: { edit?: boolean }) {
  return <LocalizedNameInputs source="contactSourceDictionaries" requiredMessage={M.contactSourceNameRequired} edit={edit} />;
}
