import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, loginAsAdministrator } from './support/admin';
import { reportFigures } from './support/reliability';
import { createUser } from './support/fixtures';
import { startServer, type TestServer } from './support/strapi';

/**
 * The access matrix (who may call what), over every route under /api/v1/admin that the running router
 * serves (so a route added later is covered without touching this file).
 */

interface AdminRoute {
  method: string;
  path: string;
  /** The path with every parameter replaced by 1. */
  url: string;
}

/** Routes anyone may call: they take credentials or a refresh token instead of an access token. */
const OPEN = [/\/identity\/login$/i, /\/identity\/refresh$/i];
const ADMIN_PREFIX = /^\/api\/v1\/admin\//i;

let server: TestServer;
let routes: AdminRoute[];
let secret: string;
const tokens: Record<string, string> = {};
let adminId: number;

type Layer = { path: string | RegExp; methods: string[] };

/** Every method and path of the router under /api/v1/admin, as koa-router holds them once mounted. */
function adminRoutes(): AdminRoute[] {
  const router = server.strapi.server;
  const layers: Layer[] = [...router.listRoutes(), ...router.api('content-api').listRoutes()];
  const seen = new Map<string, AdminRoute>();
  for (const layer of layers) {
    if (typeof layer.path !== 'string' || !ADMIN_PREFIX.test(layer.path)) continue;
    for (const method of layer.methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const url = layer.path.replace(/:\w+(\([^)]*\))?[?*+]?/g, '1');
      seen.set(`${method} ${layer.path.toLowerCase()}`, { method, path: layer.path, url });
    }
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** A real session of this user, minted the way Login does (without the password check). */
async function mintSession(userId: number) {
  const sessions = server.strapi.sessionManager('users-permissions');
  const refresh = await sessions.generateRefreshToken(String(userId), undefined, { type: 'refresh' });
  const access = await sessions.generateAccessToken(refresh.token);
  if ('error' in access) throw new Error(access.error);
  return { access: access.token as string, refresh: refresh.token as string, sessionId: refresh.sessionId as string };
}

function send(route: AdminRoute, authorization?: string) {
  const request = (server.api() as any)[route.method.toLowerCase()](route.url);
  return authorization === undefined ? request : request.set('Authorization', authorization);
}

function bodyProblem(res: { status: number; headers: Record<string, string>; body: unknown }) {
  if (res.status < 400) return null;
  const body = res.body as { message?: unknown } | null;
  if (!/application\/json/.test(res.headers['content-type'] ?? '')) return `not JSON (${res.headers['content-type']})`;
  return typeof body?.message === 'string' && body.message !== '' ? null : `no string message: ${JSON.stringify(body)}`;
}

/** Requests sent and answers that were not the expected ones, per case of the matrix (for the figures). */
const tally = new Map<string, { requests: number; wrong: string[] }>();

/**
 * Sends one kind of credential (the matrix's `kind`) to every guarded route; lists each route
 * whose answer is not the expected one.
 */
async function mismatches(
  kind: string,
  authorization: () => Promise<string | undefined> | string | undefined,
  expected: (status: number) => boolean,
) {
  const wrong: string[] = [];
  for (const route of guarded()) {
    const res = await send(route, await authorization());
    const problem = !expected(res.status) ? `status ${res.status} ${JSON.stringify(res.body)}` : bodyProblem(res);
    if (problem) wrong.push(`${route.method} ${route.path}: ${problem}`);
  }
  const counted = tally.get(kind) ?? { requests: 0, wrong: [] };
  tally.set(kind, { requests: counted.requests + guarded().length, wrong: [...counted.wrong, ...wrong] });
  return wrong;
}

const guarded = () => routes.filter((route) => !OPEN.some((open) => open.test(route.path)));
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  server = await startServer();
  const { strapi } = server;
  routes = adminRoutes();
  secret = strapi.config.get('plugin::users-permissions.jwtSecret') as string;

  adminId = (await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: ADMIN.email } })).id;
  const live = await mintSession(adminId);
  const member = await mintSession(await createUser(server.strapi, 'member@example.az', 'authenticated'));
  const blocked = await mintSession(await createUser(server.strapi, 'blocked-admin@qahve.local', 'administrator', { blocked: true }));

  const loggedOut = await loginAsAdministrator(server);
  const logout = await server.api().post('/api/v1/admin/Identity/Logout').set('Authorization', `Bearer ${loggedOut.accessToken}`);
  if (logout.status !== 204) throw new Error(`logout failed: ${logout.status}`);

  const claims = { userId: String(adminId), sessionId: live.sessionId, type: 'access' };
  Object.assign(tokens, {
    forged: jwt.sign(claims, randomBytes(32).toString('base64'), { expiresIn: 600 }),
    unsigned: jwt.sign(claims, '', { algorithm: 'none' }),
    expired: jwt.sign({ ...claims, iat: now() - 1800, exp: now() - 900 }, secret),
    unknownSession: jwt.sign({ ...claims, sessionId: randomBytes(16).toString('hex') }, secret, { expiresIn: 600 }),
    refresh: live.refresh,
    loggedOut: loggedOut.accessToken,
    member: member.access,
    blocked: blocked.access,
  });
});

afterAll(async () => {
  const cases = [...tally.entries()];
  const requests = cases.reduce((sum, [, { requests }]) => sum + requests, 0);
  const problems = cases.flatMap(([kind, { wrong }]) => wrong.map((line) => `${kind}: ${line}`));
  reportFigures({
    suite: 'access',
    title: 'Access matrix: every admin route by every kind of credential',
    passed: cases.length === 9 && problems.length === 0,
    figures: [
      ['Admin routes (from the live router)', `${routes?.length ?? 0}, of which ${routes ? guarded().length : 0} need a token`],
      ['Cases', cases.length],
      ...cases.map(([kind, { requests: sent, wrong }]): [string, string] => [kind, `${sent - wrong.length} of ${sent} as expected`]),
      ['Requests', requests],
      ['Statuses held', `${requests - problems.length} of ${requests}`],
    ],
    problems,
  });
  await server?.stop();
});

describe('the admin routes under test', () => {
  it('come from the router and include the identity routes, so the matrix cannot pass empty', () => {
    const list = routes.map((r) => `${r.method} ${r.path.toLowerCase()}`);
    expect(guarded().length).toBeGreaterThanOrEqual(2);
    expect(list).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin/identity/me',
        'POST /api/v1/admin/identity/logout',
        'POST /api/v1/admin/identity/login',
        'POST /api/v1/admin/identity/refresh',
      ]),
    );
  });
});

describe('every guarded admin route', () => {
  const is401 = (status: number) => status === 401;
  const is403 = (status: number) => status === 403;

  it('answers 401 without a token', async () => {
    expect(await mismatches('no token → 401', () => undefined, is401)).toEqual([]);
  });

  it('answers 401 to a malformed authorization header or token', async () => {
    for (const header of [
      'Bearer',
      'Bearer not-a-token',
      'Bearer a.b.c',
      `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`,
      `Bearer ${tokens.member} extra`,
    ]) {
      expect(await mismatches('malformed header or token → 401', () => header, is401), header).toEqual([]);
    }
  });

  // Each kind of token that must not pass, on every console route: its tokens (by name in `tokens`) and the answer.
  it.each([
    ['401 to a token signed with another secret, or not signed at all', 'bad or no signature → 401', ['forged', 'unsigned'], is401],
    ['401 to an expired access token', 'expired → 401', ['expired'], is401],
    ['401 to a refresh token used as an access token', 'refresh token as access token → 401', ['refresh'], is401],
    [
      '401 to the token of a session that was logged out, or never existed',
      'logged-out or unknown session → 401',
      ['loggedOut', 'unknownSession'],
      is401,
    ],
    ['403 to a valid token of a user who is not an Administrator', 'not an Administrator → 403', ['member'], is403],
    ['403 to a valid token of a blocked Administrator', 'blocked Administrator → 403', ['blocked'], is403],
  ] as const)('answers %s', async (_, label, names, expected) => {
    for (const name of names) expect(await mismatches(label, () => `Bearer ${tokens[name]}`, expected), name).toEqual([]);
  });

  it("lets the administrator's own token through, never with a server error", async () => {
    // A fresh session per route, so a route that ends the session (Logout) cannot spoil the next one.
    const wrong = await mismatches(
      'administrator → through, never 5xx',
      async () => `Bearer ${(await mintSession(adminId)).access}`,
      (status) => status !== 401 && status !== 403 && status < 500,
    );
    expect(wrong).toEqual([]);
  });
});
