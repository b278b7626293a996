import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, loginAsAdministrator } from './support/admin';
import { startServer, type TestServer } from './support/strapi';

const PANEL_ADMIN = { email: 'cms@qahve.local', password: 'Qahve-cms-2024' };

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(() => server?.stop());

/** The same claims, signed again with another algorithm and the same secret (or none at all). */
function resigned(token: string, secret: string, algorithm: jwt.Algorithm) {
  const { iat: _iat, exp, ...claims } = jwt.decode(token) as Record<string, unknown> & { exp: number };
  return jwt.sign({ ...claims, exp }, algorithm === 'none' ? '' : secret, { algorithm });
}

const panelLogin = (credentials: object) => server.api().post('/admin/login').send(credentials);

describe('JWTs are checked against an algorithm allowlist', () => {
  it('refuses a console access or refresh token signed with another algorithm, even with the right secret', async () => {
    const secret = server.strapi.config.get('plugin::users-permissions.jwtSecret') as string;
    const pair = await loginAsAdministrator(server);
    const me = (token: string) => server.api().get('/api/v1/admin/Identity/Me').set('Authorization', `Bearer ${token}`);
    expect((await me(pair.accessToken)).status).toBe(200);
    for (const algorithm of ['HS384', 'HS512', 'none'] as const) {
      expect((await me(resigned(pair.accessToken, secret, algorithm))).status, algorithm).toBe(401);
      const refresh = await server
        .api()
        .post('/api/v1/admin/Identity/Refresh')
        .send({ refreshToken: resigned(pair.refreshToken, secret, algorithm) });
      expect(refresh.status, algorithm).toBe(401);
    }
    // The genuine pair still works: nothing above touched the session.
    expect((await server.api().post('/api/v1/admin/Identity/Refresh').send({ refreshToken: pair.refreshToken })).status).toBe(200);
  });

  it('refuses a panel token signed with another algorithm', async () => {
    const secret = server.strapi.config.get('admin.auth.secret') as string;
    const { token } = (await panelLogin(PANEL_ADMIN)).body.data;
    const me = (value: string) => server.api().get('/admin/users/me').set('Authorization', `Bearer ${value}`);
    expect((await me(token)).status).toBe(200);
    for (const algorithm of ['HS512', 'none'] as const) {
      expect((await me(resigned(token, secret, algorithm))).status, algorithm).toBe(401);
    }
  });
});

describe('administrator passwords have at least 12 characters', () => {
  it('for the console’s administrators, however the account is written', async () => {
    const role = await server.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'administrator' } });
    const users = server.strapi.plugin('users-permissions').service('user');
    const account = (email: string, password: string) => ({
      username: email,
      email,
      password,
      provider: 'local',
      confirmed: true,
      role: role.id,
    });
    await expect(users.add(account('short@qahve.local', 'Eleven-char'))).rejects.toThrow();
    const created = await users.add(account('long@qahve.local', 'Twelve-chars'));
    await expect(users.edit(created.id, { password: 'Short-pass1' })).rejects.toThrow();
    const login = await server.api().post('/api/v1/admin/Identity/Login').send({ email: 'long@qahve.local', password: 'Twelve-chars' });
    expect(login.status).toBe(200);
  });

  it('for the panel’s administrators: their own profile, and any account the service writes', async () => {
    const { token } = (await panelLogin(PANEL_ADMIN)).body.data;
    const profile = (body: object) => server.api().put('/admin/users/me').set('Authorization', `Bearer ${token}`).send(body);
    const short = await profile({ currentPassword: PANEL_ADMIN.password, password: 'Short-pass1' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toContain('at least 12 characters');
    expect((await panelLogin(PANEL_ADMIN)).status).toBe(200);

    const superAdmin = await server.strapi.service('admin::role').getSuperAdmin();
    const create = (email: string, password: string) =>
      server.strapi
        .service('admin::user')
        .create({ email, firstname: 'Test', lastname: 'Admin', password, isActive: true, roles: [superAdmin.id] });
    await expect(create('short-panel@qahve.local', 'Short-pass1')).rejects.toThrow(/at least 12 characters/);
    await create('long-panel@qahve.local', 'Long-enough-pass1');
    expect((await panelLogin({ email: 'long-panel@qahve.local', password: 'Long-enough-pass1' })).status).toBe(200);
  });
});

describe('signing in never tells whether an e-mail exists', () => {
  it('the panel answers an unknown e-mail, a wrong password and an inactive account alike', async () => {
    const superAdmin = await server.strapi.service('admin::role').getSuperAdmin();
    await server.strapi.service('admin::user').create({
      email: 'inactive@qahve.local',
      firstname: 'Off',
      lastname: 'Admin',
      password: 'Inactive-pass-1',
      isActive: false,
      roles: [superAdmin.id],
    });
    const answers = [];
    for (const credentials of [
      { email: 'nobody@qahve.local', password: PANEL_ADMIN.password },
      { email: PANEL_ADMIN.email, password: 'wrong-password-1' },
      { email: 'inactive@qahve.local', password: 'Inactive-pass-1' },
    ]) {
      const res = await panelLogin(credentials);
      answers.push({ status: res.status, message: res.body.error?.message });
    }
    expect(answers).toEqual(Array(3).fill({ status: 400, message: 'Invalid credentials' }));
  });

  it('the panel spends the same bcrypt work on an unknown e-mail as on a wrong password', async () => {
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      await panelLogin({ email, password: 'wrong-password-1' });
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await time(PANEL_ADMIN.email));
      unknown.push(await time(`nobody-${i}@qahve.local`));
    }
    // One bcrypt comparison (cost 10) takes tens of milliseconds; without it an unknown e-mail answers in a few.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('users-permissions’ own sign-in and sign-up routes are not served', async () => {
    // Not found, or not allowed where another route shares the path: either way nothing answers.
    const unserved = [404, 405];
    const signIn = await server.api().post('/api/auth/local').send({ identifier: ADMIN.email, password: ADMIN.password });
    expect(unserved).toContain(signIn.status);
    expect(signIn.body).not.toHaveProperty('jwt');
    const signUp = await server
      .api()
      .post('/api/auth/local/register')
      .send({ username: 'someone', email: ADMIN.email, password: 'Some-password-1' });
    expect(unserved).toContain(signUp.status);
    expect(JSON.stringify(signUp.body)).not.toContain('taken');
    for (const path of ['/api/auth/forgot-password', '/api/auth/reset-password', '/api/auth/refresh']) {
      expect(unserved, path).toContain((await server.api().post(path).send({ email: ADMIN.email })).status);
    }
  });
});
