// The date-time field kind: an instant, sent and stored as ISO 8601 in UTC, typed and read by people
// as the wall time of a named time zone (the brand's: BUSINESS_TIME_ZONE).
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../messages';
import { blankToUndefined, trimmed } from './fields';

/** A full date and time with seconds optional and the zone required (Z or ±hh:mm). */
const ZONED = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant an ISO 8601 date-time with its zone names, or NaN: the calendar must exist
 * (2026-02-30 does not) and the clock must be a clock (24:00 is not). A time without a zone is
 * refused: the server's zone and the reader's may differ, and guessing moves a launch by hours.
 */
export function zonedInstant(text: string): number {
  const match = ZONED.exec(text);
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute, second = '0'] = match.slice(1, 7).map((part) => part ?? '0');
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) return Number.NaN;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return Number.NaN;
  return Date.parse(text);
}

const instantText = (message: string) =>
  z
    .string({ error: message })
    .refine((text) => !Number.isNaN(zonedInstant(text)), message)
    .transform((text) => new Date(zonedInstant(text)).toISOString());

/** A required date-time: answered as UTC ISO (`2026-12-01T05:00:00.000Z`). */
export const dateTimeField = (message: string = ADMIN_MESSAGES.dateTimeInvalid) => z.preprocess(trimmed, instantText(message));

/** A date-time on edit: absent leaves it, blank clears it (null), anything else must be one. */
export const dateTimeOnEdit = (message: string = ADMIN_MESSAGES.dateTimeInvalid) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : blankToUndefined(trimmed(v)) === undefined ? null : trimmed(v)),
    instantText(message).nullable().optional(),
  );

/** The parts of an instant on the wall clock of `timeZone`. */
function wallParts(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

const DAY_MS = 24 * 3600 * 1000;

/** The minutes `timeZone` is ahead of UTC at `instant` (Baku: 240). */
function offsetMinutes(instant: number, timeZone: string) {
  const p = wallParts(instant, timeZone);
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** An instant as the wall time of `timeZone`, in the form a `datetime-local` input takes (`2026-12-01T09:00`); '' for none. */
export function wallTimeOf(iso: string | null | undefined, timeZone: string): string {
  const instant = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(instant)) return '';
  const p = wallParts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * The UTC ISO instant of a wall time (`2026-12-01T09:00`) in `timeZone`; null for none or nonsense.
 * Where a clock change repeats a wall time, it means its first occurrence; where it skips one, the
 * wall time is read with the offset in force before the change.
 */
export function instantOfWallTime(wall: string | null | undefined, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wall ?? '');
  if (!match) return null;
  const [year, month, day, hour, minute, second = '0'] = match.slice(1, 7).map((part) => part ?? '0');
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  if (Number.isNaN(asUtc)) return null;
  // No zone changes its offset twice within two days: the offsets a day before and a day after are
  // the only candidates.
  const before = asUtc - offsetMinutes(asUtc - DAY_MS, timeZone) * 60_000;
  const after = asUtc - offsetMinutes(asUtc + DAY_MS, timeZone) * 60_000;
  const shows = (instant: number) => wallTimeOf(new Date(instant).toISOString(), timeZone) === wall!.slice(0, 16);
  const instant = [Math.min(before, after), Math.max(before, after)].find(shows) ?? before;
  return new Date(instant).toISOString();
}
