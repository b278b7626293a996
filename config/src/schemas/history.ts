// The content history and audit trail (docs/history.md): what the console's History tab and Activity page read.
import { z } from 'zod';
import { MAX_ID } from '../constants';
import type { NameDictionary } from '../api';
import type { LanguageCode } from '../languages';
import { RESOURCE_DESCRIPTORS } from '../resources';
import { isoDate, rangeInOrder } from './date-range';
import { blankToUndefined, numberish } from './fields';
import { listQuerySchema } from './query';

/**
 * What an entry says was done. `restore` is a restore from the history itself; `draft`, `publish` and `discard`
 * are a draft saved, published and discarded (a draft's save changes nothing the site shows).
 */
export const HISTORY_ACTIONS = [
  'create',
  'update',
  'delete',
  'revert',
  'draft',
  'publish',
  'discard',
  'restore',
  'confirm',
  'reject',
  'favourite',
  'erase',
  'login',
  'logout',
  'password',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The resource of the sign-in, sign-out and password entries (their entity: the administrator). */
export const IDENTITY_RESOURCE = 'Identity';

/** The `resource` of an entry: a path of the API (`Categories`, `Reviews/GetAll`'s `Reviews`...), or Identity. */
export const HISTORY_RESOURCES = [IDENTITY_RESOURCE, ...Object.values(RESOURCE_DESCRIPTORS).map(({ path }) => path)] as [
  string,
  ...string[],
];

/** HISTORY_RETENTION_DAYS: how long entries are kept, in days (default 365); anything but a positive integer is refused. */
export function historyRetentionDays(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 365;
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1)
    throw new Error(`HISTORY_RETENTION_DAYS must be a positive number of days, not "${value}"`);
  return Number(value);
}

const id = (field: string) => {
  const message = `${field} must be a positive integer`;
  return z.preprocess(numberish, z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message).optional());
};

/** `GET /api/v1/admin/History`: paging, and the filters (each refused with a 400 naming it when wrong). */
export const historyListQuerySchema = listQuerySchema
  .extend({
    resource: z.preprocess(
      blankToUndefined,
      z.enum(HISTORY_RESOURCES, { error: `resource must be one of ${HISTORY_RESOURCES.join(', ')}` }).optional(),
    ),
    entityId: id('entityId'),
    userId: id('userId'),
    action: z.preprocess(
      blankToUndefined,
      z.enum(HISTORY_ACTIONS, { error: `action must be one of ${HISTORY_ACTIONS.join(', ')}` }).optional(),
    ),
    from: isoDate('from'),
    to: isoDate('to'),
  })
  .superRefine(rangeInOrder);
export type HistoryListQuery = z.infer<typeof historyListQuerySchema>;

/** One changed field: `locale` for a field kept per language (each language its own change). */
export interface HistoryChange {
  field: string;
  locale?: LanguageCode;
  before: unknown;
  after: unknown;
}

/**
 * Where a write came from: the console's API, the Strapi panel at /cms (its content manager, written
 * by a panel user, whose e-mail the entry names; their id is of the panel's accounts, so none is kept),
 * or a schedule carried out at its time (the entry names the administrator who scheduled it).
 */
export const HISTORY_SOURCES = ['console', 'panel', 'schedule'] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

/** Someone who wrote history entries (GET admin/History/Users): the Activity page's user filter. */
export interface HistoryAuthor {
  id: number;
  /** The e-mail of their newest entry. */
  email: string | null;
}

export interface HistoryEntry {
  id: number;
  /** ISO time of the write. */
  time: string;
  userId: number | null;
  userEmail: string | null;
  action: HistoryAction;
  resource: string;
  entityId: number | null;
  changes: HistoryChange[];
  /** Whether "restore this version" can bring the entity back to its state right after this entry. */
  restorable: boolean;
  /** Whether "restore the state before" can bring it back to its state right before this entry. */
  restorableBefore?: boolean;
  /** The door it came through ('console' when left out). */
  source?: HistorySource;
  /**
   * The record's name in each language that has one (the Activity page's link text), as the list reads it:
   * from the record (a deleted one too), else, once the record is gone, from its newest version in the
   * history. Empty where there is none: a sign-in, a survey, an erased candidate. Left out by the other reads.
   */
  entityNames?: NameDictionary[];
}
