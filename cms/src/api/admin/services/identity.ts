import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES, passwordMessage, type LanguageCode } from '@qahve/config';
import type { Core } from '@strapi/strapi';
import jwt from 'jsonwebtoken';
import { ADMINISTRATOR_ROLE } from '../../../bootstrap/accounts';
import { ApiError, fieldError } from '../../../lib/http/api-error';
import { recordedAccountWrite } from '../../../lib/history';
import { DUMMY_PASSWORD_HASH } from '../../../lib/auth/passwords';
import { endConsoleSessions, passwordMark } from '../../../lib/auth/sessions';

const ORIGIN = 'users-permissions';
const SESSION = 'admin::session';
const USER = 'plugin::users-permissions.user';
/** Rotated sessions keep serving their (at most 15-minute) access tokens; only their refresh token is spent. */
const LIVE_STATUSES = new Set(['active', 'rotated']);
const MAX_TOKEN_LENGTH = 4096;

interface SessionRow {
  sessionId: string;
  userId: string;
  origin: string;
  status?: string | null;
  childId?: string | null;
  expiresAt: string | Date;
  absoluteExpiresAt?: string | Date | null;
  /** `password`: the mark of the password hash the session was opened with (lib/auth/sessions.ts). */
  metadata?: { family?: string; password?: string } | null;
}

interface RefreshClaims {
  userId: string;
  sessionId: string;
}

interface UserRow {
  id: number;
  email?: string;
  blocked?: boolean | null;
  password?: string | null;
  role?: { type?: string } | null;
}

const isAdministrator = (user: UserRow) => !user.blocked && user.role?.type === ADMINISTRATOR_ROLE;

const invalidRefresh = () => new ApiError(401, ADMIN_MESSAGES.refreshTokenInvalid);
/**
 * A session opened before the user's password was last set belongs to the old password: it has ended.
 * A session without a mark (opened before marks existed, or minted by other code than Login) relies on
 * the deletion of its row alone, which every password write does (lib/auth/sessions.ts).
 */
const openedWithCurrentPassword = (session: SessionRow, user: UserRow) => {
  const opened = session.metadata?.password;
  return opened === undefined || opened === null || opened === passwordMark(user.password);
};
const time = (value: string | Date | null | undefined) => (value == null ? Number.POSITIVE_INFINITY : new Date(value).getTime());

/**
 * Refreshes of one session run one after another in this process, so that two requests with the same
 * refresh token cannot both rotate it: the second sees a spent token (reuse) instead of forking the family.
 */
const inFlight = new Map<string, Promise<unknown>>();
async function serialized<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = inFlight.get(key) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(task);
  inFlight.set(key, current);
  try {
    return await current;
  } finally {
    if (inFlight.get(key) === current) inFlight.delete(key);
  }
}

/** Sign-in of the console's administrators, on users-permissions sessions (refresh mode). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const sessions = () => strapi.sessionManager(ORIGIN);
  const sessionRows = () => strapi.db.query(SESSION);

  const findUser = (id: string | number) =>
    strapi.db.query(USER).findOne({ where: { id: Number(id) }, populate: { role: { select: ['type'] } } }) as Promise<UserRow | null>;

  /**
   * The claims of a refresh token whose signature, algorithm and expiry check out with the users-permissions
   * secret, else null. Nothing about a token is trusted (least of all its sessionId) before this passes.
   */
  function verifyRefreshToken(token: string): RefreshClaims | null {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    const config = (strapi.config.get('plugin::users-permissions') ?? {}) as {
      jwtSecret?: string;
      jwt?: { algorithm?: jwt.Algorithm; publicKey?: string; privateKey?: string; expiresIn?: unknown } & jwt.VerifyOptions;
    };
    const { algorithm = 'HS256', publicKey, privateKey: _privateKey, expiresIn: _expiresIn, ...options } = config.jwt ?? {};
    const asymmetric = /^(RS|ES|PS)/.test(algorithm);
    const key = asymmetric ? publicKey : config.jwtSecret || (strapi.config.get('admin.auth.secret') as string | undefined);
    if (!key) return null;
    try {
      const verified = jwt.verify(token, key, { ...options, algorithms: [algorithm], complete: false });
      if (typeof verified !== 'object' || verified === null) return null;
      const payload = verified as Record<string, unknown>;
      if (payload.type !== 'refresh') return null;
      if (typeof payload.sessionId !== 'string' || (typeof payload.userId !== 'string' && typeof payload.userId !== 'number')) return null;
      return { userId: String(payload.userId), sessionId: payload.sessionId };
    } catch {
      return null;
    }
  }

  const findSession = (sessionId: string) => sessionRows().findOne({ where: { sessionId } }) as Promise<SessionRow | null>;

  /**
   * Ends a whole session family: every session of that user linked to this one through childId, in either
   * direction (the login's session, every rotation since, the live one), plus any sharing its family mark.
   */
  async function revokeFamily(session: SessionRow) {
    const rows = (await sessionRows().findMany({
      where: { userId: session.userId, origin: ORIGIN },
      select: ['sessionId', 'childId', 'metadata'],
    })) as SessionRow[];
    const neighbours = new Map<string, string[]>();
    const link = (a: string, b: string) => neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
    for (const row of rows) {
      if (row.childId) {
        link(row.sessionId, row.childId);
        link(row.childId, row.sessionId);
      }
    }
    const family = session.metadata?.family;
    const ended = new Set<string>([session.sessionId]);
    if (family) for (const row of rows) if (row.metadata?.family === family) ended.add(row.sessionId);
    const queue = [...ended];
    while (queue.length > 0) {
      for (const next of neighbours.get(queue.pop()!) ?? []) {
        if (!ended.has(next)) {
          ended.add(next);
          queue.push(next);
        }
      }
    }
    const ids = [...ended];
    for (let i = 0; i < ids.length; i += 500) {
      await sessionRows().deleteMany({ where: { sessionId: { $in: ids.slice(i, i + 500) } } });
    }
    return ids.length;
  }

  /** A new session (family) of this user, marked with the password hash it is opened with. */
  async function openSession(user: UserRow) {
    const refresh = await sessions().generateRefreshToken(String(user.id), undefined, {
      type: 'refresh',
      metadata: { family: randomUUID(), password: passwordMark(user.password) },
    });
    return issuePair(refresh.token as string);
  }

  async function issuePair(refreshToken: string) {
    const access = await sessions().generateAccessToken(refreshToken);
    if ('error' in access) throw invalidRefresh();
    return { accessToken: access.token as string, refreshToken };
  }

  return {
    /** A new session for an active Administrator with this e-mail and password; 401 for anyone else. */
    async login(email: string, password: string) {
      const user = (await strapi.db
        .query(USER)
        .findOne({ where: { email: email.toLowerCase() }, populate: { role: { select: ['type'] } } })) as UserRow | null;
      const users = strapi.plugin('users-permissions').service('user');
      // Always one bcrypt comparison, so the answer's timing does not reveal which e-mails exist.
      const hash = typeof user?.password === 'string' ? user.password : DUMMY_PASSWORD_HASH;
      const passwordMatches = await users.validatePassword(password, hash);
      if (!user || hash === DUMMY_PASSWORD_HASH || !passwordMatches || !isAdministrator(user)) {
        throw new ApiError(401, ADMIN_MESSAGES.loginFailed);
      }

      // Marked with the hash just compared: if the password changes meanwhile, this session is born ended.
      // Recorded in the audit trail with the session (the password check stays outside the transaction).
      return recordedAccountWrite('login', { id: user.id, email: user.email ?? null }, () => openSession(user));
    },

    /**
     * The signed-in administrator's new password. A wrong current password changes nothing (400, naming
     * the field). Setting it ends every session of the user (the database hook of lib/auth/sessions.ts), this
     * one included; the caller gets a fresh session, opened with the new password.
     */
    async changePassword(userId: number, currentPassword: string, newPassword: string, locale: LanguageCode) {
      const user = await findUser(userId);
      if (!user || typeof user.password !== 'string') throw new ApiError(401, ADMIN_MESSAGES.sessionEnded);
      const users = strapi.plugin('users-permissions').service('user');
      if (!(await users.validatePassword(currentPassword, user.password))) {
        throw fieldError(400, 'currentPassword', passwordMessage(locale, 'currentPasswordWrong'));
      }
      // Recorded in the audit trail with the change (which password, never).
      return recordedAccountWrite('password', { id: user.id, email: user.email ?? null }, async () => {
        // Through the users-permissions service and so the Document Service, which hashes the password.
        await users.edit(user.id, { password: newPassword });
        const changed = await findUser(user.id);
        if (!changed || changed.password === user.password) throw new Error('The new password was not stored');
        // The hook has ended them already; this repeats it in case a session was opened in between.
        await endConsoleSessions(strapi, [user.id]);
        return openSession(changed);
      });
    },

    /**
     * Spends a refresh token for a new pair. A spent token presented again ends its whole family (401);
     * a user who is no longer an active Administrator gets 403 and keeps the session (as with access tokens).
     */
    async refresh(token: string) {
      const claims = verifyRefreshToken(token);
      if (!claims) throw invalidRefresh();
      return serialized(claims.sessionId, async () => {
        const session = await findSession(claims.sessionId);
        if (!session || session.origin !== ORIGIN || String(session.userId) !== claims.userId) throw invalidRefresh();
        if (session.status === 'rotated') {
          const ended = await revokeFamily(session);
          strapi.log.warn(`A spent refresh token of user ${session.userId} was presented again; ended ${ended} session(s)`);
          throw new ApiError(401, ADMIN_MESSAGES.refreshTokenReused);
        }
        const now = Date.now();
        if (session.status !== 'active' || time(session.expiresAt) <= now || time(session.absoluteExpiresAt) <= now) {
          throw invalidRefresh();
        }
        const user = await findUser(claims.userId);
        if (!user || !openedWithCurrentPassword(session, user)) throw invalidRefresh();
        if (!isAdministrator(user)) throw new ApiError(403, ADMIN_MESSAGES.administratorsOnly);

        const rotated = await sessions().rotateRefreshToken(token);
        if ('error' in rotated) throw invalidRefresh();
        return issuePair(rotated.token as string);
      });
    },

    /** Ends the family of the signed-in session, and that of a refresh token of the same user if one is given. */
    async logout(sessionId: string, userId: number, refreshToken?: unknown) {
      const current = await findSession(sessionId);
      if (current) await revokeFamily(current);
      if (typeof refreshToken === 'string' && refreshToken !== '') {
        const claims = verifyRefreshToken(refreshToken);
        if (claims && claims.userId === String(userId)) {
          const other = await findSession(claims.sessionId);
          if (other && other.origin === ORIGIN && other.userId === claims.userId) await revokeFamily(other);
        }
      }
    },

    /**
     * Whether an access token's session still serves requests: it exists for this origin and user, was
     * opened with the user's current password, has not expired, and is active or rotated. A revoked
     * session is deleted (Strapi's `isSessionActive` looks only at existence and expiry, not at status,
     * so the status is checked here).
     */
    async isSessionLive(sessionId: unknown, user: UserRow) {
      if (typeof sessionId !== 'string' || sessionId === '') return false;
      const session = await findSession(sessionId);
      if (!session || session.origin !== ORIGIN || String(session.userId) !== String(user.id)) return false;
      if (!openedWithCurrentPassword(session, user)) return false;
      if (!LIVE_STATUSES.has(session.status ?? '')) return false;
      const now = Date.now();
      return time(session.expiresAt) > now && time(session.absoluteExpiresAt) > now;
    },
  };
};
