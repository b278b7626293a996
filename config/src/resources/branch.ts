import type { ImageVariants, NameDictionary } from '../api';
import { dictionaries, imageIds, M, optionalRowId, requiredText, TEXT_LIMITS, z, type ResourceDescriptor } from './fields';

export const branchCreateSchema = z.object({
  imageFiles: z.array(z.unknown(), { error: M.atLeastOneImage }).min(1, M.atLeastOneImage),
  branchDictionaries: dictionaries({ name: requiredText(M.branchNameRequired, TEXT_LIMITS.name) }),
});

/**
 * A branch edit: `Images.Image` (one or more files) adds photos, `RemoveImageIds` (the `id`s of
 * `branchImages`) takes photos away. `BranchDictionaries[i].Id` may be sent back as read; the
 * language id decides which name is changed.
 */
export const branchUpdateSchema = z.object({
  newImages: z.array(z.unknown()).optional(),
  removeImageIds: imageIds,
  branchDictionaries: dictionaries({ id: optionalRowId, name: requiredText(M.branchNameRequired, TEXT_LIMITS.name) }).optional(),
});
export type BranchUpdate = z.output<typeof branchUpdateSchema>;

export const branchResource = {
  path: 'Branches',
  shown: true,
  sorts: ['id', 'name'] as const,
  // A new branch's photos (`imageFiles`); an edit adds (`newImages`) and removes (`removeImageIds`).
  formInputs: ['imageFiles', 'newImages', 'removeImageIds', 'branchDictionaries.*.name'],
} satisfies ResourceDescriptor;

// Its answers: what a call of it returns.

export interface BranchImage extends ImageVariants {
  id: number;
  imageUrl: string;
}

export interface Branch {
  id: number;
  isDeleted: boolean;
  branchImages: BranchImage[];
  branchDictionaries: Array<NameDictionary & { id: number }>;
}
