// The console's surveys: the list and its CSV export (filters, multi-column sort) and the statistics.
import { z } from 'zod';
import { AGE_BANDS, AGE_MAX, QUALITY_MAX } from '../constants';
import { type ContactSource } from '../resources/contact-source';
import { SURVEY_SORTABLE, type Survey } from '../resources/survey';
import { code, flag, positiveId } from './admin-fields';
import type { AdminContactSource } from './admin-contact-sources';
import { dateRangeShape, rangeInOrder } from './date-range';
import { blankToUndefined } from './fields';
import { adminListQuerySchema } from './query';

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
        const [field, order = 'asc', extra] = part
          .trim()
          .split(':')
          .map((s) => s.trim());
        const lowerOrder = order.toLowerCase();
        if (
          !(SURVEY_SORTABLE as readonly string[]).includes(field) ||
          extra !== undefined ||
          (lowerOrder !== 'asc' && lowerOrder !== 'desc')
        ) {
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

export const surveyFilterShape = {
  ...dateRangeShape,
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

export const surveyStatisticsQuerySchema = z.object({ ...dateRangeShape }).superRefine(rangeInOrder);
export type SurveyStatisticsQuery = z.infer<typeof surveyStatisticsQuerySchema>;

/**
 * The age groups of the statistics and the export: the survey form's own bands, since a stored code
 * means the band the visitor picked (docs/decisions.md, "Age groups"). Any code other than 0, 1 or 2
 * (older data) counts in the last one.
 */
export const STATISTICS_AGE_GROUPS = AGE_BANDS;
export const statisticsAgeGroup = (age: number) => (age === 0 || age === 1 || age === 2 ? age : 3);
export const STATISTICS_GENDERS = [
  { gender: true, label: 'Male' },
  { gender: false, label: 'Female' },
] as const;

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
