import { required, TextInput } from 'react-admin';
import { ADMIN_MESSAGES as M } from '@qahve/config';
import { LocalizedNameInputs } from '../../common/DictionaryInputs';
import { ImageUploadRow } from '../../common/ImageUpload';
import { OrderInput, PriceInput } from '../../common/NumberInputs';

/** A home product's inputs (SPEC §2, §5): image, title, description, price (≥ 0, step 0.01), order, names. */
export function HomeProductInputs({ edit = false }: { edit?: boolean }) {
  return (
    <>
      <ImageUploadRow source="imageFile" requiredMessage={M.imageRequired} edit={edit} currentUrl="imageUrl" currentSrcSet="imageSrcSet" />
      <TextInput source="title" validate={edit ? undefined : required(M.titleRequired)} />
      <TextInput source="description" multiline minRows={2} />
      <PriceInput validated={!edit} />
      <OrderInput validated={!edit} />
      <LocalizedNameInputs source="productDictionaries" requiredMessage={M.dictionaryNameRequired} edit={edit} />
    </>
  );
}
