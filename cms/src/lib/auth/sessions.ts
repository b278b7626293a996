import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/**
 * Ending every session of a user whose password is set or who is blocked, whatever writes it: the
 * console's own change-password, the Strapi panel's content manager (/cms), a users-permissions
 * service, a script. The hook sits on the database lifecycles of the user models, below every route
 * and the Document Service, so no way of writing a password is missed.
 *
 * Two mechanisms, because deleting the session rows alone leaves two races open: a sign-in that
 * checked the old password just before the change and creates its session just after, and a refresh
 * that read its session just before the delete and writes the rotated one just after. So every console
 * session also carries a mark of the password hash it was opened with (metadata.password, kept across
 * rotations by Strapi's session manager); the administrator policy and the refresh refuse a session
 * whose mark is not the user's current hash's. The delete then makes the refusal immediate and tidy.
 */

export const CONSOLE_ORIGIN = 'users-permissions';
const CONSOLE_USER = 'plugin::users-permissions.user';
const PANEL_USER = 'admin::user';
const SESSION = 'admin::session';

/**
 * A short digest of a bcrypt hash (which already has its own random salt, so every new password,
 * even a repeated one, gives a new mark). The hash itself never goes into a session row.
 */
export function passwordMark(hash: string | null | undefined): string | null {
  return typeof hash === 'string' && hash !== '' ? createHash('sha256').update(hash).digest('base64url').slice(0, 22) : null;
}

/** Ends every console (users-permissions) session of these users: their access and refresh tokens answer 401. */
export async function endConsoleSessions(strapi: Core.Strapi, userIds: Array<string | number>) {
  const ids = [...new Set(userIds.map(String))];
  for (let i = 0; i < ids.length; i += 500) {
    await strapi.db.query(SESSION).deleteMany({ where: { origin: CONSOLE_ORIGIN, userId: { $in: ids.slice(i, i + 500) } } });
  }
}

/** Ends every Strapi panel session of these admin users. */
async function endPanelSessions(strapi: Core.Strapi, userIds: Array<string | number>) {
  const ids = [...new Set(userIds.map(String))];
  for (let i = 0; i < ids.length; i += 500) {
    await strapi.db.query(SESSION).deleteMany({ where: { origin: 'admin', userId: { $in: ids.slice(i, i + 500) } } });
  }
}

type Data = Record<string, unknown> | undefined;
const has = (data: Data, key: string) => !!data && Object.prototype.hasOwnProperty.call(data, key) && data[key] !== undefined;

/** A write that must end sessions: a password is set (to anything: a reset too), or the account is switched off. */
const endsConsoleSessions = (data: Data) => has(data, 'password') || data?.blocked === true;
const endsPanelSessions = (data: Data) => has(data, 'password') || data?.isActive === false;

interface UpdateEvent {
  params: { where?: Record<string, unknown>; data?: Record<string, unknown> };
  result?: { id?: number | string } | null;
  state: Record<string, unknown>;
}

function subscribe(
  strapi: Core.Strapi,
  uid: string,
  endsSessions: (data: Data) => boolean,
  end: (ids: Array<string | number>) => Promise<void>,
) {
  strapi.db.lifecycles.subscribe({
    models: [uid],
    async afterUpdate(event: UpdateEvent) {
      if (!endsSessions(event.params.data)) return;
      const id = event.result?.id ?? event.params.where?.id;
      if (typeof id === 'number' || typeof id === 'string') await end([id]);
    },
    // updateMany answers a count, so the users it touches are read before it runs.
    async beforeUpdateMany(event: UpdateEvent) {
      if (!endsSessions(event.params.data)) return;
      const rows = (await strapi.db.query(uid).findMany({ where: event.params.where ?? {}, select: ['id'] })) as Array<{ id: number }>;
      event.state.sessionUserIds = rows.map((row) => row.id);
    },
    async afterUpdateMany(event: UpdateEvent) {
      const ids = event.state.sessionUserIds as number[] | undefined;
      if (ids?.length) await end(ids);
    },
  } as Parameters<Core.Strapi['db']['lifecycles']['subscribe']>[0]);
}

/** Runs in bootstrap (the database exists then), before any account is written. */
export function registerSessionRevocation(strapi: Core.Strapi) {
  subscribe(strapi, CONSOLE_USER, endsConsoleSessions, (ids) => endConsoleSessions(strapi, ids));
  // The panel ends its own sessions when an admin changes their own password or resets it, but not
  // when a super-admin sets another admin's password (PUT /admin/users/:id): this covers that too.
  subscribe(strapi, PANEL_USER, endsPanelSessions, (ids) => endPanelSessions(strapi, ids));
}
