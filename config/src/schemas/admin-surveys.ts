// The console's review moderation, surveys, candidates and contact sources rules.
import { z } from 'zod';
import { AGE_MAX, MAX_ID, QUALITY_MAX, TEXT_LIMITS } from '../constants';
import { LANGUAGE_IDS } from '../languages';
import { ADMIN_MESSAGES } from '../messages';
import { blankToUndefined, booleanish, languageIdField, numberish, requiredText } from './fields';
import { adminListQuerySchema, idParamSchema } from './query';
import { CANDIDATE_SORTABLE } from '../resources/candidate';
import { CONTACT_SOURCE_SORTABLE, type ContactSource } from '../resources/contact-source';
import { REVIEW_SORTABLE, type Review } from '../resources/review';
import { SURVEY_SORTABLE, type Survey } from '../resources/survey';

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

const flag = (field: string) => z.preprocess(booleanish, z.boolean({ error: `${field} must be true or false` }));
const code = (field: string, max: number) => {
  const message = `${field} must be an integer from 0 to ${max}`;
  return z.preprocess(numberish, z.number({ error: message }).int(message).min(0, message).max(max, message));
};
const positiveId = (field: string) => {
  const message = `${field} must be a positive integer`;
  return z.preprocess(numberish, z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message));
};

// ---------------------------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------------------------

/**
 * The three moderation states (confirmed and rejected exclude each other) plus the
 * deleted flag. As a list filter, `pending`, `confirmed` and `rejected` leave deleted reviews out;
 * `deleted` lists only those.
 */
export const REVIEW_STATUSES = ['pending', 'confirmed', 'rejected', 'deleted'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewAdminListQuerySchema = adminListQuerySchema(REVIEW_SORTABLE).extend({
  productId: positiveId('productId').optional(),
  status: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.toLowerCase()) : v),
    z.enum(REVIEW_STATUSES, { error: `status must be one of ${REVIEW_STATUSES.join(', ')}` }).optional(),
  ),
});
export type ReviewAdminListQuery = z.infer<typeof reviewAdminListQuerySchema>;

/** The edit of a review: its text only, trimmed, required, at most 2000 characters. */
export const reviewUpdateSchema = z.object({
  feedback: requiredText(MODERATION_MESSAGES.feedbackRequired, TEXT_LIMITS.feedback),
});
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;

export const REVIEW_BULK_ACTIONS = ['confirm', 'reject', 'remove', 'revert'] as const;
export type ReviewBulkAction = (typeof REVIEW_BULK_ACTIONS)[number];
export const REVIEW_BULK_MAX = 100;

export const reviewBulkSchema = z.object({
  action: z.enum(REVIEW_BULK_ACTIONS, { error: MODERATION_MESSAGES.actionInvalid }),
  ids: z
    .array(idParamSchema, { error: MODERATION_MESSAGES.idsRequired })
    .min(1, MODERATION_MESSAGES.idsRequired)
    .max(REVIEW_BULK_MAX, `At most ${REVIEW_BULK_MAX} reviews at once`)
    .transform((ids) => [...new Set(ids)]),
});
export type ReviewBulk = z.infer<typeof reviewBulkSchema>;

/** A review as the console sees it: with the author's e-mail and its moderation state. */
export interface AdminReview extends Review {
  email: string;
  status: Exclude<ReviewStatus, 'deleted'>;
}

export interface ReviewBulkResult {
  action: ReviewBulkAction;
  items: AdminReview[];
}

// ---------------------------------------------------------------------------------------------
// Surveys
// ---------------------------------------------------------------------------------------------

export type SurveySortField = (typeof SURVEY_SORTABLE)[number];
export interface SortKey<F extends string = SurveySortField> {
  field: F;
  order: 'asc' | 'desc';
}

/**
 * `sort=age:desc,gender:asc`: the columns in the order given, each asc (the default) or desc; the
 * list then orders by id descending. A column may appear once.
 */
const surveySort = z.preprocess(
  (v) => (typeof v === 'string' ? blankToUndefined(v) : Array.isArray(v) ? v.join(',') : v),
  z
    .string({ error: 'sort must look like age:desc,gender:asc' })
    .max(200, 'sort must look like age:desc,gender:asc')
    .transform((text, ctx) => {
      const keys: SortKey[] = [];
      for (const part of text.split(',')) {
        const [field, order = 'asc', extra] = part.trim().split(':').map((s) => s.trim());
        const lowerOrder = order.toLowerCase();
        if (!(SURVEY_SORTABLE as readonly string[]).includes(field) || extra !== undefined || (lowerOrder !== 'asc' && lowerOrder !== 'desc')) {
          ctx.addIssue({ code: 'custom', message: `sort takes ${SURVEY_SORTABLE.join(', ')}, each :asc or :desc (got "${part.trim()}")` });
          return z.NEVER;
        }
        if (keys.some((key) => key.field === field)) {
          ctx.addIssue({ code: 'custom', message: `sort names ${field} twice` });
          return z.NEVER;
        }
        keys.push({ field: field as SurveySortField, order: lowerOrder });
      }
      return keys;
    })
    .optional(),
);

/** An ISO date (`2024-05-01`) or date and time (`2024-05-01T10:00:00Z`). */
export const isoDate = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${field} must be an ISO date` })
      .regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, `${field} must be an ISO date`)
      .refine((text) => !Number.isNaN(isoTime(text)), `${field} must be an ISO date`)
      .optional(),
  );

/**
 * The date range of the survey calls, on `createdAt`: `from` is inclusive; `to` is inclusive too,
 * and a date without a time means the whole of that day (UTC).
 */
const dateRange = {
  from: isoDate('from'),
  to: isoDate('to'),
};

export interface DateRange {
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  before?: Date;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of an ISO date or date-time; one without an offset is UTC (never the server's zone). */
function isoTime(text: string) {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return Number.NaN; // 2025-02-30
  if (DATE_ONLY.test(text)) return Date.parse(`${text}T00:00:00Z`);
  return Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

export function dateRangeOf({ from, to }: { from?: string; to?: string }): DateRange {
  const range: DateRange = {};
  if (from) range.from = new Date(isoTime(from));
  if (to) range.before = new Date(isoTime(to) + (DATE_ONLY.test(to) ? 24 * 3600 * 1000 : 1));
  return range;
}

export const rangeInOrder = (query: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  const { from, before } = dateRangeOf(query);
  if (from && before && from >= before) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
};

export const surveyFilterShape = {
  ...dateRange,
  contactSourceId: positiveId('contactSourceId').optional(),
  gender: flag('gender').optional(),
  age: code('age', AGE_MAX).optional(),
  qualityPoint: code('qualityPoint', QUALITY_MAX).optional(),
  isDeleted: flag('isDeleted').optional(),
};

/** The survey list and its CSV export: paging, filters, and the multi-column `sort`. */
export const surveyAdminListQuerySchema = adminListQuerySchema(SURVEY_SORTABLE)
  .extend({ ...surveyFilterShape, sort: surveySort })
  .superRefine(rangeInOrder);
export type SurveyAdminListQuery = z.infer<typeof surveyAdminListQuerySchema>;

export const surveyStatisticsQuerySchema = z.object({ ...dateRange }).superRefine(rangeInOrder);
export type SurveyStatisticsQuery = z.infer<typeof surveyStatisticsQuerySchema>;

/** The age groups of the statistics chart: any code other than 0, 1 or 2 counts as 35+. */
export const STATISTICS_AGE_GROUPS = ['13-17', '18-24', '24-34', '35+'] as const;
export const statisticsAgeGroup = (age: number) => (age === 0 || age === 1 || age === 2 ? age : 3);
export const STATISTICS_GENDERS = [
  { gender: true, label: 'Male' },
  { gender: false, label: 'Female' },
] as const;

export interface AdminContactSource extends ContactSource {
  isDeleted: boolean;
}

export interface AdminSurvey extends Survey {
  contactSourceId: number;
  contactSource: AdminContactSource | null;
}

/** The data of the four charts of the survey dashboard, over surveys not deleted. */
export interface SurveyStatistics {
  total: number;
  from: string | null;
  to: string | null;
  contactSources: Array<{
    contactSourceId: number;
    contactSourceDictionaries: ContactSource['contactSourceDictionaries'];
    isDeleted: boolean;
    count: number;
  }>;
  ageGroups: Array<{ age: number; label: string; count: number }>;
  qualityPoints: Array<{ qualityPoint: number; label: string | null; count: number }>;
  genders: Array<{ gender: boolean; label: string; count: number }>;
}

// ---------------------------------------------------------------------------------------------
// Candidates
// ---------------------------------------------------------------------------------------------

/**
 * Ten a page, newest first, `isFavourite=true` for the favourites only, `unread=true` for those no
 * administrator has opened yet, `from` for those who applied since then (the dashboard's links).
 */
export const candidateAdminListQuerySchema = adminListQuerySchema(CANDIDATE_SORTABLE).extend({
  isFavourite: flag('isFavourite').optional(),
  unread: flag('unread').optional(),
  from: isoDate('from'),
});
export type CandidateAdminListQuery = z.infer<typeof candidateAdminListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Contact sources
// ---------------------------------------------------------------------------------------------

export const contactSourceAdminListQuerySchema = adminListQuerySchema(CONTACT_SOURCE_SORTABLE);
export type ContactSourceAdminListQuery = z.infer<typeof contactSourceAdminListQuerySchema>;

/**
 * An edit: any of the three names, each still required and at most 200 characters; the language
 * ids must be distinct. Nothing else of a contact source is editable.
 */
export const contactSourceUpdateSchema = z.object({
  contactSourceDictionaries: z
    .array(
      z.object({
        name: requiredText(ADMIN_MESSAGES.contactSourceNameRequired, TEXT_LIMITS.name),
        languageId: languageIdField,
      }),
      { error: ADMIN_MESSAGES.exactlyThreeLanguages },
    )
    .max(LANGUAGE_IDS.length, ADMIN_MESSAGES.exactlyThreeLanguages)
    .refine((entries) => new Set(entries.map((e) => e.languageId)).size === entries.length, ADMIN_MESSAGES.exactlyThreeLanguages)
    .optional(),
});
export type ContactSourceUpdate = z.infer<typeof contactSourceUpdateSchema>;
