import type { Dictionary, ImageVariants } from '../api';
import {
  dictionaries,
  M,
  optionalFile,
  orderField,
  orderOnEdit,
  presentFile,
  requiredText,
  TEXT_LIMITS,
  z,
  type ResourceDescriptor,
} from './fields';

export const carouselCreateSchema = z.object({
  order: orderField,
  imageFile: presentFile(M.imageRequired),
  carouselDictionaries: dictionaries({ content: requiredText(M.dictionaryContentRequired, TEXT_LIMITS.content) }),
});

export const carouselUpdateSchema = z.object({
  order: orderOnEdit,
  imageFile: optionalFile,
  carouselDictionaries: dictionaries({ content: requiredText(M.dictionaryContentRequired, TEXT_LIMITS.content) }).optional(),
});
export type CarouselUpdate = z.output<typeof carouselUpdateSchema>;

export const carouselResource = {
  path: 'Carousels',
  shown: true,
  sorts: ['order', 'id', 'content'] as const,
  formInputs: ['imageFile', 'order', 'carouselDictionaries.*.content'],
} satisfies ResourceDescriptor;

// Its answers: what a call of it returns.

export interface Carousel extends ImageVariants {
  id: number;
  order: number;
  imageUrl: string | null;
  isDeleted: boolean;
  carouselDictionaries: Array<Dictionary & { content: string }>;
}
