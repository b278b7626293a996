import type { ImageVariants, NameDictionary } from '../api';
import {
  clearableText,
  dictionaries,
  M,
  numberish,
  optionalFile,
  optionalText,
  orderField,
  orderOnEdit,
  presentFile,
  priceOnEdit,
  requiredOnEdit,
  requiredText,
  TEXT_LIMITS,
  z,
  type ResourceDescriptor,
} from './fields';

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
  productDictionaries: dictionaries({
    name: requiredText(M.dictionaryNameRequired, TEXT_LIMITS.name),
    imageAlt: optionalText(TEXT_LIMITS.imageAlt).nullable(),
  }),
});

export const homeProductUpdateSchema = z.object({
  imageFile: optionalFile,
  title: requiredOnEdit(M.titleRequired, TEXT_LIMITS.name),
  description: clearableText(TEXT_LIMITS.description),
  price: priceOnEdit,
  order: orderOnEdit,
  productDictionaries: dictionaries({
    name: requiredText(M.dictionaryNameRequired, TEXT_LIMITS.name),
    imageAlt: clearableText(TEXT_LIMITS.imageAlt),
  }).optional(),
});
export type HomeProductUpdate = z.output<typeof homeProductUpdateSchema>;

export const homeProductResource = {
  path: 'HomeProducts',
  shown: true,
  sorts: ['order', 'id', 'name', 'title', 'price'] as const,
  formInputs: ['imageFile', 'title', 'description', 'price', 'order', 'productDictionaries.*.name', 'productDictionaries.*.imageAlt'],
} satisfies ResourceDescriptor;

// Its answers: what a call of it returns.

export interface HomeProduct extends ImageVariants {
  id: number;
  title: string;
  description: string | null;
  price: number;
  order: number;
  imageUrl: string | null;
  isDeleted: boolean;
  /** Per language: the name and the picture's description (alt text), null when none. */
  productDictionaries: Array<NameDictionary & { imageAlt: string | null }>;
}
