import type { NameDictionary } from '../api';
import { dictionaries, M, MAX_ID, numberish, parentOnEdit, requiredText, TEXT_LIMITS, z, type ResourceDescriptor } from './fields';

const optionalParentId = z.preprocess(
  numberish,
  z
    .number({ error: M.parentCategoryInvalid })
    .int(M.parentCategoryInvalid)
    .positive(M.parentCategoryInvalid)
    .max(MAX_ID, M.parentCategoryInvalid)
    .nullish(),
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

export const categoryResource = {
  path: 'Categories',
  shown: true,
  sorts: ['id', 'name'] as const,
  formInputs: ['parentCategoryId', 'categoryDictionaries.*.name'],
} satisfies ResourceDescriptor;

// Its answers: what a call of it returns.

export interface Category {
  id: number;
  parentCategoryId: number | null;
  isDeleted: boolean;
  categoryDictionaries: NameDictionary[];
  subCategories: Category[];
}
