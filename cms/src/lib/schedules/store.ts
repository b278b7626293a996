import type { Core } from '@strapi/strapi';

/**
 * Scheduled publishing's tables, made at start (plain tables: the panel has nothing to show of them,
 * and no lifecycle runs on them). A schedule is due at `at` (milliseconds since the epoch, UTC); its
 * items are what it shows or hides. The claim columns are the outbox worker's (lib/jobs/outbox/worker.ts):
 * of several processes exactly one carries a due schedule out.
 */
export const SCHEDULES = 'qahve_schedules';
export const SCHEDULE_ITEMS = 'qahve_schedule_items';

export interface ScheduleRow {
  id: number;
  name: string | null;
  at: number | string;
  state: string;
  created_by_id: number | null;
  created_by: string | null;
  created_at: number | string;
  updated_at: number | string;
  fired_at: number | string | null;
  error: string | null;
  claimed_by: string | null;
  claimed_until: number | string | null;
  attempts: number;
}

export interface ScheduleItemRow {
  id: number;
  schedule_id: number;
  position: number;
  resource: string;
  entity_id: number;
  action: string;
}

export async function ensureScheduleTables(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const made = async (table: string, make: () => Promise<unknown>) => {
    if (await knex.schema.hasTable(table)) return;
    // Another process made it meanwhile.
    await make().catch(async (error) => {
      if (!(await knex.schema.hasTable(table))) throw error;
    });
  };
  await made(SCHEDULES, () =>
    knex.schema.createTable(SCHEDULES, (table) => {
      table.increments('id');
      table.string('name', 100);
      table.bigInteger('at').notNullable();
      table.string('state', 12).notNullable();
      table.integer('created_by_id');
      table.string('created_by', 320);
      table.bigInteger('created_at').notNullable();
      table.bigInteger('updated_at').notNullable();
      table.bigInteger('fired_at');
      table.text('error');
      table.string('claimed_by', 120);
      table.bigInteger('claimed_until');
      table.integer('attempts').notNullable().defaultTo(0);
      table.index(['state', 'at'], 'qahve_schedules_due_idx');
    }),
  );
  await made(SCHEDULE_ITEMS, () =>
    knex.schema.createTable(SCHEDULE_ITEMS, (table) => {
      table.increments('id');
      table.integer('schedule_id').notNullable().references('id').inTable(SCHEDULES).onDelete('CASCADE');
      table.integer('position').notNullable();
      table.string('resource', 40).notNullable();
      table.integer('entity_id').notNullable();
      table.string('action', 12).notNullable();
      table.index(['schedule_id', 'position'], 'qahve_schedule_items_schedule_idx');
    }),
  );
}
