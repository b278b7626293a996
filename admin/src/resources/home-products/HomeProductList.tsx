import { DataTable, NumberField, required, TextInput, useLocaleState, type RaRecord } from 'react-admin';
import { ADMIN_MESSAGES as M, HOME_CURRENCY, numberLocale, type HomeProduct, type LanguageCode } from '@qahve/config';
import { displayText } from '../../common/dictionaries';
import { DictionaryInputs, IMAGE_ALT_FIELD } from '../../common/DictionaryInputs';
import { ImageUploadRow } from '../../common/ImageUpload';
import { LocalizedName } from '../../common/LocalizedName';
import { OrderInput, PriceInput } from '../../common/NumberInputs';
import { OrderedImageList } from '../../common/OrderedImageList';

const title = (record: RaRecord, locale: string) =>
  displayText((record as HomeProduct).productDictionaries, locale) ?? (record as HomeProduct).title ?? `#${record.id}`;

/** A home product's inputs, of the edit modal and the create screen: image, title, description, price (≥ 0, step 0.01), order, names and alt texts. */
export function HomeProductInputs({ edit = false }: { edit?: boolean }) {
  return (
    <>
      <ImageUploadRow source="imageFile" requiredMessage={M.imageRequired} edit={edit} currentUrl="imageUrl" currentSrcSet="imageSrcSet" />
      <TextInput source="title" validate={edit ? undefined : required(M.titleRequired)} />
      <TextInput source="description" multiline minRows={2} />
      <PriceInput validated={!edit} />
      <OrderInput validated={!edit} />
      <DictionaryInputs
        source="productDictionaries"
        fields={[{ name: 'name', requiredMessage: M.dictionaryNameRequired }, IMAGE_ALT_FIELD]}
        noValidation={edit}
      />
    </>
  );
}

/** Home products: image, name, description, price and order, an edit modal, soft delete (deleted rows shown). */
export default function HomeProductList() {
  const [locale] = useLocaleState();
  return (
    <OrderedImageList title={title} cardTitle="name" inputs={<HomeProductInputs edit />} search pageSizes>
      <DataTable.Col source="name" disableSort>
        <LocalizedName source="productDictionaries" />
      </DataTable.Col>
      <DataTable.Col source="description" disableSort sx={{ maxWidth: 320 }} />
      <DataTable.Col source="price">
        <NumberField
          source="price"
          locales={numberLocale(locale as LanguageCode)}
          options={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
        />
        <span> {HOME_CURRENCY}</span>
      </DataTable.Col>
    </OrderedImageList>
  );
}
