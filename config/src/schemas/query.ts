import { z } from 'zod';
import { LANGUAGE_IDS } from '../languages';
import { MAX_ID, MAX_PAGE_SIZE } from '../constants';
import { blankToUndefined, booleanish, numberish } from './fields';

/** Query parameters of the list calls; a wrong value is refused, never guessed. */
const positiveInt = (field: string, max = MAX_ID) => {
  const message = max === MAX_ID ? `${field} must be a positive integer` : `${field} must be an integer from 1 to ${max}`;
  return z.preprocess(numberish, z.number({ error: message }).int(message).min(1, message).max(max, message));
};

const flag = (field: string) => z.preprocess(booleanish, z.boolean({ error: `${field} must be true or false` }));

export const listQuerySchema = z.object({
  pageNumber: positiveInt('pageNumber').default(1),
  pageSize: positiveInt('pageSize', MAX_PAGE_SIZE).default(10),
  isPaginated: flag('isPaginated').default(true),
  languageId: z
    .preprocess(
      numberish,
      z
        .number({ error: 'languageId must be 1, 2 or 3' })
        .refine((n) => (LANGUAGE_IDS as number[]).includes(n), 'languageId must be 1, 2 or 3'),
    )
    .optional(),
  q: z.preprocess(blankToUndefined, z.string().max(100, 'q must be at most 100 characters').optional()),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const productListQuerySchema = listQuerySchema.extend({
  isMenuItem: flag('isMenuItem').optional(),
  categoryId: positiveInt('categoryId').optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const reviewListQuerySchema = listQuerySchema.extend({
  productId: positiveInt('productId'),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const idParamSchema = positiveInt('id');

/**
 * The console's list parameters: paging, a text search `q`, and a sort on one of the columns the
 * list allows (`sortBy`, `sortOrder`).
 */
export function adminListQuerySchema<const C extends readonly [string, ...string[]]>(sortable: C) {
  return listQuerySchema.extend({
    sortBy: z.enum(sortable, { error: `sortBy must be one of ${sortable.join(', ')}` }).optional(),
    sortOrder: z.preprocess(
      (v) => (typeof v === 'string' ? v.toLowerCase() : v),
      z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('asc'),
    ),
  });
}
export type AdminListQuery<C extends string = string> = ListQuery & { sortBy?: C; sortOrder: 'asc' | 'desc' };
