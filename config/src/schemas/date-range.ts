// Date ranges of the console's lists and statistics: ISO dates in, UTC bounds out.
import { z } from 'zod';
import { blankToUndefined } from './fields';

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
export const dateRangeShape = {
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
