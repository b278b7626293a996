import { DataTable } from 'react-admin';
import { ADMIN_MESSAGES as M } from '@qahve/config';
import { localizedTitle } from '../../common/dictionaries';
import { LocalizedNameInputs } from '../../common/DictionaryInputs';
import { EditModal } from '../../common/EditModal';
import { LocalizedName } from '../../common/LocalizedName';
import { ResourceList } from '../../common/ResourceList';
import { RowActions } from '../../common/RowActions';

const title = localizedTitle('contactSourceDictionaries');

/** A contact source's inputs, of the edit modal and the create screen: its three names. */
export function ContactSourceInputs({ edit = false }: { edit?: boolean }) {
  return <LocalizedNameInputs source="contactSourceDictionaries" requiredMessage={M.contactSourceNameRequired} edit={edit} />;
}

/** The survey's contact sources: names (in the console's language, else "Unnamed"), an edit modal, soft delete. */
export default function ContactSourceList() {
  return (
    <ResourceList
      sort={{ field: 'id', order: 'ASC' }}
      search
      card={{ title: 'name', hide: ['id'] }}
      rowActions={<RowActions title={title} />}
      edit={
        <EditModal maxWidth="sm">
          <ContactSourceInputs edit />
        </EditModal>
      }
    >
      <DataTable.Col source="id" />
      <DataTable.Col source="name">
        <LocalizedName source="contactSourceDictionaries" empty="app.common.unnamed" />
      </DataTable.Col>
    </ResourceList>
  );
}
