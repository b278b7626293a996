import {
  LANGUAGES,
  SCHEDULE_MESSAGES as M,
  type HistoryEntry,
  type Paged,
  type Schedule,
  type ScheduleAction,
  type ScheduleCreate,
  type ScheduleItem,
  type ScheduleListQuery,
  type ScheduleState,
  type ScheduleUpdate,
} from '@qahve/config';
import { ApiError, fieldError } from '../http/api-error';
import type { Actor } from '../history/scope';
import { withEntityNames } from '../history/names';
import { existsLocalized } from '../content/localized-documents/store';
import { paged, pageWindow } from '../http/paging';
import { RESOURCES } from '../registry/resources';
import { SCHEDULE_ITEMS, SCHEDULES, type ScheduleItemRow, type ScheduleRow } from './store';

export { ensureScheduleTables } from './store';

/** The registry's entry of a schedulable path (config's SCHEDULABLE_RESOURCES are all content resources). */
export function scheduledResource(path: string) {
  const resource = RESOURCES.find((one) => one.path === path && one.content);
  if (!resource) throw new Error(`${path} is not a content resource`);
  return resource;
}

const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The rows as the API answers them, with each item's name in each language as it is now. */
async function answers(rows: ScheduleRow[]): Promise<Schedule[]> {
  if (rows.length === 0) return [];
  const knex = strapi.db.connection;
  const items = (await knex(SCHEDULE_ITEMS)
    .whereIn(
      'schedule_id',
      rows.map((row) => row.id),
    )
    .orderBy(['schedule_id', 'position'])) as ScheduleItemRow[];
  const named = await withEntityNames(items.map((item) => ({ resource: item.resource, entityId: Number(item.entity_id) }) as HistoryEntry));
  const byLanguage = (names: HistoryEntry['entityNames']) =>
    Object.fromEntries((names ?? []).map(({ languageId, name }) => [LANGUAGES.find((l) => l.id === languageId)!.code, name]));
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    at: iso(row.at)!,
    state: row.state as ScheduleState,
    items: items.flatMap((item, index) =>
      Number(item.schedule_id) === Number(row.id)
        ? [
            {
              resource: item.resource,
              id: Number(item.entity_id),
              action: item.action as ScheduleAction,
              names: byLanguage(named[index].entityNames),
            } as ScheduleItem,
          ]
        : [],
    ),
    createdBy: row.created_by,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    firedAt: iso(row.fired_at),
    error: row.error,
  }));
}

async function rowOf(id: number): Promise<ScheduleRow> {
  const row = (await strapi.db.connection(SCHEDULES).where({ id }).first()) as ScheduleRow | undefined;
  if (!row) throw new ApiError(404, M.notFound);
  return row;
}

export async function findSchedule(id: number): Promise<Schedule> {
  const [schedule] = await answers([await rowOf(id)]);
  return schedule;
}

/** Pending schedules soonest first, then the others newest first; or those of one state. */
export async function listSchedules(query: ScheduleListQuery): Promise<Paged<Schedule>> {
  const knex = strapi.db.connection;
  const base = () => (query.state ? knex(SCHEDULES).where({ state: query.state }) : knex(SCHEDULES));
  const [{ count }] = (await base().count({ count: '*' })) as Array<{ count: number | string }>;
  const { offset, limit } = pageWindow(query);
  let rows = base()
    .select('*')
    .orderByRaw(`CASE WHEN state = 'pending' THEN 0 ELSE 1 END`)
    .orderByRaw(`CASE WHEN state = 'pending' THEN at ELSE -at END`)
    .orderBy('id', 'desc');
  if (limit !== undefined) rows = rows.offset(offset!).limit(limit);
  return paged(await answers((await rows) as ScheduleRow[]), Number(count), query);
}

/** The time must be ahead; checked when scheduling and rescheduling, never when carrying out. */
function ahead(at: string, now: number) {
  if (Date.parse(at) <= now) throw fieldError(400, 'at', M.atPast);
}

/** A new schedule of existing items (each named in a 400 when it is not there), pending until `at`. */
export async function createSchedule(input: ScheduleCreate, actor: Actor, now = Date.now()): Promise<number> {
  ahead(input.at, now);
  for (const [index, item] of input.items.entries()) {
    if (!(await existsLocalized(scheduledResource(item.resource).uid, item.id))) throw fieldError(400, `items[${index}].id`, M.itemUnknown);
  }
  return strapi.db.transaction(async ({ trx }) => {
    const [inserted] = (await trx(SCHEDULES)
      .insert({
        name: input.name ?? null,
        at: Date.parse(input.at),
        state: 'pending',
        created_by_id: actor.id,
        created_by: actor.email,
        created_at: now,
        updated_at: now,
        attempts: 0,
      })
      .returning('id')) as Array<{ id: number } | number>;
    const id = Number(typeof inserted === 'object' ? inserted.id : inserted);
    await trx(SCHEDULE_ITEMS).insert(
      input.items.map((item, position) => ({
        schedule_id: id,
        position,
        resource: item.resource,
        entity_id: item.id,
        action: item.action,
      })),
    );
    return id;
  });
}

/**
 * Changes a pending schedule with one conditional UPDATE: a schedule a process has claimed meanwhile
 * (or that was carried out or cancelled) is not changed, and the answer is 409.
 */
async function changePending(id: number, set: Record<string, unknown>, now: number): Promise<Schedule> {
  const changed = await strapi.db
    .connection(SCHEDULES)
    .where({ id, state: 'pending' })
    .update({ ...set, updated_at: now });
  if (Number(changed) === 0) {
    await rowOf(id);
    throw new ApiError(409, M.notPending);
  }
  return findSchedule(id);
}

export function rescheduleSchedule(id: number, input: ScheduleUpdate, now = Date.now()): Promise<Schedule> {
  ahead(input.at, now);
  return changePending(id, { at: Date.parse(input.at), ...(input.name !== undefined ? { name: input.name } : {}) }, now);
}

export function cancelSchedule(id: number, now = Date.now()): Promise<Schedule> {
  return changePending(id, { state: 'cancelled' }, now);
}
