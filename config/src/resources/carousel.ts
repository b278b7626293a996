import type { Dictionary, ImageVariants } from '../api';
import {
  clearableText,
  dictionaries,
  M,
  optionalFile,
  optionalText,
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
  carouselDictionaries: dictionaries({
    content: requiredText(M.dictionaryContentRequired, TEXT_LIMITS.content),
    imageAlt: optionalText(TEXT_LIMITS.imageAlt).nullable(),
  }),
});

export const carouselUpdateSchema = z.object({
  order: orderOnEdit,
  imageFile: optionalFile,
  carouselDictionaries: dictionaries({
    content: requiredText(M.dictionaryContentRequired, TEXT_LIMITS.content),
    imageAlt: clearableText(TEXT_LIMITS.imageAlt),
  }).optional(),
});
export type CarouselUpdate = z.output<typeof carouselUpdateSchema>;

export const carouselResource = {
  path: 'Carousels',
  shown: true,
  sorts: ['order', 'id', 'content'] as const,
  formInputs: ['imageFile', 'order', 'carouselDictionaries.*.content', 'carouselDictionaries.*.imageAlt'],
} satisfies ResourceDescriptor;

// Its answers: what a call of it returns.

export interface Carousel extends ImageVariants {
  id: number;
  order: number;
  imageUrl: string | null;
  isDeleted: boolean;
  /** Per language: the slide's text and its picture's description (alt text), null when none. */
  carouselDictionaries: Array<Dictionary & { content: string; imageAlt: string | null }>;
}
