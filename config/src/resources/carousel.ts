import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { ADMIN_MESSAGES as M } from '../messages';
import { optionalFile, orderOnEdit } from '../schemas/edit-fields';
import { dictionaries, orderField, presentFile, requiredText } from '../schemas/fields';
import { adminListQuerySchema } from '../schemas/query';
import type { ResourceDescriptor } from './define';

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

export const ADMIN_CAROUSEL_SORTS = ['order', 'id', 'content'] as const;
export const adminCarouselListQuerySchema = adminListQuerySchema(ADMIN_CAROUSEL_SORTS);
export type AdminCarouselListQuery = z.output<typeof adminCarouselListQuerySchema>;

export const carouselResource = {
  path: 'Carousels',
  shown: true,
  sorts: ADMIN_CAROUSEL_SORTS,
  formInputs: ['imageFile', 'order', 'carouselDictionaries.*.content'],
} satisfies ResourceDescriptor;
