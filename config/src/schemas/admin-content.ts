import { z } from 'zod';
import { MAX_ID, ORDER_DEFAULT, PRICE_MIN, TEXT_LIMITS } from '../constants';
import { ADMIN_MESSAGES as M } from '../messages';
import { blankToUndefined, booleanish, dictionaries, numberish, requiredText, trimmed } from './fields';
import { adminListQuerySchema } from './query';

/**
 * The console's forms for products, categories, home products, slides and branches: the edit rules
 * (the create rules of SPEC §5 are in ./admin), the list parameters, and the messages SPEC §5 does
 * not word. Input keys are camel-cased multipart names, as for the create forms.
 *
 * Edit forms send any subset of the fields. A field that is absent is left as it is; a blank order
 * becomes 1 and a blank price 0 (SPEC §5 "Edit forms"); a blank optional text (description, Wolt
 * link) clears it; a blank required text is refused with its create message; a value of the wrong
 * type is refused. Dictionaries, when sent, hold exactly the three languages.
 */

/** Messages of the back office's content calls that SPEC §5 does not word. */
export const ADMIN_CONTENT_MESSAGES = {
  idInvalid: 'id must be a positive integer',
  textInvalid: 'Must be text',
  categoryUnknown: 'Category does not exist',
  parentCategoryUnknown: 'Parent category does not exist',
  categoryCycle: 'A category cannot be its own parent or ancestor',
  oneImageOnly: 'Only one image may be sent in this field',
  branchImageUnknown: 'This branch has no image with this id',
  imageIdsInvalid: 'Image ids must be positive integers',
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
  homeProductNotFound: 'Home product not found',
  carouselNotFound: 'Carousel not found',
  branchNotFound: 'Branch not found',
  productCreated: 'Product created',
  categoryCreated: 'Category created',
  homeProductCreated: 'Home product created',
  carouselCreated: 'Carousel created',
  branchCreated: 'Branch created',
} as const;

const C = ADMIN_CONTENT_MESSAGES;

/** Absent stays absent (left as it is); a blank value becomes `blank`; anything else goes through `parse`. */
const onEdit =
  (blank: unknown, parse: (v: unknown) => unknown = (v) => v) =>
  (v: unknown) =>
    v === undefined ? undefined : blankToUndefined(v) === undefined ? blank : parse(v);

/** Order on edit: blank means 1. */
const orderOnEdit = z.preprocess(
  onEdit(ORDER_DEFAULT, numberish),
  z.number({ error: M.orderInteger }).int(M.orderInteger).min(1, M.orderPositive).max(MAX_ID, M.orderInteger).optional(),
);

/** Price on edit: blank means 0. */
const priceOnEdit = z.preprocess(
  onEdit(PRICE_MIN, numberish),
  z
    .number({ error: M.priceNonNegative })
    .min(0, M.priceNonNegative)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, M.priceStep)
    .optional(),
);

/** A required text on edit: may be left out, not blanked. */
const requiredOnEdit = (message: string, max: number) => requiredText(message, max).optional();

/** An optional text on edit: blank clears it (null). */
const clearableText = (max: number) =>
  z.preprocess(onEdit(null, trimmed), z.string({ error: C.textInvalid }).max(max, M.textTooLong).nullable().optional());

const flagOnEdit = z.preprocess(booleanish, z.boolean({ error: M.booleanInvalid }).optional());

const linkOnEdit = z.preprocess(
  onEdit(null, trimmed),
  z
    .string({ error: M.urlInvalid })
    .max(TEXT_LIMITS.url, M.textTooLong)
    .regex(/^https?:\/\/\S+$/i, M.urlInvalid)
    .nullable()
    .optional(),
);

/** A required reference on edit: may be left out; blank or not an id is refused with its message. */
const idOnEdit = (message: string) =>
  z.preprocess(onEdit(null, numberish), z.number({ error: message }).int(message).positive(message).max(MAX_ID, message).optional());

/** The parent of a category on edit: left out keeps it, blank or null makes the category top-level. */
const parentOnEdit = z.preprocess(
  onEdit(null, numberish),
  z
    .number({ error: M.parentCategoryInvalid })
    .int(M.parentCategoryInvalid)
    .positive(M.parentCategoryInvalid)
    .max(MAX_ID, M.parentCategoryInvalid)
    .nullable()
    .optional(),
);

const optionalRowId = z.preprocess(
  (v) => blankToUndefined(numberish(v)),
  z.number({ error: C.idInvalid }).int(C.idInvalid).positive(C.idInvalid).max(MAX_ID, C.idInvalid).optional(),
);

/** Image ids as repeated fields, indexed fields or one comma-separated text ("4,7"). */
const imageIds = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return undefined;
    const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v];
    return list.map((item) => numberish(typeof item === 'string' ? item.trim() : item)).filter((item) => item !== undefined);
  },
  z.array(z.number({ error: C.imageIdsInvalid }).int(C.imageIdsInvalid).positive(C.imageIdsInvalid).max(MAX_ID, C.imageIdsInvalid)).optional(),
);

/** Files are checked (kind, size) by the server itself; the schema only lets them through. */
const optionalFile = z.unknown().optional();

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

export const categoryUpdateSchema = z.object({
  parentCategoryId: parentOnEdit,
  categoryDictionaries: dictionaries({ name: requiredText(M.categoryNameRequired, TEXT_LIMITS.name) }).optional(),
});
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

export const homeProductUpdateSchema = z.object({
  imageFile: optionalFile,
  title: requiredOnEdit(M.titleRequired, TEXT_LIMITS.name),
  description: clearableText(TEXT_LIMITS.description),
  price: priceOnEdit,
  order: orderOnEdit,
  productDictionaries: dictionaries({ name: requiredText(M.dictionaryNameRequired, TEXT_LIMITS.name) }).optional(),
});
export type HomeProductUpdate = z.output<typeof homeProductUpdateSchema>;

export const carouselUpdateSchema = z.object({
  order: orderOnEdit,
  imageFile: optionalFile,
  carouselDictionaries: dictionaries({ content: requiredText(M.dictionaryContentRequired, TEXT_LIMITS.content) }).optional(),
});
export type CarouselUpdate = z.output<typeof carouselUpdateSchema>;

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

/** The columns each console list sorts on (`sortBy`), `sortOrder` asc or desc. */
export const ADMIN_PRODUCT_SORTS = ['order', 'id', 'name', 'categoryName', 'sizeAndPrice', 'isMenuItem'] as const;
export const ADMIN_CATEGORY_SORTS = ['id', 'name'] as const;
export const ADMIN_HOME_PRODUCT_SORTS = ['order', 'id', 'name', 'title', 'price'] as const;
export const ADMIN_CAROUSEL_SORTS = ['order', 'id', 'content'] as const;
export const ADMIN_BRANCH_SORTS = ['id', 'name'] as const;

export const adminProductListQuerySchema = adminListQuerySchema(ADMIN_PRODUCT_SORTS);
export const adminCategoryListQuerySchema = adminListQuerySchema(ADMIN_CATEGORY_SORTS);
export const adminHomeProductListQuerySchema = adminListQuerySchema(ADMIN_HOME_PRODUCT_SORTS);
export const adminCarouselListQuerySchema = adminListQuerySchema(ADMIN_CAROUSEL_SORTS);
export const adminBranchListQuerySchema = adminListQuerySchema(ADMIN_BRANCH_SORTS);

export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;
export type AdminCategoryListQuery = z.output<typeof adminCategoryListQuerySchema>;
export type AdminHomeProductListQuery = z.output<typeof adminHomeProductListQuerySchema>;
export type AdminCarouselListQuery = z.output<typeof adminCarouselListQuerySchema>;
export type AdminBranchListQuery = z.output<typeof adminBranchListQuerySchema>;

/** The answer of a soft delete or a revert. */
export interface SoftDeleted {
  id: number;
  isDeleted: boolean;
}
