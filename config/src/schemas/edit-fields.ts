import { z } from 'zod';
import { MAX_ID, ORDER_DEFAULT, PRICE_MIN, TEXT_LIMITS } from '../constants';
import { ADMIN_MESSAGES as M } from '../messages';
import { ADMIN_CONTENT_MESSAGES as C } from './admin-content';
import { blankToUndefined, booleanish, coordinate, numberish, requiredText, trimmed } from './fields';

/**
 * The fields of the console's edit forms (each resource's in config/src/resources); input keys are
 * camel-cased multipart names, as for the create forms. Edit forms send any subset of the fields. A field that is absent is left as it is; a blank order becomes 1 and a
 * blank price 0; a blank optional text (description, Wolt link) clears it; a
 * blank required text is refused with its create message; a value of the wrong type is refused.
 * Dictionaries, when sent, hold exactly the three languages.
 */

/** Absent stays absent (left as it is); a blank value becomes `blank`; anything else goes through `parse`. */
const onEdit =
  (blank: unknown, parse: (v: unknown) => unknown = (v) => v) =>
  (v: unknown) =>
    v === undefined ? undefined : blankToUndefined(v) === undefined ? blank : parse(v);

/** Order on edit: blank means 1. */
export const orderOnEdit = z.preprocess(
  onEdit(ORDER_DEFAULT, numberish),
  z.number({ error: M.orderInteger }).int(M.orderInteger).min(1, M.orderPositive).max(MAX_ID, M.orderInteger).optional(),
);

/** Price on edit: blank means 0. */
export const priceOnEdit = z.preprocess(
  onEdit(PRICE_MIN, numberish),
  z
    .number({ error: M.priceNonNegative })
    .min(0, M.priceNonNegative)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, M.priceStep)
    .optional(),
);

/** A coordinate on edit: absent keeps it, blank clears it (null). */
export const coordinateOnEdit = (min: number, max: number, message: string) =>
  z.preprocess(onEdit(null, numberish), coordinate(min, max, message).nullable().optional());

/** A required text on edit: may be left out, not blanked. */
export const requiredOnEdit = (message: string, max: number) => requiredText(message, max).optional();

/** An optional text on edit: blank clears it (null). */
export const clearableText = (max: number) =>
  z.preprocess(onEdit(null, trimmed), z.string({ error: C.textInvalid }).max(max, M.textTooLong).nullable().optional());

export const flagOnEdit = z.preprocess(booleanish, z.boolean({ error: M.booleanInvalid }).optional());

export const linkOnEdit = z.preprocess(
  onEdit(null, trimmed),
  z
    .string({ error: M.urlInvalid })
    .max(TEXT_LIMITS.url, M.textTooLong)
    .regex(/^https?:\/\/\S+$/i, M.urlInvalid)
    .nullable()
    .optional(),
);

/** A required reference on edit: may be left out; blank or not an id is refused with its message. */
export const idOnEdit = (message: string) =>
  z.preprocess(onEdit(null, numberish), z.number({ error: message }).int(message).positive(message).max(MAX_ID, message).optional());

/** The parent of a category on edit: left out keeps it, blank or null makes the category top-level. */
export const parentOnEdit = z.preprocess(
  onEdit(null, numberish),
  z
    .number({ error: M.parentCategoryInvalid })
    .int(M.parentCategoryInvalid)
    .positive(M.parentCategoryInvalid)
    .max(MAX_ID, M.parentCategoryInvalid)
    .nullable()
    .optional(),
);

export const optionalRowId = z.preprocess(
  (v) => blankToUndefined(numberish(v)),
  z.number({ error: C.idInvalid }).int(C.idInvalid).positive(C.idInvalid).max(MAX_ID, C.idInvalid).optional(),
);

/** Image ids as repeated fields, indexed fields or one comma-separated text ("4,7"). */
export const imageIds = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return undefined;
    const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v];
    return list.map((item) => numberish(typeof item === 'string' ? item.trim() : item)).filter((item) => item !== undefined);
  },
  z
    .array(z.number({ error: C.imageIdsInvalid }).int(C.imageIdsInvalid).positive(C.imageIdsInvalid).max(MAX_ID, C.imageIdsInvalid))
    .optional(),
);

/** Files are checked (kind, size) by the server itself; the schema only lets them through. */
export const optionalFile = z.unknown().optional();

/**
 * An optional image (a field kind): on create, absent stores none; on edit, absent keeps the current one. A file
 * sent is checked by content and size by the server like any image. Its current file is taken away on edit only
 * by its removal flag (`removeFlagOf`), never by leaving the field out.
 */
export const optionalImage = optionalFile;

/** An optional image's removal flag on edit: `true` removes the current file. */
export const removeImageFlag = flagOnEdit;

/** The name of an optional image's removal flag: `secondaryImageFile` -> `removeSecondaryImage`, `imageFile` -> `removeImage`. */
export const removeFlagOf = (field: string) => `remove${field[0].toUpperCase()}${field.slice(1).replace(/File$/, '')}`;

const sentFile = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * The edit rule of an optional image: a removal that also sends a new file contradicts itself (refused naming the
 * flag); a removal of an image the item requires (`requiredMessage`, when the edit's own fields make it required)
 * is refused naming the file's field with the create form's message.
 */
export function checkImageRemoval(input: Record<string, unknown>, ctx: z.RefinementCtx, field: string, requiredMessage?: string) {
  const flag = removeFlagOf(field);
  if (input[flag] !== true) return;
  if (sentFile(input[field])) ctx.addIssue({ code: 'custom', path: [flag], message: M.imageRemovedAndSent });
  else if (requiredMessage) ctx.addIssue({ code: 'custom', path: [field], message: requiredMessage });
}
