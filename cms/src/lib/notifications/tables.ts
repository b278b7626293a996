import type { Core } from '@strapi/strapi';

/**
 * The notifications' three tables, outside Strapi's content types (nothing of them belongs in the
 * panel or the content API), created at start like the other service tables (pending-files, hit-log).
 *
 * - events: what happened (a CV, a review, a day to digest), one row written by the visitor's own
 *   request (the digest's by whichever process comes first: its key is unique);
 * - mails: one row per event and recipient, made from the events by the queue (unique per pair, so
 *   two processes expanding one event make one mail each), claimed, sent, retried from here;
 * - settings: what each console administrator chooses to receive (no row: everything, in az).
 */
export const EVENTS = 'qahve_notification_events';
export const MAILS = 'qahve_notification_mails';
export const SETTINGS = 'qahve_notification_settings';

export async function ensureNotificationTables(strapi: Core.Strapi) {
  // A fresh builder per statement: a knex schema builder runs every statement it was given so far.
  const schema = () => strapi.db.connection.schema;
  if (!(await schema().hasTable(EVENTS))) {
    await schema().createTable(EVENTS, (table) => {
      table.increments('id');
      table.string('kind', 32).notNullable();
      table.text('payload').notNullable();
      // The digest's `digest:2026-11-26`: one per day, whichever process queues it first.
      table.string('dedupe_key', 100).nullable().unique();
      table.boolean('expanded').notNullable().defaultTo(false);
      table.bigInteger('created_at').notNullable();
      table.index(['expanded'], `${EVENTS}_expanded`);
    });
  }
  if (!(await schema().hasTable(MAILS))) {
    await schema().createTable(MAILS, (table) => {
      table.increments('id');
      table.integer('event_id').notNullable();
      table.integer('user_id').notNullable();
      table.string('kind', 32).notNullable();
      table.string('recipient', 255).notNullable();
      table.string('subject', 500).notNullable();
      table.text('body').notNullable();
      // The same Message-ID on every attempt: a receiver that got an attempt whose answer was lost keeps one copy.
      table.string('message_id', 255).notNullable();
      table.string('status', 16).notNullable();
      table.integer('attempts').notNullable().defaultTo(0);
      table.bigInteger('next_attempt_at').notNullable();
      table.string('claimed_by', 64).nullable();
      table.bigInteger('claimed_until').nullable();
      table.bigInteger('sent_at').nullable();
      table.string('last_error', 500).nullable();
      table.bigInteger('created_at').notNullable();
      table.unique(['event_id', 'user_id'], { indexName: `${MAILS}_event_user` });
      table.index(['status', 'next_attempt_at'], `${MAILS}_due`);
    });
  }
  if (!(await schema().hasTable(SETTINGS))) {
    await schema().createTable(SETTINGS, (table) => {
      table.integer('user_id').primary();
      table.boolean('new_candidate').notNullable();
      table.boolean('pending_review').notNullable();
      table.boolean('daily_digest').notNullable();
      table.string('language', 2).notNullable();
      table.bigInteger('updated_at').notNullable();
    });
  }
}

/** SQLite answers booleans as 0/1, PostgreSQL as true/false. */
export const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 't' || value === 'true';
