import { z } from 'zod';
import { MAX_ID, TEXT_LIMITS } from '../constants';
import { ADMIN_MESSAGES as M } from '../messages';
import {
  blankToUndefined,
  booleanish,
  dictionaries,
  idField,
  numberish,
  optionalText,
  orderField,
  presentFile,
  requiredText,
  trimmed,
} from './fields';

/** The create forms of SPEC §5, with their exact messages. Input keys are camel-cased multipart names. */

export const loginSchema = z.object({
  email: requiredText(M.emailRequired, TEXT_LIMITS.email),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(200, M.textTooLong),
});

export const refreshSchema = z.object({
  refreshToken: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? M.refreshTokenRequired : M.refreshTokenType) })
    .trim()
    .min(1, M.refreshTokenRequired),
});

const optionalParentId = z.preprocess(
  numberish,
  z.number({ error: M.parentCategoryInvalid }).int(M.parentCategoryInvalid).positive(M.parentCategoryInvalid).max(MAX_ID, M.parentCategoryInvalid).nullish(),
);

export const categoryCreateSchema = z.object({
  parentCategoryId: optionalParentId,
  categoryDictionaries: dictionaries({ name: requiredText(M.categoryNameRequired, TEXT_LIMITS.name) }),
});

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

export const carouselCreateSchema = z.object({
  order: orderField,
  imageFile: presentFile(M.imageRequired),
  carouselDictionaries: dictionaries({ content: requiredText(M.dictionaryContentRequired, TEXT_LIMITS.content) }),
});

export const branchCreateSchema = z.object({
  imageFiles: z.array(z.unknown(), { error: M.atLeastOneImage }).min(1, M.atLeastOneImage),
  branchDictionaries: dictionaries({ name: requiredText(M.branchNameRequired, TEXT_LIMITS.name) }),
});

export const contactSourceCreateSchema = z.object({
  contactSourceDictionaries: dictionaries({ name: requiredText(M.contactSourceNameRequired, TEXT_LIMITS.name) }),
});

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
