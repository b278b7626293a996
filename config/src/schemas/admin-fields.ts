// What the console's moderation rules share: their own messages, a path's id, and the fields of
// their list filters (flags, codes, ids).
import { z } from 'zod';
import { MAX_ID } from '../constants';
import { booleanish, numberish } from './fields';
import { idParamSchema } from './query';

/** Messages of these rules that the earlier system did not word (the console shows them as they are). */
export const MODERATION_MESSAGES = {
  feedbackRequired: 'Feedback is required',
  reviewDeleted: 'The review is deleted: revert it first',
  reviewsDeleted: 'Some reviews are deleted: revert them first',
  reviewsNotFound: 'Reviews not found',
  idsRequired: 'ids must be a list of review ids',
  actionInvalid: 'action must be confirm, reject, remove or revert',
  fileMissing: 'The CV file is missing',
  noResume: 'This candidate has no CV',
} as const;

/** `{ id }` of a path like `admin/Surveys/{id}`: a positive 32-bit integer, else 400 naming `id`. */
export const idParamsSchema = z.object({ id: idParamSchema });

export const flag = (field: string) => z.preprocess(booleanish, z.boolean({ error: `${field} must be true or false` }));
export const code = (field: string, max: number) => {
  const message = `${field} must be an integer from 0 to ${max}`;
  return z.preprocess(numberish, z.number({ error: message }).int(message).min(0, message).max(max, message));
};
export const positiveId = (field: string) => {
  const message = `${field} must be a positive integer`;
  return z.preprocess(numberish, z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message));
};
