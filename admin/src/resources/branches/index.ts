import BranchIcon from '@mui/icons-material/Place';
import { blankDictionaries } from '../../common/dictionaries';
import { defineResource } from '../../common/resource';
import { branchesMessages } from './messages';
import { BRANCH_CREATE_TIMEOUT_MS, branchResource, type Branch } from '@qahve/config';
import { describedApi } from '../../api/describedApi';
import type { ResourceApi } from '../../api/dataProvider';
import { MultipartBody, normalizeDictionaries, type FileValue } from '../../api/multipart';

interface BranchForm extends Partial<Branch> {
  /** Create: the photos (one or more). */
  imageFiles?: FileValue[];
  /** Edit: photos to add. */
  newImages?: FileValue[];
  /** Edit: `branchImages` ids to remove. */
  removeImageIds?: number[];
}

type Dictionary = Branch['branchDictionaries'][number];
const BLANK = { name: '', address: null, imageAlt: null } as Omit<Dictionary, 'languageId'>;

/**
 * `POST admin/Branches`, multipart: ImageFiles (many), Latitude and Longitude (when given),
 * BranchDictionaries[i].Name/Address/ImageAlt/LanguageId (a blank address or alt text is none).
 */
function branchCreateBody(data: BranchForm): FormData {
  return new MultipartBody()
    .text('Latitude', data.latitude ?? undefined)
    .text('Longitude', data.longitude ?? undefined)
    .dictionaries('BranchDictionaries', normalizeDictionaries(data.branchDictionaries, BLANK), {
      name: 'Name',
      address: 'Address',
      imageAlt: 'ImageAlt',
    })
    .files('ImageFiles', data.imageFiles).form;
}

/**
 * `PUT admin/Branches/{id}`, multipart: Images.Image (photos to add), RemoveImageIds (one
 * field per photo to remove), Latitude and Longitude (always both: blank clears the place),
 * BranchDictionaries[i].Id/Name/Address/ImageAlt/LanguageId (a blank address or alt text clears it).
 */
function branchUpdateBody(data: BranchForm): FormData {
  const body = new MultipartBody()
    .text('Latitude', data.latitude ?? null)
    .text('Longitude', data.longitude ?? null)
    .dictionaries('BranchDictionaries', normalizeDictionaries(data.branchDictionaries, BLANK), {
      id: 'Id',
      name: 'Name',
      address: 'Address',
      imageAlt: 'ImageAlt',
    });
  for (const id of data.removeImageIds ?? []) body.text('RemoveImageIds', id);
  return body.files('Images.Image', data.newImages).form;
}

const branchesApi: ResourceApi<Branch> = {
  ...describedApi(branchResource),
  drafts: true,
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

/** Branches: the list (also /admin/BranchesList), and /admin/branches/create (also /admin/BranchesCreate), then the list. */
export const branches = defineResource('branches', branchesApi, BranchIcon, {
  list: () => import('./BranchList'),
  create: {
    inputs: () => import('./BranchList').then((screens) => screens.BranchInputs),
    defaults: () => ({ branchDictionaries: blankDictionaries(['name', 'address', 'imageAlt']) }),
  },
  messages: branchesMessages,
  aliases: { BranchesCreate: '/branches/create', BranchesList: '/branches' },
  menuOrder: 50,
});
