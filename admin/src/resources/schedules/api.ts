import {
  SCHEDULABLE_RESOURCES,
  type Schedule,
  type ScheduleAction,
  type SchedulableResource,
  type ScheduleItem,
  type ScheduleState,
} from '@qahve/config';
import type { ResourceApi } from '../../api/dataProvider';
import type { Query } from '../../api/http';
import type { ChipLook } from '../../common/StateChip';

/** An item as the create form holds it: the resource's API path, the record's id, and what to do. */
export interface ScheduleItemForm {
  resource?: SchedulableResource;
  id?: number | string | null;
  action?: ScheduleAction;
}

/** The create form's and the reschedule dialog's values. */
export interface ScheduleForm {
  name?: string | null;
  at?: string | null;
  items?: ScheduleItemForm[];
}

/** A name blank or all spaces is no name: the API keeps null. */
const nameOf = (name: unknown) => (typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined);

/** `POST admin/Schedules` (JSON): the name when given, the UTC instant, and each item's resource, id and action. */
export function scheduleCreateBody(data: ScheduleForm): Record<string, unknown> {
  return {
    ...(nameOf(data.name) ? { name: nameOf(data.name) } : {}),
    at: data.at ?? '',
    items: (data.items ?? []).map(({ resource, id, action }) => ({
      resource,
      id: id === null || id === undefined || id === '' ? id : Number(id),
      action,
    })),
  };
}

/**
 * `PUT admin/Schedules/{id}` (JSON): a pending schedule's time, and its name when one is typed (the API
 * keeps the name it has when none is sent: a name cannot be taken off).
 */
export function scheduleUpdateBody(data: ScheduleForm): Record<string, unknown> {
  const name = nameOf(data.name);
  return { ...(name ? { name } : {}), at: data.at ?? '' };
}

/** The list's state filter as the API takes it (none: every state). */
export function scheduleFilterQuery(filter: Record<string, unknown>): Query {
  return typeof filter.state === 'string' && filter.state !== '' ? { state: filter.state } : {};
}

/**
 * `GET admin/Schedules` (paged, `state` filter; pending ones soonest first, the others newest first,
 * the server's order), `GET/PUT admin/Schedules/{id}`, `POST admin/Schedules`, and the cancel:
 * `DELETE admin/Schedules/{id}`, which answers the schedule, cancelled.
 */
export const schedulesApi: ResourceApi<Schedule> = {
  path: 'Schedules',
  getOne: 'endpoint',
  filterQuery: scheduleFilterQuery,
  toCreateBody: (data) => scheduleCreateBody(data as ScheduleForm),
  toUpdateBody: (data) => scheduleUpdateBody(data as ScheduleForm),
  formErrors: { inputs: ['name', 'at', 'items', 'items.*.resource', 'items.*.id', 'items.*.action'] },
};

/** Only a pending schedule can be rescheduled or cancelled (the server answers 409 otherwise). */
export const isPending = (schedule: Pick<Schedule, 'state'>) => schedule.state === 'pending';

/** Each state's chip: pending stands out, done green, failed red, the rest quiet. */
export const STATE_CHIPS: Record<ScheduleState, ChipLook> = {
  pending: { color: 'default', variant: 'outlined' },
  running: { color: 'info', variant: 'filled' },
  done: { color: 'success', variant: 'filled' },
  failed: { color: 'error', variant: 'filled' },
  cancelled: { color: 'default', variant: 'filled' },
};

/** Where a schedulable record's name is read in the console's lists: its dictionaries and their text field. */
export const ITEM_NAMES: Record<SchedulableResource, { dictionaries: string; field: string }> = {
  Products: { dictionaries: 'productDictionaries', field: 'name' },
  Categories: { dictionaries: 'categoryDictionaries', field: 'name' },
  HomeProducts: { dictionaries: 'productDictionaries', field: 'name' },
  Carousels: { dictionaries: 'carouselDictionaries', field: 'content' },
  Branches: { dictionaries: 'branchDictionaries', field: 'name' },
};

export const isSchedulable = (path: string): path is SchedulableResource => (SCHEDULABLE_RESOURCES as readonly string[]).includes(path);

/** An item's name as the API answers it: the console's language, else Azerbaijani, else any; undefined when it is gone. */
export function itemName(item: Pick<ScheduleItem, 'names'>, locale: string): string | undefined {
  const names = item.names ?? {};
  const pick = (code: string) => {
    const text = (names as Record<string, string | undefined>)[code];
    return text && text.trim() !== '' ? text : undefined;
  };
  return pick(locale) ?? pick('az') ?? Object.keys(names).map(pick).find(Boolean);
}
