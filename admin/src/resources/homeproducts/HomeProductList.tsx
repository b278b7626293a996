import { DataTable, NumberField, useLocaleState, type RaRecord } from 'react-admin';
import { HOME_CURRENCY, numberLocale, type HomeProduct, type LanguageCode } from '@qahve/config';
import { displayText } from '../../common/dictionaries';
import { EditModal } from '../../common/forms';
import { LocalizedName } from '../../common/LocalizedName';
import { ResourceList } from '../../common/ResourceList';
import { RowActions } from '../../common/softDelete';
import { thumbnailColumn } from '../../common/Thumb';
import { HomeProductInputs } from './HomeProductInputs';

const title = (record: RaRecord, locale: string) => displayText((record as HomeProduct).productDictionaries, locale) ?? (record as HomeProduct).title ?? `#${record.id}`;

/** Home products (SPEC §2): image, name, description, price and order, an edit modal, soft delete (deleted rows shown). */
export default function HomeProductList() {
  const [locale] = useLocaleState();
  return (
    <ResourceList
      sort={{ field: 'order', order: 'ASC' }}
      search
      pageSizes
      card={{ title: 'name', media: ['imageUrl'] }}
      rowActions={<RowActions title={title} />}
      edit={<EditModal><HomeProductInputs edit /></EditModal>}
    >
      {thumbnailColumn('imageUrl', (record) => title(record, locale), { srcSet: 'imageSrcSet' })}
      <DataTable.Col source="name" disableSort>
        <LocalizedName source="productDictionaries" />
      </DataTable.Col>
      <DataTable.Col source="description" disableSort sx={{ maxWidth: 320 }} />
      <DataTable.Col source="price">
        <NumberField source="price" locales={numberLocale(locale as LanguageCode)} options={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }} />
        <span> {HOME_CURRENCY}</span>
      </DataTable.Col>
      <DataTable.Col source="order" />
    </ResourceList>
  );
}
