import { Box } from '@mui/material';
import { DataTable, List, SearchInput, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ADMIN_PAGE_SIZE, type AdminContactSource } from '@qahve/config';
import { displayText } from '../../common/dictionaries';
import { DictionaryInputs } from '../../common/DictionaryInputs';
import { EditModal } from '../../common/forms';
import { ListActions } from '../../common/ListActions';
import { MissingTranslations } from '../../common/MissingTranslations';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';
import { RowActions } from '../../common/softDelete';

const title = (record: RaRecord, locale: string) =>
  displayText((record as AdminContactSource).contactSourceDictionaries, locale) ?? `#${record.id}`;

/** The name in the console's language, else "Unnamed" (SPEC §3). */
function Name() {
  const record = useRecordContext<AdminContactSource>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{displayText(record.contactSourceDictionaries, locale) ?? translate('app.common.unnamed')}</span>
      <MissingTranslations source="contactSourceDictionaries" />
    </Box>
  );
}

/** The survey's contact sources: names, an edit modal, soft delete. */
export default function ContactSourceList() {
  const [locale] = useLocaleState();
  return (
    <List
      resource="contactsources"
      sort={{ field: 'id', order: 'ASC' }}
      perPage={ADMIN_PAGE_SIZE}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      exporter={false}
      actions={<ListActions />}
      empty={false}
    >
      <ResponsiveDataTable card={{ title: 'name', hide: ['id'] }}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name">
          <Name />
        </DataTable.Col>
        <DataTable.Col source="actions" label="app.common.actions" disableSort>
          <RowActions title={(r) => title(r, locale)} />
        </DataTable.Col>
      </ResponsiveDataTable>
      <EditModal maxWidth="sm" errorKey="app.contactsources.update_error">
        <DictionaryInputs source="contactSourceDictionaries" fields={[{ name: 'name' }]} noValidation />
      </EditModal>
    </List>
  );
}
