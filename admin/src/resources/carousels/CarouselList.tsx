import { DataTable } from 'react-admin';
import { ADMIN_MESSAGES as M } from '@qahve/config';
import { localizedTitle } from '../../common/dictionaries';
import { DictionaryInputs, IMAGE_ALT_FIELD } from '../../common/DictionaryInputs';
import { ImageUploadRow } from '../../common/ImageUpload';
import { LocalizedName } from '../../common/LocalizedName';
import { OrderInput } from '../../common/NumberInputs';
import { OrderedImageList } from '../../common/OrderedImageList';

const title = localizedTitle('carouselDictionaries', 'content');

/** A slide's inputs, of the edit modal and the create screen: image, order, content and the picture's alt text per language. */
export function CarouselInputs({ edit = false }: { edit?: boolean }) {
  return (
    <>
      <ImageUploadRow source="imageFile" requiredMessage={M.imageRequired} edit={edit} currentUrl="imageUrl" currentSrcSet="imageSrcSet" />
      <OrderInput validated={!edit} />
      <DictionaryInputs
        source="carouselDictionaries"
        fields={[{ name: 'content', requiredMessage: M.dictionaryContentRequired, multiline: true }, IMAGE_ALT_FIELD]}
        noValidation={edit}
      />
    </>
  );
}

/** Slides: image, content, order, an edit modal, delete (and revert). */
export default function CarouselList() {
  return (
    <OrderedImageList title={title} cardTitle="content" inputs={<CarouselInputs edit />} thumbSize={96}>
      <DataTable.Col source="content" disableSort>
        <LocalizedName source="carouselDictionaries" field="content" />
      </DataTable.Col>
    </OrderedImageList>
  );
}
