import { Box } from '@mui/material';
import { DataTable, List, NumberField, Pagination, SearchInput, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ADMIN_PAGE_SIZE, HOME_CURRENCY, numberLocale, type HomeProduct, type LanguageCode } from '@qahve/config';
import { displayText } from '../../common/dictionaries';
import { EditModal } from '../../common/forms';
import { ListActions } from '../../common/ListActions';
import { MissingTranslations } from '../../common/MissingTranslations';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';
import { RowActions } from '../../common/softDelete';
import { Thumb } from '../../common/Thumb';
import { HomeProductInputs } from './HomeProductInputs';

const title = (record: RaRecord, locale: string) => displayText((record as HomeProduct).productDictionaries, locale) ?? (record as HomeProduct).title ?? `#${record.id}`;

function Name() {
  const record = useRecordContext<HomeProduct>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{displayText(record.productDictionaries, locale) ?? translate('app.common.no_name')}</span>
      <MissingTranslations source="productDictionaries" />
    </Box>
  );
}

/** Home products (SPEC §2): image, name, description, price and order, an edit modal, soft delete (deleted rows shown). */
export default function HomeProductList() {
  const [locale] = useLocaleState();
  return (
    <List
      resource="homeproducts"
      sort={{ field: 'order', order: 'ASC' }}
      perPage={ADMIN_PAGE_SIZE}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      exporter={false}
      actions={<ListActions />}
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <ResponsiveDataTable card={{ title: 'name', media: ['imageUrl'] }}>
        <DataTable.Col
          source="imageUrl"
          disableSort
          render={(record: HomeProduct) => <Thumb src={record.imageUrl} srcSet={record.imageSrcSet} alt={title(record, locale)} />}
        />
        <DataTable.Col source="name" disableSort>
          <Name />
        </DataTable.Col>
        <DataTable.Col source="description" disableSort sx={{ maxWidth: 320 }} />
        <DataTable.Col source="price">
          <NumberField source="price" locales={numberLocale(locale as LanguageCode)} options={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }} />
          <span> {HOME_CURRENCY}</span>
        </DataTable.Col>
        <DataTable.Col source="order" />
        <DataTable.Col source="actions" label="app.common.actions" disableSort>
          <RowActions title={(r) => title(r, locale)} />
        </DataTable.Col>
      </ResponsiveDataTable>
      <EditModal errorKey="app.homeproducts.update_error">
        <HomeProductInputs edit />
      </EditModal>
    </List>
  );
}
