// Scheduled publishing: an item, or a named set of items (a release, "Winter menu"), shown on the
// site or hidden from it at a date and time, all together or not at all. Times are sent and answered
// as UTC ISO instants (the console types and shows them as Baku wall time).
import { z } from 'zod';
import { MAX_ID } from '../constants';
import { ADMIN_MESSAGES } from '../messages';
import { productResource } from '../resources/product';
import { categoryResource } from '../resources/category';
import { homeProductResource } from '../resources/home-product';
import { carouselResource } from '../resources/carousel';
import { branchResource } from '../resources/branch';
import { dateTimeField } from './date-time';
import { blankToUndefined, numberish, trimmed } from './fields';
import { listQuerySchema } from './query';

/** `publish`: shown on the site (as Revert does); `unpublish`: hidden from it (as Delete does). */
export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/**
 * `pending` until due; `running` while one process carries it out; then `done` (every item changed, in
 * one transaction) or `failed` (none changed; `error` says why); `cancelled` by an administrator.
 */
export const SCHEDULE_STATES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

/** The content the console edits and the site shows: what a schedule can publish or unpublish. */
export const SCHEDULABLE_RESOURCES = [
  productResource.path,
  categoryResource.path,
  homeProductResource.path,
  carouselResource.path,
  branchResource.path,
] as const;
export type SchedulableResource = (typeof SCHEDULABLE_RESOURCES)[number];

export const SCHEDULE_MAX_ITEMS = 100;
export const SCHEDULE_NAME_MAX = 100;

export const SCHEDULE_MESSAGES = {
  atRequired: ADMIN_MESSAGES.dateTimeInvalid,
  atPast: 'Date and time must be in the future',
  nameTooLong: `Name must be at most ${SCHEDULE_NAME_MAX} characters`,
  itemsRequired: `Choose between 1 and ${SCHEDULE_MAX_ITEMS} items`,
  itemsRepeated: 'An item can be in a schedule only once',
  resourceInvalid: `resource must be one of ${SCHEDULABLE_RESOURCES.join(', ')}`,
  idInvalid: 'id must be a positive integer',
  actionInvalid: `action must be one of ${SCHEDULE_ACTIONS.join(', ')}`,
  itemUnknown: 'Item not found',
  notFound: 'Schedule not found',
  notPending: 'Only a pending schedule can be changed or cancelled',
  created: 'Schedule created',
} as const;

const itemSchema = z.object({
  resource: z.enum(SCHEDULABLE_RESOURCES, { error: SCHEDULE_MESSAGES.resourceInvalid }),
  id: z.preprocess(
    numberish,
    z
      .number({ error: SCHEDULE_MESSAGES.idInvalid })
      .int(SCHEDULE_MESSAGES.idInvalid)
      .positive(SCHEDULE_MESSAGES.idInvalid)
      .max(MAX_ID, SCHEDULE_MESSAGES.idInvalid),
  ),
  action: z.enum(SCHEDULE_ACTIONS, { error: SCHEDULE_MESSAGES.actionInvalid }),
});
export type ScheduleItemInput = z.output<typeof itemSchema>;

const nameField = z.preprocess(
  (v) => blankToUndefined(trimmed(v)),
  z.string({ error: SCHEDULE_MESSAGES.nameTooLong }).max(SCHEDULE_NAME_MAX, SCHEDULE_MESSAGES.nameTooLong).optional(),
);

/** `POST /api/v1/admin/Schedules` (JSON). */
export const scheduleCreateSchema = z
  .object({
    name: nameField,
    at: dateTimeField(SCHEDULE_MESSAGES.atRequired),
    items: z
      .array(itemSchema, { error: SCHEDULE_MESSAGES.itemsRequired })
      .min(1, SCHEDULE_MESSAGES.itemsRequired)
      .max(SCHEDULE_MAX_ITEMS, SCHEDULE_MESSAGES.itemsRequired),
  })
  .superRefine(({ items }, ctx) => {
    const seen = new Set<string>();
    items.forEach(({ resource, id }, index) => {
      const key = `${resource}/${id}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['items', index, 'id'], message: SCHEDULE_MESSAGES.itemsRepeated });
      seen.add(key);
    });
  });
export type ScheduleCreate = z.output<typeof scheduleCreateSchema>;

/** `PUT /api/v1/admin/Schedules/:id` (JSON): a pending schedule's new time and name. */
export const scheduleUpdateSchema = z.object({
  name: nameField,
  at: dateTimeField(SCHEDULE_MESSAGES.atRequired),
});
export type ScheduleUpdate = z.output<typeof scheduleUpdateSchema>;

/** `GET /api/v1/admin/Schedules`: paging, and a state to keep. Pending ones come soonest first, the others newest first. */
export const scheduleListQuerySchema = listQuerySchema.extend({
  state: z.preprocess(
    blankToUndefined,
    z.enum(SCHEDULE_STATES, { error: `state must be one of ${SCHEDULE_STATES.join(', ')}` }).optional(),
  ),
});
export type ScheduleListQuery = z.output<typeof scheduleListQuerySchema>;

export interface ScheduleItem extends ScheduleItemInput {
  /** The item's name in each language that has one, as it is now (empty once the item is gone). */
  names: Partial<Record<'en' | 'az' | 'ru', string>>;
}

export interface Schedule {
  id: number;
  name: string | null;
  /** When it is due: UTC ISO. */
  at: string;
  state: ScheduleState;
  items: ScheduleItem[];
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  /** When it was carried out (done) or tried (failed): UTC ISO. */
  firedAt: string | null;
  error: string | null;
}
