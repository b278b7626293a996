import { AsyncLocalStorage } from 'node:async_hooks';
import { IDENTITY_RESOURCE, type HistoryAction, type HistorySource } from '@qahve/config';
import type { UID } from '@strapi/strapi';
import type { Context } from 'koa';
import { appendEntries } from './store';
import { diff, plain, snapshotsOf } from './snapshot';

/** Who writes: the signed-in administrator (the `global::administrator` policy puts them on ctx.state.user). */
export interface Actor {
  /** The console's user id; null for a panel user (the panel's accounts are another set of ids). */
  id: number | null;
  email: string | null;
}

/**
 * A console call that writes: who, what, on which resource. The writes below it (the generic localized
 * writes, or the call's own service call) record themselves in it; the outermost one records, the ones
 * it makes in turn (a restore's update, a contact source's localized write) are part of it.
 */
interface Scope {
  actor: Actor;
  action: HistoryAction;
  resource: string;
  uid: UID.ContentType;
  source: HistorySource;
  recording: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();

/**
 * On, always, but for scripts/bench-history.mjs, which times the same edits with recording on and off
 * in one run (the overhead's bar, docs/PERFORMANCE.md). No setting of the app turns it off.
 */
export const recording = { on: true };

export const actorOf = (ctx: Context): Actor => {
  const user = ctx.state.user as { id: number; email?: string } | undefined;
  if (!user) throw new Error('A recorded write needs the signed-in administrator (global::administrator policy)');
  return { id: Number(user.id), email: user.email ?? null };
};

/** Runs a console call's handler in its history scope. */
export function inScope<T>(
  ctx: Context,
  what: { action: HistoryAction; resource: string; uid: UID.ContentType },
  run: () => Promise<T>,
): Promise<T> {
  return scopes.run({ ...what, actor: actorOf(ctx), source: 'console', recording: false }, run);
}

/** Runs a write of another door (the Strapi panel) in a history scope of its own, for `actor`. */
export function inSourceScope<T>(
  actor: Actor,
  what: { action: HistoryAction; resource: string; uid: UID.ContentType; source: HistorySource },
  run: () => Promise<T>,
): Promise<T> {
  return scopes.run({ ...what, actor, recording: false }, run);
}

/** Whether a write is being recorded already (the writes it makes in turn are part of its entry). */
export const inRecordedWrite = () => scopes.getStore()?.recording === true;

/**
 * A write of the entities `ids` (null for a create: `idsOf` reads the new id from its answer), recorded
 * in the history of the current scope in one transaction with it: the entities' states before and after
 * are read in that transaction, and the entry is inserted with it, so that it commits or rolls back with
 * the write. Outside a scope (the seed, the public forms), for another content type, or inside a write
 * already being recorded, it is the write alone.
 */
export async function recorded<T>(
  uid: UID.ContentType,
  ids: number[] | null,
  write: () => Promise<T>,
  idsOf?: (result: T) => number[] | Promise<number[]>,
): Promise<T> {
  const scope = scopes.getStore();
  if (!scope || !recording.on || scope.recording || scope.uid !== uid) return write();
  scope.recording = true;
  try {
    return await strapi.db.transaction(async ({ trx }) => {
      const before = ids ? await snapshotsOf(trx, uid, ids) : new Map();
      const result = await write();
      const written = ids ?? (await idsOf?.(result)) ?? [];
      const after = await snapshotsOf(trx, uid, written);
      await appendEntries(
        trx,
        written.flatMap((entityId) => {
          const [was, is] = [plain(before.get(entityId)), plain(after.get(entityId))];
          // Nothing there before or after: the write found nothing to change (its caller answers 404).
          if (!was && !is) return [];
          return [
            {
              userId: scope.actor.id,
              userEmail: scope.actor.email,
              action: scope.action,
              resource: scope.resource,
              entityId,
              changes: diff(was, is),
              snapshot: is ?? null,
              // The state before, so that any entry can be undone, the first change of seeded content too.
              before: was ?? null,
              source: scope.source,
            },
          ];
        }),
      );
      return result;
    });
  } finally {
    scope.recording = false;
  }
}

/**
 * Records an erasure in the erasing transaction `trx`, without any of what was erased (personal data:
 * only who erased which id, and when). Outside a scope (the retention job) nothing is recorded.
 */
export async function recordErasure(trx: Parameters<typeof appendEntries>[0], uid: UID.ContentType, ids: number[]) {
  const scope = scopes.getStore();
  if (!scope || scope.uid !== uid) return;
  await appendEntries(
    trx,
    ids.map((entityId) => ({
      userId: scope.actor.id,
      userEmail: scope.actor.email,
      action: 'erase' as const,
      resource: scope.resource,
      entityId,
      changes: [],
      source: scope.source,
    })),
  );
}

/**
 * A sign-in, sign-out or password change of `user`, recorded with it: `write` runs in a transaction
 * with the entry (no secret in it: a password change says only that the password changed).
 */
export async function recordedAccountWrite<T>(action: 'login' | 'logout' | 'password', user: Actor, write: () => Promise<T>): Promise<T> {
  return await strapi.db.transaction(async ({ trx }) => {
    const result = await write();
    const changes = action === 'password' ? [{ field: 'password', before: null, after: null }] : [];
    await appendEntries(trx, [
      { userId: user.id, userEmail: user.email, action, resource: IDENTITY_RESOURCE, entityId: user.id, changes, source: 'console' },
    ]);
    return result;
  });
}
