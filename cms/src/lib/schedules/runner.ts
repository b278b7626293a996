import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { isConnectionLoss } from '../http/database-unavailable';
import { inSourceScope } from '../history/scope';
import { draftStore, type StagedDraft } from '../content/drafts';
import { contentServiceOf, type ContentServiceUid } from '../registry/services';
import { OutboxWorker } from '../jobs/outbox/worker';
import { scheduledResource } from './index';
import { SCHEDULE_ITEMS, SCHEDULES, type ScheduleItemRow, type ScheduleRow } from './store';

/** How often every process looks for due schedules (SCHEDULE_CHECK_MS): a schedule fires at most this late, plus its run. */
export const scheduleCheckMs = () => {
  const value = Number(process.env.SCHEDULE_CHECK_MS ?? 15_000);
  return Number.isFinite(value) && value >= 50 ? value : 15_000;
};

/** A claim this old belongs to a process that died carrying it out (its transaction never committed): claimed again. */
const LEASE_MS = 2 * 60_000;

// knex's where-callbacks return the query builder, a thenable knex itself never awaits.
/* eslint-disable @typescript-eslint/no-misused-promises */
const claimable = (now: number) => (q: Knex.QueryBuilder) =>
  q
    .where((w) => w.where({ state: 'pending' }).andWhere('at', '<=', now))
    .orWhere((w) => w.where({ state: 'running' }).andWhere('claimed_until', '<', now));

/**
 * Carries out due schedules, in whichever process claims each first. A schedule's items change in one
 * transaction with its state (`done`): all of them or, on any failure, none (`failed`, with the reason).
 * Each change goes through the resource's own service, as the console's Delete and Revert do: the same
 * rules, the history (recorded for the administrator who scheduled it, from the door "schedule") and
 * the caches' invalidation. A lost database connection leaves the claim to lapse: tried again then.
 */
class ScheduleRunner extends OutboxWorker {
  constructor(strapi: Core.Strapi) {
    super(strapi, 'Schedules', scheduleCheckMs());
  }

  protected async work(now = Date.now()) {
    const knex = this.strapi.db.connection;
    const due = (await knex(SCHEDULES).select('id').where(claimable(now)).orderBy('at').orderBy('id').limit(20)) as Array<{ id: number }>;
    for (const { id } of due) {
      if (this.stopped) return false;
      const { token, rows } = await this.claim<ScheduleRow>(SCHEDULES, [Number(id)], claimable(Date.now()), {
        leaseMs: LEASE_MS,
        set: { state: 'running' },
      });
      if (rows.length > 0) await this.carryOut(rows[0], token);
    }
    return due.length === 20;
  }

  private async carryOut(schedule: ScheduleRow, token: string) {
    const knex = this.strapi.db.connection;
    const items = (await knex(SCHEDULE_ITEMS).where({ schedule_id: schedule.id }).orderBy('position')) as ScheduleItemRow[];
    const actor = { id: schedule.created_by_id === null ? null : Number(schedule.created_by_id), email: schedule.created_by };
    const drafts = draftStore(this.strapi);
    // The pictures of the drafts it publishes, stored first: the upload of a file cannot join the transaction.
    const staged = new Map<ScheduleItemRow, StagedDraft>();
    try {
      for (const item of items) {
        const pictures =
          item.action === 'publish' ? await drafts.stage(scheduledResource(item.resource).uid, Number(item.entity_id)) : null;
        if (pictures) staged.set(item, pictures);
      }
      await this.strapi.db.transaction(async ({ trx }) => {
        for (const item of items) {
          const resource = scheduledResource(item.resource);
          const uid = resource.uid as ContentServiceUid;
          const hide = item.action === 'unpublish';
          const found = await inSourceScope(
            actor,
            { action: hide ? 'delete' : 'revert', resource: resource.path, uid: resource.uid, source: 'schedule' },
            () =>
              hide
                ? contentServiceOf(this.strapi, uid).setDeleted(Number(item.entity_id), true)
                : // A publish applies the item's draft, if it has one, as the console's Publish does.
                  drafts.publish(uid, Number(item.entity_id), { inTransaction: true, staged: staged.get(item) }),
          );
          if (!found) throw new Error(`${item.resource} ${item.entity_id} not found`);
        }
        const done = await trx(SCHEDULES)
          .where({ id: schedule.id, claimed_by: token })
          .update({ state: 'done', fired_at: Date.now(), updated_at: Date.now(), error: null });
        // Another process took it over after this one's lease ran out: its run decides.
        if (Number(done) === 0) throw new Error('claim lost');
      });
      for (const pictures of staged.values()) await pictures.release();
    } catch (error) {
      // A lost connection may have lost only the answer to a committed transaction: the pictures' notes decide later.
      if (isConnectionLoss(error)) throw error;
      for (const pictures of staged.values()) await pictures.discard();
      const message = (error as Error).message;
      if (message === 'claim lost') return;
      this.strapi.log.warn(`Schedules: schedule ${schedule.id} failed (${message}); nothing of it was changed`);
      await knex(SCHEDULES)
        .where({ id: schedule.id, claimed_by: token })
        .update({ state: 'failed', fired_at: Date.now(), updated_at: Date.now(), error: message.slice(0, 500) });
    }
  }
}

let runner: ScheduleRunner | null = null;

export function startScheduleRunner(strapi: Core.Strapi) {
  runner = new ScheduleRunner(strapi);
  runner.start();
}

export async function stopScheduleRunner() {
  await runner?.stop();
  runner = null;
}
