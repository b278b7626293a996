import { ADMIN_MESSAGES as M } from '@qahve/config';
import { DictionaryInputs } from '../../common/DictionaryInputs';
import { ImageUploadRow } from '../../common/ImageUpload';
import { OrderInput } from '../../common/NumberInputs';

/** A slide's inputs (SPEC §2, §5): image, order, content per language. */
export function CarouselInputs({ edit = false }: { edit?: boolean }) {
  return (
    <>
      <ImageUploadRow source="imageFile" requiredMessage={M.imageRequired} edit={edit} currentUrl="imageUrl" currentSrcSet="imageSrcSet" />
      <OrderInput validated={!edit} />
      <DictionaryInputs
        source="carouselDictionaries"
        fields={[{ name: 'content', requiredMessage: M.dictionaryContentRequired, multiline: true }]}
        noValidation={edit}
      />
    </>
  );
}
