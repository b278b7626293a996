import { BRANCH_CREATE_TIMEOUT_MS, branchResource, type Branch } from '@qahve/config';
import { describedApi } from '../../api/describedApi';
import type { ResourceApi } from '../../api/dataProvider';
import { MultipartBody, normalizeDictionaries, type FileValue } from '../../api/multipart';

export interface BranchForm extends Partial<Branch> {
  /** Create: the photos (one or more). */
  imageFiles?: FileValue[];
  /** Edit: photos to add. */
  newImages?: FileValue[];
  /** Edit: `branchImages` ids to remove. */
  removeImageIds?: number[];
}

type Dictionary = Branch['branchDictionaries'][number];
const BLANK = { name: '' } as Omit<Dictionary, 'languageId'>;

/** `POST admin/Branches`, multipart: ImageFiles (many), BranchDictionaries[i].Name/LanguageId. */
export function branchCreateBody(data: BranchForm): FormData {
  return new MultipartBody()
    .dictionaries('BranchDictionaries', normalizeDictionaries(data.branchDictionaries, BLANK), { name: 'Name' })
    .files('ImageFiles', data.imageFiles).form;
}

/**
 * `PUT admin/Branches/{id}`, multipart: Images.Image (photos to add), RemoveImageIds (one
 * field per photo to remove), BranchDictionaries[i].Id/Name/LanguageId.
 */
export function branchUpdateBody(data: BranchForm): FormData {
  const body = new MultipartBody().dictionaries('BranchDictionaries', normalizeDictionaries(data.branchDictionaries, BLANK), {
    id: 'Id',
    name: 'Name',
  });
  for (const id of data.removeImageIds ?? []) body.text('RemoveImageIds', id);
  return body.files('Images.Image', data.newImages).form;
}

export const branchesApi: ResourceApi<Branch> = {
  ...describedApi(branchResource),
  getOne: 'list',
  fromApi: (item: Branch) => ({ ...item, branchDictionaries: normalizeDictionaries(item.branchDictionaries, BLANK) }),
  toCreateBody: branchCreateBody,
  createTimeoutMs: BRANCH_CREATE_TIMEOUT_MS,
  toUpdateBody: branchUpdateBody,
  formErrors: {
    inputs: branchResource.formInputs,
    aliases: { 'images.image': 'newImages', images: 'newImages' },
  },
};
