import { z } from 'zod';
import { MAX_ID, TEXT_LIMITS } from '../constants';
import { ADMIN_MESSAGES as M } from '../messages';
import { parentOnEdit } from '../schemas/edit-fields';
import { dictionaries, numberish, requiredText } from '../schemas/fields';
import { adminListQuerySchema } from '../schemas/query';
import type { ResourceDescriptor } from './define';

const optionalParentId = z.preprocess(
  numberish,
  z.number({ error: M.parentCategoryInvalid }).int(M.parentCategoryInvalid).positive(M.parentCategoryInvalid).max(MAX_ID, M.parentCategoryInvalid).nullish(),
);

export const categoryCreateSchema = z.object({
  parentCategoryId: optionalParentId,
  categoryDictionaries: dictionaries({ name: requiredText(M.categoryNameRequired, TEXT_LIMITS.name) }),
});

export const categoryUpdateSchema = z.object({
  parentCategoryId: parentOnEdit,
  categoryDictionaries: dictionaries({ name: requiredText(M.categoryNameRequired, TEXT_LIMITS.name) }).optional(),
});
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

export const ADMIN_CATEGORY_SORTS = ['id', 'name'] as const;
export const adminCategoryListQuerySchema = adminListQuerySchema(ADMIN_CATEGORY_SORTS);
export type AdminCategoryListQuery = z.output<typeof adminCategoryListQuerySchema>;

export const categoryResource = {
  path: 'Categories',
  shown: true,
  sorts: ADMIN_CATEGORY_SORTS,
  formInputs: ['parentCategoryId', 'categoryDictionaries.*.name'],
} satisfies ResourceDescriptor;
