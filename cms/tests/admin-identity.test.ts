import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { ADMIN_MESSAGES } from '@qahve/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOf } from '../src/lib/registry/services';
import { ADMIN } from './support/admin';
import { appModule, startServer, type TestServer } from './support/strapi';

type Throttle = typeof import('../src/lib/auth/login-throttle');
type HitLogModule = typeof import('../src/lib/auth/hit-log');
type Pair = { accessToken: string; refreshToken: string };

let server: TestServer;
let secret: string;
let nextIp = 1;
/** A client address of its own, so the login throttle of one test never touches another. */
const ownAddress = () => `198.51.100.${nextIp++}`;

const OPS = { email: 'ops@qahve.local', password: 'Ops-password-2024' };
const MEMBER = { email: 'member@example.az', password: 'Member-password-1' };
const BLOCKED = { email: 'blocked@qahve.local', password: 'Blocked-password-1' };

async function createUser({ email, password }: { email: string; password: string }, roleType: string, blocked = false) {
  const role = await server.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType } });
  const user = await server.strapi.plugin('users-permissions').service('user').add({
    username: email,
    email,
    password,
    provider: 'local',
    confirmed: true,
    blocked,
    role: role.id,
  });
  return user.id as number;
}

const login = (credentials: object, ip = ownAddress()) => server.from(ip).post('/api/v1/admin/Identity/Login').send(credentials);
const refresh = (refreshToken: unknown) => server.api().post('/api/v1/admin/Identity/Refresh').send({ refreshToken });
const me = (accessToken: string) => server.api().get('/api/v1/admin/Identity/Me').set('Authorization', `Bearer ${accessToken}`);
const logout = (accessToken: string, body: object = {}) =>
  server.api().post('/api/v1/admin/Identity/Logout').set('Authorization', `Bearer ${accessToken}`).send(body);

async function loginAs(credentials: { email: string; password: string }): Promise<Pair> {
  const res = await login(credentials);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function refreshed(refreshToken: string): Promise<Pair> {
  const res = await refresh(refreshToken);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A login's pair and the two that rotating it twice gives: one family of three. */
async function loginRefreshedTwice(): Promise<[Pair, Pair, Pair]> {
  const first = await loginAs(ADMIN);
  const second = await refreshed(first.refreshToken);
  return [first, second, await refreshed(second.refreshToken)];
}

const claims = (token: string) => jwt.decode(token) as { userId: string; sessionId: string; type: string; iat: number; exp: number };
const sessionRow = (sessionId: string) => server.strapi.db.query('admin::session').findOne({ where: { sessionId } });
const isSessionActive = (sessionId: string) => server.strapi.sessionManager('users-permissions').isSessionActive(sessionId);

let opsId: number;

beforeAll(async () => {
  server = await startServer();
  secret = server.strapi.config.get('plugin::users-permissions.jwtSecret') as string;
  opsId = await createUser(OPS, 'administrator');
  await createUser(MEMBER, 'authenticated');
  await createUser(BLOCKED, 'administrator', true);
});

afterAll(() => server?.stop());

describe('login', () => {
  it('gives an Administrator an access and a refresh token, and nothing else', async () => {
    const res = await login(ADMIN);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken']);
    const access = claims(res.body.accessToken);
    const refreshClaims = claims(res.body.refreshToken);
    expect(access).toMatchObject({ type: 'access', sessionId: expect.any(String) });
    expect(refreshClaims).toMatchObject({ type: 'refresh', sessionId: access.sessionId, userId: access.userId });
    const who = await me(res.body.accessToken);
    expect(who.status).toBe(200);
    expect(who.body).toMatchObject({ email: ADMIN.email });
  });

  it('issues access tokens that live at most 15 minutes, at login and at refresh', async () => {
    const pair = await loginAs(ADMIN);
    const next = await refreshed(pair.refreshToken);
    for (const token of [pair.accessToken, next.accessToken]) {
      const { iat, exp } = claims(token);
      expect(exp - iat).toBeGreaterThan(0);
      expect(exp - iat).toBeLessThanOrEqual(900);
    }
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    expect((await login({ email: `  ${ADMIN.email.toUpperCase()} `, password: ADMIN.password })).status).toBe(200);
  });

  it.each([
    ['a wrong password', { email: ADMIN.email, password: 'wrong-password' }],
    ['an unknown e-mail', { email: 'nobody@qahve.local', password: ADMIN.password }],
    ['a user who is not an Administrator', MEMBER],
    ['a blocked Administrator', BLOCKED],
  ])('refuses %s with 401 and no tokens', async (_case, credentials) => {
    const res = await login(credentials);
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: ADMIN_MESSAGES.loginFailed });
  });

  it('names missing fields with 400 and the messages of config', async () => {
    const none = await login({});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(ADMIN_MESSAGES.emailRequired);
    expect(none.body.errors).toEqual([
      { field: 'email', message: ADMIN_MESSAGES.emailRequired },
      { field: 'password', message: ADMIN_MESSAGES.passwordRequired },
    ]);
    const noPassword = await login({ email: ADMIN.email });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toMatchObject({ message: ADMIN_MESSAGES.passwordRequired });
    expect(noPassword.body).not.toHaveProperty('accessToken');
    const blank = await login({ email: '  ', password: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.map((e: { message: string }) => e.message)).toEqual([
      ADMIN_MESSAGES.emailRequired,
      ADMIN_MESSAGES.passwordRequired,
    ]);
  });
});

describe('refresh', () => {
  it('gives a new pair and spends the old refresh token', async () => {
    const first = await loginAs(ADMIN);
    const second = await refreshed(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(claims(second.refreshToken).sessionId).not.toBe(claims(first.refreshToken).sessionId);
    expect((await me(second.accessToken)).status).toBe(200);
    expect((await sessionRow(claims(first.refreshToken).sessionId))?.status).toBe('rotated');
    // The new refresh token can be spent in turn.
    const third = await refreshed(second.refreshToken);
    expect((await me(third.accessToken)).status).toBe(200);
  });

  it('answers 400 naming refreshToken when it is missing or not a string', async () => {
    for (const body of [{}, { refreshToken: '' }, { refreshToken: '   ' }, { refreshToken: null }]) {
      const res = await server.api().post('/api/v1/admin/Identity/Refresh').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({
        message: 'Refresh token is required',
        errors: [{ field: 'refreshToken', message: 'Refresh token is required' }],
      });
    }
    const wrongType = await refresh(42);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors[0].field).toBe('refreshToken');
  });

  it('answers 401 to malformed, foreign, expired, unknown and access tokens', async () => {
    const pair = await loginAs(ADMIN);
    const { userId, sessionId } = claims(pair.refreshToken);
    const bad = {
      malformed: 'not-a-token',
      truncated: pair.refreshToken.slice(0, -4),
      otherSecret: jwt.sign({ userId, sessionId, type: 'refresh' }, randomBytes(32).toString('base64'), { expiresIn: 600 }),
      unsigned: jwt.sign({ userId, sessionId, type: 'refresh' }, '', { algorithm: 'none' }),
      expired: jwt.sign({ userId, sessionId, type: 'refresh', iat: 1_700_000_000, exp: 1_700_000_600 }, secret),
      unknownSession: jwt.sign({ userId, sessionId: randomBytes(16).toString('hex'), type: 'refresh' }, secret, { expiresIn: 600 }),
      otherUser: jwt.sign({ userId: String(opsId), sessionId, type: 'refresh' }, secret, { expiresIn: 600 }),
      accessToken: pair.accessToken,
      huge: 'x'.repeat(10_000),
    };
    for (const [name, token] of Object.entries(bad)) {
      const res = await refresh(token);
      expect(res.status, name).toBe(401);
      expect(res.body, name).toEqual({ message: expect.any(String) });
    }
    // None of them touched the real session.
    expect((await me(pair.accessToken)).status).toBe(200);
    expect((await refresh(pair.refreshToken)).status).toBe(200);
  });

  it('revokes the whole family when a spent refresh token comes back', async () => {
    const [first, second, third] = await loginRefreshedTwice();
    const family = [first, second, third].map((pair) => claims(pair.refreshToken).sessionId);
    const bystander = await loginAs(ADMIN);
    // Every rotation carries the login's family mark.
    const marks = await Promise.all(family.map(async (sessionId) => (await sessionRow(sessionId))?.metadata?.family));
    expect(marks[0]).toEqual(expect.any(String));
    expect(new Set(marks).size).toBe(1);

    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ message: expect.any(String) });

    // The newest refresh token and every access token of the family stop working at once.
    expect((await refresh(third.refreshToken)).status).toBe(401);
    for (const pair of [first, second, third]) expect((await me(pair.accessToken)).status).toBe(401);
    for (const sessionId of family) {
      expect(await sessionRow(sessionId)).toBeNull();
      expect(await isSessionActive(sessionId)).toBe(false);
    }
    // Another login of the same administrator is a different family and lives on.
    expect((await me(bystander.accessToken)).status).toBe(200);
    expect((await refresh(bystander.refreshToken)).status).toBe(200);
  });

  it('revokes the family when a spent token from the middle of it comes back, the original session included', async () => {
    const [first, second, third] = await loginRefreshedTwice();
    expect((await refresh(second.refreshToken)).status).toBe(401);
    expect((await me(third.accessToken)).status).toBe(401);
    expect((await refresh(third.refreshToken)).status).toBe(401);
    expect(await sessionRow(claims(first.refreshToken).sessionId)).toBeNull();
  });

  it('lets only one of several racing refreshes with the same token win, and then ends the family', async () => {
    const pair = await loginAs(ADMIN);
    // Straight into the service, so the calls really interleave (over HTTP they tend to run one by one).
    const service = serviceOf(server.strapi, 'api::admin.identity');
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => service.refresh(pair.refreshToken)));
    const won = outcomes.filter((o): o is PromiseFulfilledResult<Pair> => o.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const lost of outcomes.filter((o) => o.status === 'rejected')) expect((lost as PromiseRejectedResult).reason.status).toBe(401);
    // The losers presented a spent token: the family has ended, the winner's pair included.
    expect((await me(won[0].value.accessToken)).status).toBe(401);
    expect((await refresh(won[0].value.refreshToken)).status).toBe(401);
  });

  it('answers racing refreshes over HTTP with one pair and 401s', async () => {
    const pair = await loginAs(ADMIN);
    const answers = await Promise.all([refresh(pair.refreshToken), refresh(pair.refreshToken)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it('never revokes anything for a forged token that names a spent session', async () => {
    const first = await loginAs(ADMIN);
    const second = await refreshed(first.refreshToken);
    const { userId, sessionId } = claims(first.refreshToken);
    const forged = jwt.sign({ userId, sessionId, type: 'refresh' }, randomBytes(32).toString('base64'), { expiresIn: 600 });
    expect((await refresh(forged)).status).toBe(401);
    expect((await me(second.accessToken)).status).toBe(200);
    expect((await refresh(second.refreshToken)).status).toBe(200);
  });

  it('answers 403 to a user demoted since login, and serves again once restored; blocking ends the session for good', async () => {
    const users = server.strapi.db.query('plugin::users-permissions.user');
    const blockedPair = await loginAs(OPS);
    // Blocking ends every session (lib/auth/sessions.ts): 401, and unblocking does not bring them back.
    await users.update({ where: { id: opsId }, data: { blocked: true } });
    const blocked = await refresh(blockedPair.refreshToken);
    expect(blocked.status).toBe(401);
    expect(blocked.body).toEqual({ message: expect.any(String) });
    expect((await me(blockedPair.accessToken)).status).toBe(401);
    await users.update({ where: { id: opsId }, data: { blocked: false } });
    expect((await me(blockedPair.accessToken)).status).toBe(401);

    const pair = await loginAs(OPS);
    const roles = server.strapi.db.query('plugin::users-permissions.role');
    const member = await roles.findOne({ where: { type: 'authenticated' } });
    const administrator = await roles.findOne({ where: { type: 'administrator' } });
    await users.update({ where: { id: opsId }, data: { role: member.id } });
    expect((await me(pair.accessToken)).status).toBe(403);
    expect((await refresh(pair.refreshToken)).status).toBe(403);

    await users.update({ where: { id: opsId }, data: { role: administrator.id } });
    const restored = await refreshed(pair.refreshToken);
    expect((await me(restored.accessToken)).status).toBe(200);
  });
});

describe('logout', () => {
  it('ends the session: its access and refresh tokens stop working', async () => {
    const pair = await loginAs(ADMIN);
    const { sessionId } = claims(pair.accessToken);
    expect(await isSessionActive(sessionId)).toBe(true);

    const res = await logout(pair.accessToken);
    expect(res.status).toBe(204);
    expect(await isSessionActive(sessionId)).toBe(false);
    expect(await sessionRow(sessionId)).toBeNull();

    const after = await me(pair.accessToken);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: expect.any(String) });
    expect((await refresh(pair.refreshToken)).status).toBe(401);
    expect((await logout(pair.accessToken)).status).toBe(401);
  });

  it('ends the whole family after refreshes, whichever access token is used', async () => {
    const first = await loginAs(ADMIN);
    const second = await refreshed(first.refreshToken);
    // The access token of the rotated session still serves until it expires...
    expect((await me(first.accessToken)).status).toBe(200);
    // ...and logging out with it ends the family, the current session included.
    expect((await logout(first.accessToken)).status).toBe(204);
    expect((await me(second.accessToken)).status).toBe(401);
    expect((await refresh(second.refreshToken)).status).toBe(401);
  });

  it("also ends the session of a refresh token in the body, if it is the same user's", async () => {
    const current = await loginAs(ADMIN);
    const other = await loginAs(ADMIN);
    const someoneElse = await loginAs(OPS);
    expect((await logout(current.accessToken, { refreshToken: other.refreshToken })).status).toBe(204);
    expect((await me(other.accessToken)).status).toBe(401);

    const mine = await loginAs(ADMIN);
    expect((await logout(mine.accessToken, { refreshToken: someoneElse.refreshToken })).status).toBe(204);
    expect((await me(someoneElse.accessToken)).status).toBe(200);
    expect((await logout(mine.accessToken)).status).toBe(401);
  });

  it('needs a valid access token', async () => {
    const anonymous = await server.api().post('/api/v1/admin/Identity/Logout');
    expect(anonymous.status).toBe(401);
    const pair = await loginAs(ADMIN);
    expect((await logout(pair.refreshToken)).status).toBe(401);
    expect((await me(pair.accessToken)).status).toBe(200);
  });
});

describe('the session check of the administrator policy', () => {
  it("looks at the session row's status and expiry, which Strapi's isSessionActive ignores", async () => {
    const sessions = server.strapi.db.query('admin::session');
    const pair = await loginAs(ADMIN);
    const { sessionId } = claims(pair.accessToken);

    await sessions.update({ where: { sessionId }, data: { status: 'revoked' } });
    expect(await isSessionActive(sessionId)).toBe(true);
    expect((await me(pair.accessToken)).status).toBe(401);

    await sessions.update({ where: { sessionId }, data: { status: 'active', absoluteExpiresAt: new Date(Date.now() - 1000) } });
    expect((await me(pair.accessToken)).status).toBe(401);
    expect((await refresh(pair.refreshToken)).status).toBe(401);

    await sessions.update({ where: { sessionId }, data: { absoluteExpiresAt: new Date(Date.now() + 60_000) } });
    expect((await me(pair.accessToken)).status).toBe(200);
  });

  it('refuses an access token whose user does not own the session it names', async () => {
    const pair = await loginAs(ADMIN);
    const { sessionId } = claims(pair.accessToken);
    const borrowed = jwt.sign({ userId: String(opsId), sessionId, type: 'access' }, secret, { expiresIn: 600 });
    expect((await me(borrowed)).status).toBe(401);
  });
});

describe('login throttle', () => {
  const wrong = { email: ADMIN.email, password: 'wrong-password' };

  it('answers the sixth attempt within a minute with 429 and Retry-After, even with the right password', async () => {
    const ip = ownAddress();
    for (let i = 0; i < 5; i += 1) expect((await login(wrong, ip)).status).toBe(401);

    const sixth = await login(wrong, ip);
    expect(sixth.status).toBe(429);
    expect(sixth.headers['content-type']).toMatch(/application\/json/);
    expect(sixth.body).toEqual({ message: expect.any(String) });
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(sixth.body.message).toContain(String(retryAfter));

    const right = await login(ADMIN, ip);
    expect(right.status).toBe(429);
    expect(right.body).not.toHaveProperty('accessToken');
  });

  it('counts per address and e-mail: another e-mail or another address is unaffected', async () => {
    const ip = ownAddress();
    for (let i = 0; i < 5; i += 1) expect((await login(wrong, ip)).status).toBe(401);
    expect((await login(wrong, ip)).status).toBe(429);
    // Same address, another e-mail (the e-mail is compared case-insensitively, so this one is the same).
    expect((await login({ email: OPS.email, password: 'wrong-password' }, ip)).status).toBe(401);
    expect((await login({ email: ADMIN.email.toUpperCase(), password: ADMIN.password }, ip)).status).toBe(429);
    // Another address, same e-mail.
    expect((await login(ADMIN, ownAddress())).status).toBe(200);
  });

  it('counts unknown e-mails too', async () => {
    const ip = ownAddress();
    const ghost = { email: 'ghost@qahve.local', password: 'whatever' };
    for (let i = 0; i < 5; i += 1) expect((await login(ghost, ip)).status).toBe(401);
    expect((await login(ghost, ip)).status).toBe(429);
  });

  it('does not count successful logins, and a success clears the failures', async () => {
    const ip = ownAddress();
    for (let i = 0; i < 4; i += 1) expect((await login(wrong, ip)).status).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await login(ADMIN, ip)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await login(wrong, ip)).status).toBe(401);
    expect((await login(wrong, ip)).status).toBe(429);
  });

  it('does not count requests refused for missing fields', async () => {
    const ip = ownAddress();
    for (let i = 0; i < 8; i += 1) expect((await login({ email: ADMIN.email }, ip)).status).toBe(400);
    expect((await login(ADMIN, ip)).status).toBe(200);
  });
});

describe('the login throttle window, on a fake clock', () => {
  const throttle = () => appModule<Throttle>('lib/auth/login-throttle');
  // The same counting as the server's, on a log in memory instead of the shared database table.
  const memoryLog = () => new (appModule<HitLogModule>('lib/auth/hit-log').MemoryHitLog)();

  it('allows five failures a minute and refuses until the oldest leaves the window', async () => {
    const { LoginThrottle, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } = throttle();
    expect(LOGIN_MAX_FAILURES).toBe(5);
    expect(LOGIN_WINDOW_MS).toBe(60_000);
    let now = 1_000_000;
    const limiter = new LoginThrottle({ now: () => now, log: memoryLog() });
    const key = LoginThrottle.key('203.0.113.9', 'Admin@Qahve.local ');
    expect(key).toBe(LoginThrottle.key('203.0.113.9', 'admin@qahve.local'));

    for (let i = 0; i < 5; i += 1) {
      expect(await limiter.retryAfterMs(key)).toBe(0);
      await limiter.recordFailure(key);
      now += 1_000;
    }
    // Failures at +0 s ... +4 s; now is +5 s: blocked until +60 s.
    expect(await limiter.retryAfterMs(key)).toBe(55_000);
    expect(await limiter.retryAfterMs(LoginThrottle.key('203.0.113.9', 'other@qahve.local'))).toBe(0);
    expect(await limiter.retryAfterMs(LoginThrottle.key('203.0.113.10', 'admin@qahve.local'))).toBe(0);

    now = 1_000_000 + 59_999;
    expect(await limiter.retryAfterMs(key)).toBe(1);
    now = 1_000_000 + 60_000;
    expect(await limiter.retryAfterMs(key)).toBe(0);

    // The window slides: four failures (+1 s ... +4 s) are still inside it, so one more blocks again.
    await limiter.recordFailure(key);
    expect(await limiter.retryAfterMs(key)).toBe(1_000);
    now += 1_000;
    expect(await limiter.retryAfterMs(key)).toBe(0);
  });

  it('forgets failures older than the window, and a reset forgets them at once', async () => {
    const { LoginThrottle } = throttle();
    let now = 0;
    const log = memoryLog();
    const limiter = new LoginThrottle({ now: () => now, log });
    const key = LoginThrottle.key('203.0.113.9', 'admin@qahve.local');
    for (const at of [0, 10_000, 20_000, 30_000, 40_000]) {
      now = at;
      await limiter.recordFailure(key);
    }
    expect(await limiter.retryAfterMs(key)).toBe(20_000);
    now = 65_000; // the failure at 0 s has left the window
    expect(await limiter.retryAfterMs(key)).toBe(0);
    await limiter.recordFailure(key);
    expect(await limiter.retryAfterMs(key)).toBe(5_000);
    await limiter.reset(key);
    expect(await limiter.retryAfterMs(key)).toBe(0);

    const other = LoginThrottle.key('203.0.113.11', 'a@b.c');
    await limiter.recordFailure(other);
    expect(log.size).toBe(1);
    now += 60_000;
    expect(await limiter.retryAfterMs(other)).toBe(0);
    expect(log.size).toBe(0);
  });

  it('takes its count and window as parameters', async () => {
    const { LoginThrottle } = throttle();
    let now = 0;
    const limiter = new LoginThrottle({ maxFailures: 2, windowMs: 1_000, now: () => now, log: memoryLog() });
    await limiter.recordFailure('k');
    await limiter.recordFailure('k');
    expect(await limiter.retryAfterMs('k')).toBe(1_000);
    now = 1_000;
    expect(await limiter.retryAfterMs('k')).toBe(0);
  });
});
