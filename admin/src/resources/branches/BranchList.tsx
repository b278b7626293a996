import { Chip, Stack } from '@mui/material';
import { DataTable, required, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { ADMIN_MESSAGES as M, type Branch } from '@qahve/config';
import { localizedTitle } from '../../common/dictionaries';
import { DictionaryInputs, IMAGE_ALT_FIELD } from '../../common/DictionaryInputs';
import { EditModal } from '../../common/EditModal';
import { ImageUpload } from '../../common/ImageUpload';
import { LatitudeInput, LongitudeInput } from '../../common/NumberInputs';
import { LocalizedName } from '../../common/LocalizedName';
import { ResourceList } from '../../common/ResourceList';
import { RowActions } from '../../common/RowActions';
import { Thumb } from '../../common/Thumb';
import { BranchPhotos } from './BranchPhotos';

/** Photos shown per row before "+n". */
const SHOWN_PHOTOS = 4;

const title = localizedTitle('branchDictionaries');

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
        <Thumb
          key={image.id}
          src={image.imageUrl}
          srcSet={image.imageSrcSet}
          alt={`${title(record, locale)} — ${translate('app.common.photo', { index: i + 1 })}`}
          size={56}
        />
      ))}
      {images.length > SHOWN_PHOTOS ? (
        <Chip size="small" label={translate('app.common.more_photos', { count: images.length - SHOWN_PHOTOS })} />
      ) : null}
    </Stack>
  );
}

/**
 * A branch's inputs, of the edit modal and the create screen: photos (at least one), a name, a
 * street address and the photos' alt text per language, and its place (latitude and longitude, both or neither), which the
 * site's structured data reads; on edit, add and remove photos.
 */
export function BranchInputs({ edit = false }: { edit?: boolean }) {
  return (
    <>
      {edit ? <BranchPhotos /> : null}
      <ImageUpload source={edit ? 'newImages' : 'imageFiles'} multiple validate={edit ? undefined : required(M.atLeastOneImage)} />
      <DictionaryInputs
        source="branchDictionaries"
        fields={[{ name: 'name', requiredMessage: M.branchNameRequired }, { name: 'address' }, IMAGE_ALT_FIELD]}
        noValidation={edit}
      />
      {/* Side by side where they fit, one under the other on a phone. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ width: '100%', maxWidth: 720 }}>
        <LatitudeInput validated={!edit} fullWidth />
        <LongitudeInput validated={!edit} fullWidth />
      </Stack>
    </>
  );
}

/** Branches: photos, names, an edit modal (add and remove photos), delete and revert. */
export default function BranchList() {
  return (
    <ResourceList
      sort={{ field: 'id', order: 'ASC' }}
      card={{ title: 'name' }}
      rowActions={<RowActions title={title} />}
      edit={
        <EditModal>
          <BranchInputs edit />
        </EditModal>
      }
    >
      <DataTable.Col source="branchImages" disableSort>
        <Photos />
      </DataTable.Col>
      <DataTable.Col source="name" disableSort>
        <LocalizedName source="branchDictionaries" />
      </DataTable.Col>
    </ResourceList>
  );
}
