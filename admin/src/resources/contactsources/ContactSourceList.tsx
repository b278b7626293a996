import { DataTable } from 'react-admin';
import { localizedTitle } from '../../common/dictionaries';
import { EditModal } from '../../common/forms';
import { LocalizedName } from '../../common/LocalizedName';
import { ResourceList } from '../../common/ResourceList';
import { RowActions } from '../../common/softDelete';
import { ContactSourceInputs } from './ContactSourceInputs';

const title = localizedTitle('contactSourceDictionaries');

/** The survey's contact sources: names (in the console's language, else "Unnamed", SPEC §3), an edit modal, soft delete. */
export default function ContactSourceList() {
  return (
    <ResourceList
      sort={{ field: 'id', order: 'ASC' }}
      search
      card={{ title: 'name', hide: ['id'] }}
      rowActions={<RowActions title={title} />}
      edit={<EditModal maxWidth="sm"><ContactSourceInputs edit /></EditModal>}
    >
      <DataTable.Col source="id" />
      <DataTable.Col source="name">
        <LocalizedName source="contactSourceDictionaries" empty="app.common.unnamed" />
      </DataTable.Col>
    </ResourceList>
  );
}
