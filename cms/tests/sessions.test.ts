import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, appModule, type TestServer } from './support/strapi';

/**
 * Issue 13, "Sessions": setting a password (the console's own change, the Strapi panel's content
 * manager, any write of the user) and blocking a user end every session of that user at once.
 */

type Pair = { accessToken: string; refreshToken: string };
type Credentials = { email: string; password: string };
type Sessions = typeof import('../src/lib/auth/sessions');

const USER = 'plugin::users-permissions.user';
const PANEL_ADMIN = { email: 'cms@qahve.local', password: 'Qahve-cms-2024' };

let server: TestServer;
let nextIp = 1;
const ownAddress = () => `203.0.113.${nextIp++}`;
let nextUser = 1;

beforeAll(async () => {
  server = await startServer();
});

afterAll(() => server?.stop());

/** A fresh Administrator of the console, for one test. */
async function newAdministrator(): Promise<Credentials & { id: number; documentId: string }> {
  const credentials = { email: `sessions-${nextUser++}@qahve.local`, password: 'First-password-1' };
  const role = await server.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'administrator' } });
  const user = await server.strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username: credentials.email,
      ...credentials,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
    });
  return { ...credentials, id: user.id, documentId: user.documentId };
}

const loginResponse = (credentials: Credentials) => server.from(ownAddress()).post('/api/v1/admin/Identity/Login').send(credentials);
async function login(credentials: Credentials): Promise<Pair> {
  const res = await loginResponse(credentials);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const me = (accessToken: string) => server.api().get('/api/v1/admin/Identity/Me').set('Authorization', `Bearer ${accessToken}`);
const refresh = (refreshToken: string) => server.api().post('/api/v1/admin/Identity/Refresh').send({ refreshToken });
/** In English unless the caller says otherwise (with no language named, the server answers in Azerbaijani). */
const changePassword = (accessToken: string, body: object, ip = ownAddress(), language = 'en') =>
  server
    .from(ip)
    .post('/api/v1/admin/Identity/Password')
    .set('Authorization', `Bearer ${accessToken}`)
    .set('Accept-Language', language)
    .send(body);

/** Every token of these pairs answers 401: access tokens on an admin route, refresh tokens on Refresh. */
async function expectEnded(pairs: Pair[]) {
  for (const pair of pairs) {
    const access = await me(pair.accessToken);
    expect(access.status, 'access token').toBe(401);
    const renewed = await refresh(pair.refreshToken);
    expect(renewed.status, 'refresh token').toBe(401);
    expect(renewed.body).not.toHaveProperty('accessToken');
  }
}

async function expectLive(pair: Pair) {
  expect((await me(pair.accessToken)).status).toBe(200);
}

const sessionCount = (userId: number) =>
  server.strapi.db.query('admin::session').count({ where: { userId: String(userId), origin: 'users-permissions' } });

async function panelToken() {
  const res = await server.api().post('/admin/login').send(PANEL_ADMIN);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token as string;
}

/** The request the Strapi panel's content manager (/cms) sends when a user is saved. */
async function contentManagerSave(documentId: string, data: object) {
  const token = await panelToken();
  return server.api().put(`/content-manager/collection-types/${USER}/${documentId}`).set('Authorization', `Bearer ${token}`).send(data);
}

/**
 * A new administrator signed in twice: a session rotated once (`first`, spent, and `rotated`, its live
 * pair), whose tokens must both end when the sessions do, and `other`.
 */
async function administratorInTwoSessions() {
  const user = await newAdministrator();
  const first = await login(user);
  const rotated = (await refresh(first.refreshToken)).body as Pair;
  const other = await login(user);
  return { user, first, rotated, other };
}

describe('the console changes its own password: POST /api/v1/admin/Identity/Password', () => {
  it('answers a fresh pair for this session and ends every other session and every earlier token', async () => {
    const { user, first, rotated, other } = await administratorInTwoSessions();
    await expectLive(rotated);
    await expectLive(other);

    const res = await changePassword(rotated.accessToken, { currentPassword: user.password, newPassword: 'Second-password-2' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken']);

    await expectEnded([first, rotated, other]);
    // The fresh pair works, access and refresh alike, and is the only session left.
    await expectLive(res.body);
    expect(await sessionCount(user.id)).toBe(1);
    const next = await refresh(res.body.refreshToken);
    expect(next.status).toBe(200);
    await expectLive(next.body);

    expect((await loginResponse(user)).status).toBe(401);
    await login({ email: user.email, password: 'Second-password-2' });
  });

  it('a wrong current password: 400 naming the field, and nothing changes', async () => {
    const user = await newAdministrator();
    const pair = await login(user);
    const res = await changePassword(pair.accessToken, { currentPassword: 'Not-the-password-1', newPassword: 'Second-password-2' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The current password is not correct');
    expect(res.body.errors).toEqual([{ field: 'currentPassword', message: 'The current password is not correct' }]);

    await expectLive(pair);
    expect((await refresh(pair.refreshToken)).status).toBe(200);
    await login(user);
    expect((await loginResponse({ email: user.email, password: 'Second-password-2' })).status).toBe(401);
  });

  it('a new password that breaks the panel’s rules: 400 naming the field, in the caller’s language, nothing changes', async () => {
    const user = await newAdministrator();
    const pair = await login(user);
    const cases: Array<[object, string, string]> = [
      [{ currentPassword: user.password, newPassword: 'Short-1' }, 'newPassword', 'The password must be at least 12 characters long'],
      [{ currentPassword: user.password, newPassword: 'no-uppercase-1' }, 'newPassword', 'The password must contain an uppercase letter'],
      [{ currentPassword: user.password, newPassword: 'NO-LOWERCASE-1' }, 'newPassword', 'The password must contain a lowercase letter'],
      [{ currentPassword: user.password, newPassword: 'No-digits-at-all' }, 'newPassword', 'The password must contain a digit'],
      [
        { currentPassword: user.password, newPassword: `Aa1${'ş'.repeat(40)}` },
        'newPassword',
        'The password must be at most 72 bytes long',
      ],
      [{ currentPassword: user.password, newPassword: user.password }, 'newPassword', 'The new password must differ from the current one'],
      [{ currentPassword: user.password }, 'newPassword', 'New password is required'],
      [{ newPassword: 'Second-password-2' }, 'currentPassword', 'Current password is required'],
      [{ currentPassword: 42, newPassword: 'Second-password-2' }, 'currentPassword', 'Current password is required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await changePassword(pair.accessToken, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[0], JSON.stringify(body)).toEqual({ field, message });
    }
    const russian = await changePassword(pair.accessToken, { currentPassword: user.password, newPassword: 'short' }, ownAddress(), 'ru');
    expect(russian.body.errors[0].message).toBe('Пароль должен содержать не менее 12 символов');
    const azerbaijani = await server
      .from(ownAddress())
      .post('/api/v1/admin/Identity/Password?languageId=2')
      .set('Authorization', `Bearer ${pair.accessToken}`)
      .send({ currentPassword: 'Wrong-password-1', newPassword: 'Second-password-2' });
    expect(azerbaijani.body.errors[0]).toEqual({ field: 'currentPassword', message: 'Hazırkı şifrə düzgün deyil' });

    await expectLive(pair);
    await login(user);
  });

  it('is throttled like sign-in: wrong current passwords from one address get 429 with Retry-After', async () => {
    const user = await newAdministrator();
    const pair = await login(user);
    const ip = ownAddress();
    for (let i = 0; i < 5; i++) {
      const res = await changePassword(pair.accessToken, { currentPassword: `Wrong-password-${i}`, newPassword: 'Second-password-2' }, ip);
      expect(res.status).toBe(400);
    }
    const refused = await changePassword(pair.accessToken, { currentPassword: user.password, newPassword: 'Second-password-2' }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same budget as signing in with that e-mail from that address.
    expect((await server.from(ip).post('/api/v1/admin/Identity/Login').send(user)).status).toBe(429);
    // Nothing changed, and another address is not held back.
    await login(user);
    expect((await changePassword(pair.accessToken, { currentPassword: user.password, newPassword: 'Second-password-2' })).status).toBe(200);
  });

  it('needs a live session', async () => {
    const body = { currentPassword: 'First-password-1', newPassword: 'Second-password-2' };
    expect((await server.api().post('/api/v1/admin/Identity/Password').send(body)).status).toBe(401);
    expect((await changePassword('not-a-token', body)).status).toBe(401);
  });
});

describe('a password set anywhere else ends every session', () => {
  it('by a super-admin in the Strapi panel’s content manager', async () => {
    const user = await newAdministrator();
    const pairs = [await login(user), await login(user)];
    const res = await contentManagerSave(user.documentId, { password: 'Panel-set-password-3' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectEnded(pairs);
    expect(await sessionCount(user.id)).toBe(0);
    expect((await loginResponse(user)).status).toBe(401);
    await login({ email: user.email, password: 'Panel-set-password-3' });
  });

  it('a panel save that leaves the password alone keeps the sessions', async () => {
    const user = await newAdministrator();
    const pair = await login(user);
    const res = await contentManagerSave(user.documentId, { username: `${user.email}-renamed` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectLive(pair);
    expect((await refresh(pair.refreshToken)).status).toBe(200);
  });

  it('by the Document Service, the users-permissions service, or a bulk query', async () => {
    const writes: Array<(user: { id: number; documentId: string }) => Promise<unknown>> = [
      (user) =>
        server.strapi.documents(USER).update({ documentId: user.documentId, data: { password: 'Service-set-password-4' } as never }),
      (user) => server.strapi.plugin('users-permissions').service('user').edit(user.id, { password: 'Service-set-password-4' }),
      (user) => server.strapi.db.query(USER).updateMany({ where: { id: user.id }, data: { password: 'not-even-a-hash' } }),
    ];
    for (const write of writes) {
      const user = await newAdministrator();
      const pair = await login(user);
      await write(user);
      expect(await sessionCount(user.id)).toBe(0);
      await expectEnded([pair]);
    }
  });

  it('a session opened with the old password after the change (a sign-in racing it) is refused', async () => {
    const { passwordMark } = appModule<Sessions>('lib/auth/sessions');
    const user = await newAdministrator();
    const before = (await server.strapi.db.query(USER).findOne({ where: { id: user.id } })) as { password: string };
    const pair = await login(user);
    expect((await changePassword(pair.accessToken, { currentPassword: user.password, newPassword: 'Second-password-2' })).status).toBe(200);
    // What a sign-in that compared the old hash just before the change would store just after it.
    const sessions = server.strapi.sessionManager('users-permissions');
    const late = await sessions.generateRefreshToken(String(user.id), undefined, {
      type: 'refresh',
      metadata: { family: 'late', password: passwordMark(before.password) },
    });
    const access = await sessions.generateAccessToken(late.token);
    await expectEnded([{ accessToken: (access as { token: string }).token, refreshToken: late.token }]);
  });
});

describe('blocking a user ends every session', () => {
  it('in the Strapi panel’s content manager: 401, not a mere 403, for every earlier token', async () => {
    const { user, first, rotated, other } = await administratorInTwoSessions();
    const res = await contentManagerSave(user.documentId, { blocked: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectEnded([first, rotated, other]);
    expect(await sessionCount(user.id)).toBe(0);
    // Unblocking does not bring them back.
    await contentManagerSave(user.documentId, { blocked: false });
    await expectEnded([rotated, other]);
  });
});

describe('the Strapi panel’s own administrators', () => {
  async function panelAdmin(email: string, password: string) {
    const superAdmin = await server.strapi.service('admin::role').getSuperAdmin();
    const created = await server.strapi
      .service('admin::user')
      .create({ email, firstname: 'Panel', lastname: 'Editor', password, isActive: true, roles: [superAdmin.id] });
    const res = await server.api().post('/admin/login').send({ email, password });
    expect(res.status).toBe(200);
    return { id: created.id as number, token: res.body.data.token as string };
  }
  const panelMe = (token: string) => server.api().get('/admin/users/me').set('Authorization', `Bearer ${token}`);

  it('a password a super-admin sets on another admin ends that admin’s sessions', async () => {
    const editor = await panelAdmin('editor-1@qahve.local', 'Editor-password-1');
    expect((await panelMe(editor.token)).status).toBe(200);
    const res = await server
      .api()
      .put(`/admin/users/${editor.id}`)
      .set('Authorization', `Bearer ${await panelToken()}`)
      .send({ password: 'Editor-password-2' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await panelMe(editor.token)).status).toBe(401);
  });

  it('their own change of password (Strapi’s own) ends their sessions too', async () => {
    const editor = await panelAdmin('editor-2@qahve.local', 'Editor-password-1');
    const second = (await server.api().post('/admin/login').send({ email: 'editor-2@qahve.local', password: 'Editor-password-1' })).body
      .data.token;
    const res = await server
      .api()
      .put('/admin/users/me')
      .set('Authorization', `Bearer ${editor.token}`)
      .send({ currentPassword: 'Editor-password-1', password: 'Editor-password-2' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await panelMe(second)).status).toBe(401);
    expect((await panelMe(editor.token)).status).toBe(401);
  });
});
