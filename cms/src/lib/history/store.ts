import {
  type HistoryAction,
  type HistoryAuthor,
  type HistoryChange,
  type HistoryEntry,
  type HistoryListQuery,
  type HistorySource,
  HISTORY_SOURCES,
  dateRangeOf,
} from '@qahve/config';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { paged, pageWindow } from '../http/paging';
import type { Snapshot } from './snapshot';

/**
 * The content history and audit trail (docs/history.md): one row per recorded write, in a plain table
 * made at start (no content type: the panel has nothing to show of it, and no lifecycle runs on it).
 * A row is written with the knex transaction of the write it records (scope.ts), so that it commits
 * or rolls back with it.
 */
export const HISTORY_TABLE = 'qahve_history';

/** Indexes of the filters and the newest-first order: by entity (History tab), by user, by action, by time. */
const INDEXES: Array<[name: string, columns: string[]]> = [
  ['qahve_history_entity_idx', ['resource', 'entity_id', 'at', 'id']],
  ['qahve_history_at_idx', ['at', 'id']],
  ['qahve_history_user_idx', ['user_id', 'at', 'id']],
  ['qahve_history_action_idx', ['action', 'at', 'id']],
];

export async function ensureHistoryTable(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(HISTORY_TABLE))) {
    await knex.schema
      .createTable(HISTORY_TABLE, (table) => {
        table.increments('id');
        // Milliseconds since the epoch: one type on both databases, compared as numbers.
        table.bigInteger('at').notNullable();
        table.integer('user_id');
        table.string('user_email', 320);
        table.string('action', 20).notNullable();
        table.string('resource', 40).notNullable();
        table.integer('entity_id');
        // JSON: the field-level changes, and the entity's state right after the write (for restore).
        table.text('changes');
        table.text('snapshot');
      })
      // Another process made it meanwhile.
      .catch(async (error) => {
        if (!(await knex.schema.hasTable(HISTORY_TABLE))) throw error;
      });
  }
  // Added later (a table made before them gets them here): the state before the write, and its door.
  for (const [column, add] of [
    ['before_snapshot', (table: Knex.CreateTableBuilder) => table.text('before_snapshot')],
    ['source', (table: Knex.CreateTableBuilder) => table.string('source', 10)],
  ] as const) {
    if (await knex.schema.hasColumn(HISTORY_TABLE, column)) continue;
    await knex.schema
      .alterTable(HISTORY_TABLE, (table) => {
        add(table);
      })
      .catch(async (error) => {
        if (!(await knex.schema.hasColumn(HISTORY_TABLE, column))) throw error;
      });
  }
  for (const [name, columns] of INDEXES) {
    await knex.raw(`CREATE INDEX IF NOT EXISTS "${name}" ON "${HISTORY_TABLE}" (${columns.map((c) => `"${c}"`).join(', ')})`);
  }
}

/** An entry to write: what the API answers of one, but for what the table gives it (id, time, restorable). */
export interface NewEntry extends Omit<HistoryEntry, 'id' | 'time' | 'restorable' | 'restorableBefore'> {
  snapshot?: Snapshot | null;
  /** The state right before the write (none for a create). */
  before?: Snapshot | null;
}

interface EntryRow {
  id: number;
  at: number | string;
  user_id: number | null;
  user_email: string | null;
  action: HistoryAction;
  resource: string;
  entity_id: number | null;
  changes: string | null;
  snapshot: string | null;
  before_snapshot?: string | null;
  source?: string | null;
}

/** Appends entries with the given transaction (the write's). */
export async function appendEntries(trx: Knex | Knex.Transaction, entries: NewEntry[], at = Date.now()) {
  if (entries.length === 0) return;
  await trx(HISTORY_TABLE).insert(
    entries.map((entry) => ({
      at,
      user_id: entry.userId,
      user_email: entry.userEmail,
      action: entry.action,
      resource: entry.resource,
      entity_id: entry.entityId,
      changes: JSON.stringify(entry.changes),
      snapshot: entry.snapshot ? JSON.stringify(entry.snapshot) : null,
      before_snapshot: entry.before ? JSON.stringify(entry.before) : null,
      source: entry.source,
    })),
  );
}

const parse = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

const toEntry = (row: EntryRow): HistoryEntry => ({
  id: Number(row.id),
  time: new Date(Number(row.at)).toISOString(),
  userId: row.user_id === null ? null : Number(row.user_id),
  userEmail: row.user_email,
  action: row.action,
  resource: row.resource,
  entityId: row.entity_id === null ? null : Number(row.entity_id),
  changes: parse<HistoryChange[]>(row.changes, []),
  restorable: row.snapshot !== null,
  restorableBefore: row.before_snapshot !== null && row.before_snapshot !== undefined,
  source: (HISTORY_SOURCES as readonly unknown[]).includes(row.source) ? (row.source as HistorySource) : 'console',
});

/** The Activity page and the History tab: filtered, newest first (id breaking ties), paged in the database. */
export async function listEntries(query: HistoryListQuery) {
  const knex = strapi.db.connection;
  const { from, before } = dateRangeOf(query);
  const where = (q: Knex.QueryBuilder) => {
    if (query.resource) q.where('resource', query.resource);
    if (query.entityId !== undefined) q.where('entity_id', query.entityId);
    if (query.userId !== undefined) q.where('user_id', query.userId);
    if (query.action) q.where('action', query.action);
    if (from) q.where('at', '>=', from.getTime());
    if (before) q.where('at', '<', before.getTime());
    return q;
  };
  const window = pageWindow(query);
  const rows = where(
    knex(HISTORY_TABLE).select(
      'id',
      'at',
      'user_id',
      'user_email',
      'action',
      'resource',
      'entity_id',
      'changes',
      'source',
      knex.raw('(snapshot IS NOT NULL) AS "restorable"'),
      knex.raw('(before_snapshot IS NOT NULL) AS "restorable_before"'),
    ),
  ).orderBy([
    { column: 'at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  if (window.limit !== undefined) rows.offset(window.offset).limit(window.limit);
  const [found, [{ n }]] = await Promise.all([rows, where(knex(HISTORY_TABLE).count({ n: '*' }))]);
  const truthy = (value: unknown) => value === true || Boolean(Number(value));
  const items = (found as Array<EntryRow & { restorable: unknown; restorable_before: unknown }>).map((row) => ({
    ...toEntry({ ...row, snapshot: null, before_snapshot: null }),
    restorable: truthy(row.restorable),
    restorableBefore: truthy(row.restorable_before),
  }));
  return paged(items, Number(n), query);
}

/**
 * Everyone who wrote an entry (administrators; not the system's own writes), for the Activity page's
 * user filter: each user's id once, with the e-mail of their newest entry, by e-mail. Read from the
 * user index (one group per user), not from the entries themselves.
 */
export async function listAuthors(): Promise<HistoryAuthor[]> {
  const knex = strapi.db.connection;
  const newest = knex(HISTORY_TABLE).select('user_id').max({ id: 'id' }).whereNotNull('user_id').groupBy('user_id').as('newest');
  const rows = (await knex(HISTORY_TABLE)
    .join(newest, `${HISTORY_TABLE}.id`, 'newest.id')
    .select(`${HISTORY_TABLE}.user_id as user_id`, `${HISTORY_TABLE}.user_email as user_email`)) as Array<{
    user_id: number | string;
    user_email: string | null;
  }>;
  return rows
    .map((row) => ({ id: Number(row.user_id), email: row.user_email }))
    .sort((a, b) => (a.email ?? '').localeCompare(b.email ?? '') || a.id - b.id);
}

/** One entry with its snapshot, or null. */
export async function findEntry(id: number): Promise<(HistoryEntry & { snapshot: Snapshot | null; before: Snapshot | null }) | null> {
  const row = (await strapi.db.connection(HISTORY_TABLE).where({ id }).first()) as EntryRow | undefined;
  return row
    ? {
        ...toEntry(row),
        snapshot: parse<Snapshot | null>(row.snapshot, null),
        before: parse<Snapshot | null>(row.before_snapshot ?? null, null),
      }
    : null;
}

/**
 * An erased candidate's personal data leaves the history with them: the entries stay (who did what,
 * when), their changes and snapshots go. Run in the erasing transaction.
 */
export async function purgeEntity(trx: Knex | Knex.Transaction, resource: string, ids: number[]) {
  for (let i = 0; i < ids.length; i += 500) {
    await trx(HISTORY_TABLE)
      .where('resource', resource)
      .whereIn('entity_id', ids.slice(i, i + 500))
      .update({ changes: '[]', snapshot: null, before_snapshot: null });
  }
}

/** Removes the entries older than the retention; answers how many. */
export async function pruneEntries(days: number, now = Date.now()): Promise<number> {
  return strapi.db
    .connection(HISTORY_TABLE)
    .where('at', '<', now - days * 24 * 60 * 60 * 1000)
    .delete();
}
