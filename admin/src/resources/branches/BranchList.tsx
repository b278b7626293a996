import { Box, Chip, Stack } from '@mui/material';
import { DataTable, List, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ADMIN_PAGE_SIZE, type Branch } from '@qahve/config';
import { displayText } from '../../common/dictionaries';
import { EditModal } from '../../common/forms';
import { ListActions } from '../../common/ListActions';
import { MissingTranslations } from '../../common/MissingTranslations';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';
import { RowActions } from '../../common/softDelete';
import { Thumb } from '../../common/Thumb';
import { BranchInputs } from './BranchInputs';

/** Photos shown per row before "+n". */
const SHOWN_PHOTOS = 4;

const title = (record: RaRecord, locale: string) => displayText((record as Branch).branchDictionaries, locale) ?? `#${record.id}`;

function Photos() {
  const record = useRecordContext<Branch>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!record) return null;
  const images = record.branchImages ?? [];
  if (images.length === 0) return <Thumb src={null} alt="" />;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      {images.slice(0, SHOWN_PHOTOS).map((image, i) => (
        <Thumb key={image.id} src={image.imageUrl} srcSet={image.imageSrcSet} alt={`${title(record, locale)} — ${translate('app.common.photo', { index: i + 1 })}`} size={56} />
      ))}
      {images.length > SHOWN_PHOTOS ? <Chip size="small" label={translate('app.common.more_photos', { count: images.length - SHOWN_PHOTOS })} /> : null}
    </Stack>
  );
}

function Names() {
  const record = useRecordContext<Branch>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{displayText(record.branchDictionaries, locale) ?? translate('app.common.no_name')}</span>
      <MissingTranslations source="branchDictionaries" />
    </Box>
  );
}

/** Branches (SPEC §2, route BranchesList): photos, names, an edit modal (add and remove photos), delete and revert. */
export default function BranchList() {
  const [locale] = useLocaleState();
  return (
    <List resource="branches" sort={{ field: 'id', order: 'ASC' }} perPage={ADMIN_PAGE_SIZE} exporter={false} actions={<ListActions />} empty={false}>
      <ResponsiveDataTable card={{ title: 'name' }}>
        <DataTable.Col source="branchImages" disableSort>
          <Photos />
        </DataTable.Col>
        <DataTable.Col source="name" disableSort>
          <Names />
        </DataTable.Col>
        <DataTable.Col source="actions" label="app.common.actions" disableSort>
          <RowActions title={(r) => title(r, locale)} />
        </DataTable.Col>
      </ResponsiveDataTable>
      <EditModal errorKey="app.branches.update_error">
        <BranchInputs edit />
      </EditModal>
    </List>
  );
}
