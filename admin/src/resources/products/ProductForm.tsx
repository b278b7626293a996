import { required, SelectInput, TextInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ADMIN_MESSAGES as M, unknownSizeWords, type Product } from '@qahve/config';
import { DictionaryInputs, IMAGE_ALT_FIELD } from '../../common/DictionaryInputs';
import { ImageUploadRow } from '../../common/ImageUpload';
import { OrderInput } from '../../common/NumberInputs';
import { CategorySelect } from '../../common/CategorySelect';

const LINK = /^https?:\/\/\S+$/i;
const woltValidator: Validator = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !LINK.test(value.trim()) ? M.urlInvalid : undefined;

/**
 * Size and price, written with the size words the site shows in the page's language (config's
 * vocabulary); words outside it are named under the input, as they stay English on every page.
 */
function SizeAndPriceInput({ validate }: { validate?: Validator[] }) {
  const translate = useTranslate();
  const value = useWatch({ name: 'sizeAndPrice' });
  const unknown = typeof value === 'string' ? unknownSizeWords(value) : [];
  return (
    <TextInput
      source="sizeAndPrice"
      helperText={
        unknown.length > 0 ? translate('app.products.size_words_unknown', { words: unknown.join(', ') }) : 'app.products.size_price_hint'
      }
      validate={validate}
    />
  );
}

/** "Menu item" as a true/false select. */
function MenuItemSelect({ validate }: { validate?: Validator[] }) {
  return (
    <SelectInput
      source="isMenuItem"
      choices={[
        { id: 'true', name: 'app.products.menu_item_yes' },
        { id: 'false', name: 'app.products.menu_item_no' },
      ]}
      format={(value: unknown) => (value === true ? 'true' : value === false ? 'false' : '')}
      parse={(value: unknown) => (value === 'true' ? true : value === 'false' ? false : null)}
      validate={validate}
      sx={{ minWidth: 240 }}
    />
  );
}

/**
 * The product's inputs: menu item, size and price,
 * order, first image, second image (only for a menu item), category, names, descriptions and the pictures'
 * alt texts in three languages, Wolt link. `edit` shows the current images and, like every edit form,
 * validates nothing (the server still answers with its field errors).
 */
export function ProductInputs({ edit = false }: { edit?: boolean }) {
  const record = useRecordContext<Product>();
  const isMenuItem = useWatch({ name: 'isMenuItem' }) === true;
  const v = (...validators: Validator[]) => (edit ? undefined : validators);
  return (
    <>
      <MenuItemSelect validate={v(required(M.isMenuItemRequired))} />
      <SizeAndPriceInput validate={v(required(M.sizeAndPriceRequired))} />
      <OrderInput validated={!edit} />
      <ImageUploadRow source="primaryImageFile" requiredMessage={M.primaryImageRequired} edit={edit} currentUrl="primaryImageUrl" />
      {/* Required on the menu, an optional image off it (which an edit may remove). */}
      <ImageUploadRow
        source="secondaryImageFile"
        requiredMessage={isMenuItem ? M.secondaryImageRequired : undefined}
        edit={edit}
        currentUrl="secondaryImageUrl"
      />
      <CategorySelect source="categoryId" validate={v(required(M.categoryRequired))} currentValue={record?.categoryId ?? null} />
      <DictionaryInputs
        source="productDictionaries"
        fields={[{ name: 'name', requiredMessage: M.dictionaryNameRequired }, { name: 'description', multiline: true }, IMAGE_ALT_FIELD]}
        noValidation={edit}
      />
      <TextInput
        source="woltLink"
        type="url"
        helperText="app.products.wolt_hint"
        validate={v(woltValidator)}
        fullWidth
        sx={{ maxWidth: 720 }}
      />
    </>
  );
}
