import type { NameDictionary } from '../api';
import {
  blankToUndefined,
  booleanish,
  clearableText,
  dictionaries,
  flagOnEdit,
  idField,
  idOnEdit,
  linkOnEdit,
  M,
  optionalFile,
  optionalImage,
  checkImageRemoval,
  removeImageFlag,
  optionalText,
  orderField,
  orderOnEdit,
  presentFile,
  requiredOnEdit,
  requiredText,
  TEXT_LIMITS,
  trimmed,
  z,
  type ResourceDescriptor,
} from './fields';

const woltLink = z.preprocess(
  (v) => blankToUndefined(trimmed(v)),
  z
    .string({ error: M.urlInvalid })
    .max(TEXT_LIMITS.url, M.textTooLong)
    .regex(/^https?:\/\/\S+$/i, M.urlInvalid)
    .optional(),
);

export const productCreateSchema = z
  .object({
    isMenuItem: z.preprocess(booleanish, z.boolean({ error: M.isMenuItemRequired })),
    sizeAndPrice: requiredText(M.sizeAndPriceRequired, TEXT_LIMITS.sizeAndPrice),
    categoryId: idField(M.categoryRequired),
    order: orderField,
    woltLink,
    primaryImageFile: presentFile(M.primaryImageRequired),
    // Optional for an item off the menu, required for a menu item.
    secondaryImageFile: optionalImage,
    productDictionaries: dictionaries({
      name: requiredText(M.dictionaryNameRequired, TEXT_LIMITS.name),
      description: optionalText(TEXT_LIMITS.description).nullable(),
      imageAlt: optionalText(TEXT_LIMITS.imageAlt).nullable(),
    }),
  })
  .superRefine((product, ctx) => {
    if (product.isMenuItem && (product.secondaryImageFile === undefined || product.secondaryImageFile === null)) {
      ctx.addIssue({ code: 'custom', path: ['secondaryImageFile'], message: M.secondaryImageRequired });
    }
  });

export const productUpdateSchema = z
  .object({
    isMenuItem: flagOnEdit,
    sizeAndPrice: requiredOnEdit(M.sizeAndPriceRequired, TEXT_LIMITS.sizeAndPrice),
    categoryId: idOnEdit(M.categoryRequired),
    order: orderOnEdit,
    woltLink: linkOnEdit,
    primaryImageFile: optionalFile,
    secondaryImageFile: optionalImage,
    removeSecondaryImage: removeImageFlag,
    productDictionaries: dictionaries({
      name: requiredText(M.dictionaryNameRequired, TEXT_LIMITS.name),
      description: clearableText(TEXT_LIMITS.description),
      imageAlt: clearableText(TEXT_LIMITS.imageAlt),
    }).optional(),
  })
  // A menu item keeps its second image; whether an edit that leaves the flag out is one, the server reads from the item.
  .superRefine((product, ctx) =>
    checkImageRemoval(product, ctx, 'secondaryImageFile', product.isMenuItem === true ? M.secondaryImageRequired : undefined),
  );
export type ProductUpdate = z.output<typeof productUpdateSchema>;

export const productResource = {
  path: 'Products',
  shown: true,
  sorts: ['order', 'id', 'name', 'categoryName', 'sizeAndPrice', 'isMenuItem'] as const,
  formInputs: [
    'isMenuItem',
    'sizeAndPrice',
    'categoryId',
    'order',
    'woltLink',
    'primaryImageFile',
    'secondaryImageFile',
    'removeSecondaryImage',
    'productDictionaries.*.name',
    'productDictionaries.*.description',
    'productDictionaries.*.imageAlt',
  ],
} satisfies ResourceDescriptor;

// Its answers: what a call of it returns.

export interface Product {
  id: number;
  categoryId: number | null;
  order: number;
  isMenuItem: boolean;
  isDeleted: boolean;
  sizeAndPrice: string;
  primaryImageUrl: string | null;
  secondaryImageUrl: string | null;
  primaryImageSrcSet?: string;
  woltLink: string | null;
  /** Per language: the name, the description and the pictures' description (alt text), null when none. */
  productDictionaries: Array<NameDictionary & { description: string | null; imageAlt: string | null }>;
}
