import { required } from 'react-admin';
import { ADMIN_MESSAGES as M } from '@qahve/config';
import { LocalizedNameInputs } from '../../common/DictionaryInputs';
import { ImageUpload } from '../../common/ImageUpload';
import { BranchPhotos } from './BranchPhotos';

/** A branch's inputs (SPEC §2, §5): photos (at least one) and a name per language; on edit, add and remove photos. */
export function BranchInputs({ edit = false }: { edit?: boolean }) {
  return (
    <>
      {edit ? <BranchPhotos /> : null}
      <ImageUpload source={edit ? 'newImages' : 'imageFiles'} multiple validate={edit ? undefined : required(M.atLeastOneImage)} />
      <LocalizedNameInputs source="branchDictionaries" requiredMessage={M.branchNameRequired} edit={edit} />
    </>
  );
}
