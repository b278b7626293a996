import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { ADMIN_MESSAGES as M } from '../messages';
import { clearableText, optionalFile, orderOnEdit, priceOnEdit, requiredOnEdit } from '../schemas/edit-fields';
import { dictionaries, numberish, optionalText, orderField, presentFile, requiredText } from '../schemas/fields';
import { adminListQuerySchema } from '../schemas/query';
import type { ResourceDescriptor } from './define';

export const homeProductCreateSchema = z.object({
  imageFile: presentFile(M.imageRequired),
  title: requiredText(M.titleRequired, TEXT_LIMITS.name),
  description: optionalText(TEXT_LIMITS.description),
  price: z.preprocess(
    numberish,
    z
      .number({ error: M.priceNonNegative })
      .min(0, M.priceNonNegative)
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, M.priceStep),
  ),
  order: orderField,
  productDictionaries: dictionaries({ name: requiredText(M.dictionaryNameRequired, TEXT_LIMITS.name) }),
});

export const homeProductUpdateSchema = z.object({
  imageFile: optionalFile,
  title: requiredOnEdit(M.titleRequired, TEXT_LIMITS.name),
  description: clearableText(TEXT_LIMITS.description),
  price: priceOnEdit,
  order: orderOnEdit,
  productDictionaries: dictionaries({ name: requiredText(M.dictionaryNameRequired, TEXT_LIMITS.name) }).optional(),
});
export type HomeProductUpdate = z.output<typeof homeProductUpdateSchema>;

export const ADMIN_HOME_PRODUCT_SORTS = ['order', 'id', 'name', 'title', 'price'] as const;
export const adminHomeProductListQuerySchema = adminListQuerySchema(ADMIN_HOME_PRODUCT_SORTS);
export type AdminHomeProductListQuery = z.output<typeof adminHomeProductListQuerySchema>;

export const homeProductResource = {
  path: 'HomeProducts',
  shown: true,
  sorts: ADMIN_HOME_PRODUCT_SORTS,
  formInputs: ['imageFile', 'title', 'description', 'price', 'order', 'productDictionaries.*.name'],
} satisfies ResourceDescriptor;
