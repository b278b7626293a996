import { expect } from 'vitest';
import type { Response } from 'supertest';
import { countRows } from './fixtures';
import type { TestServer } from './strapi';

/** The answer a single bad field gets: the status, the message, and the field named. */
export function expectFieldError(res: Response, field: string, message?: string, status = 400) {
  expect(res.status, `${field}: ${res.status} ${JSON.stringify(res.body)}`).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.body.errors?.map((e: { field: string }) => e.field)).toContain(field);
  if (message !== undefined) {
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
  }
}

/** A request that must be refused: the number of rows of each `uid` is the same afterwards. */
export async function refused(server: TestServer, uids: string | string[], send: () => Promise<Response>) {
  const list = Array.isArray(uids) ? uids : [uids];
  const before = await Promise.all(list.map((uid) => countRows(server.strapi, uid)));
  const res = await send();
  const after = await Promise.all(list.map((uid) => countRows(server.strapi, uid)));
  expect(after, `a refused request changed a row count: ${res.status} ${JSON.stringify(res.body)}`).toEqual(before);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  return res;
}

/** A valid access token of a user who is not an Administrator (users-permissions' Authenticated role). */
export async function nonAdministratorToken(server: TestServer) {
  const { strapi } = server;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const email = `visitor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.az`;
  const user = await strapi.plugin('users-permissions').service('user').add({
    username: email,
    email,
    password: 'Visitor-password-1',
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
  });
  const sessions = strapi.sessionManager('users-permissions');
  const refresh = await sessions.generateRefreshToken(String(user.id), undefined, { type: 'refresh' });
  const access = await sessions.generateAccessToken(refresh.token);
  if ('error' in access) throw new Error(`no access token: ${access.error}`);
  return access.token as string;
}

/** RFC 4180 CSV, parsed back: quoted cells, doubled quotes, line breaks inside quotes, CRLF rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Supertest's buffered body of a binary or text download. */
export const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** The one server (and administrator client) that admin-moderation-all.test.ts boots for every suite. */
export const shared = {} as {
  server: TestServer;
  admin: () => ReturnType<TestServer['api']>;
};
