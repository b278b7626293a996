import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { ADMIN_MESSAGES as M } from '../messages';
import { clearableText, flagOnEdit, idOnEdit, linkOnEdit, optionalFile, orderOnEdit, requiredOnEdit } from '../schemas/edit-fields';
import { blankToUndefined, booleanish, dictionaries, idField, optionalText, orderField, presentFile, requiredText, trimmed } from '../schemas/fields';
import { adminListQuerySchema } from '../schemas/query';
import type { ResourceDescriptor } from './define';

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
    secondaryImageFile: z.unknown().optional(),
    productDictionaries: dictionaries({
      name: requiredText(M.dictionaryNameRequired, TEXT_LIMITS.name),
      description: optionalText(TEXT_LIMITS.description).nullable(),
    }),
  })
  .superRefine((product, ctx) => {
    if (product.isMenuItem && (product.secondaryImageFile === undefined || product.secondaryImageFile === null)) {
      ctx.addIssue({ code: 'custom', path: ['secondaryImageFile'], message: M.secondaryImageRequired });
    }
  });

export const productUpdateSchema = z.object({
  isMenuItem: flagOnEdit,
  sizeAndPrice: requiredOnEdit(M.sizeAndPriceRequired, TEXT_LIMITS.sizeAndPrice),
  categoryId: idOnEdit(M.categoryRequired),
  order: orderOnEdit,
  woltLink: linkOnEdit,
  primaryImageFile: optionalFile,
  secondaryImageFile: optionalFile,
  productDictionaries: dictionaries({
    name: requiredText(M.dictionaryNameRequired, TEXT_LIMITS.name),
    description: clearableText(TEXT_LIMITS.description),
  }).optional(),
});
export type ProductUpdate = z.output<typeof productUpdateSchema>;

export const ADMIN_PRODUCT_SORTS = ['order', 'id', 'name', 'categoryName', 'sizeAndPrice', 'isMenuItem'] as const;
export const adminProductListQuerySchema = adminListQuerySchema(ADMIN_PRODUCT_SORTS);
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

export const productResource = {
  path: 'Products',
  shown: true,
  sorts: ADMIN_PRODUCT_SORTS,
  formInputs: [
    'isMenuItem',
    'sizeAndPrice',
    'categoryId',
    'order',
    'woltLink',
    'primaryImageFile',
    'secondaryImageFile',
    'productDictionaries.*.name', 'productDictionaries.*.description',
  ],
} satisfies ResourceDescriptor;
