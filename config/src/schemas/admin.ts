import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { ADMIN_MESSAGES as M } from '../messages';
import { dictionaries, requiredText } from './fields';

/**
 * The sign-in and the contact sources' create form, with their exact messages; the other
 * create forms are in their resource's descriptor (config/src/resources). Input keys are camel-cased
 * multipart names.
 */

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

export const contactSourceCreateSchema = z.object({
  contactSourceDictionaries: dictionaries({ name: requiredText(M.contactSourceNameRequired, TEXT_LIMITS.name) }),
});
