import { createRequire } from 'node:module';
import path from 'node:path';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrator } from './support/admin';
import { appModule, startServer, type TestServer } from './support/strapi';
import { TcpProxy } from './support/tcp-proxy';

// A real database made unreachable under a running Strapi: on PostgreSQL through a TCP proxy the
// test closes (connections refused, cut, or left unanswered); on SQLite by another process holding
// the file's exclusive lock past the busy timeout. Reads and writes answer 503 with Retry-After,
// then work again once the database is back.

const require = createRequire(import.meta.url);
const isPostgres = process.env.DATABASE_CLIENT === 'postgres';
const POSTGRES_PORT = Number(new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test').port || 5432);

let server: TestServer;
let proxy: TcpProxy | null = null;
let admin: Awaited<ReturnType<typeof administrator>>;

beforeAll(async () => {
  if (isPostgres) {
    proxy = new TcpProxy(POSTGRES_PORT);
    await proxy.start();
  }
  server = await startServer(
    { DATABASE_RETRY_AFTER: '7', DATABASE_CONNECTION_TIMEOUT: '1500', DATABASE_POOL_MIN: '0', DATABASE_BUSY_TIMEOUT: '1000' },
    { postgresUrl: (url) => proxy!.through(url) },
  );
  admin = await administrator(server);
});

afterAll(async () => {
  await proxy?.open();
  await server?.stop();
  await proxy?.stop();
});

/** Requests that each need the database, never asked before (so that no cached answer can serve them). */
let fresh = 0;
const outageRequests = () => {
  fresh += 1;
  return [
    ['public read', server.api().get(`/api/v1/client/Products?languageId=1&pageSize=${fresh}`).set('Accept-Language', 'en')],
    [
      'public write',
      server.api().post('/api/v1/client/Reviews?productId=1').send({ name: 'A', feedback: 'B' }).set('Accept-Language', 'en'),
    ],
    [
      'sign-in',
      server
        .api()
        .post('/api/v1/admin/Identity/Login')
        .send({ email: 'admin@qahve.local', password: 'wrong-password' })
        .set('Accept-Language', 'en'),
    ],
    ['console read', admin().get(`/api/v1/admin/Products?pageSize=${fresh}`).set('Accept-Language', 'en')],
    ['console write', admin().delete('/api/v1/admin/Categories/987654').set('Accept-Language', 'en')],
  ] as const;
};

function expectUnavailable(res: Response, label: string) {
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(503);
  expect(res.headers['retry-after'], label).toBe('7');
  expect(res.headers['content-type'], label).toBe('application/json; charset=utf-8');
  expect(res.headers['cache-control'], label).toBe('no-store');
  expect(res.body, label).toEqual({ message: 'The service is temporarily unavailable. Please try again in 7 seconds.' });
}

/** A page of the site, whose reads fail inside its rendering: the site's own page, with the API's 503. */
async function expectUnavailablePage(url: string) {
  const page = await server.api().get(url).set('Accept', 'text/html');
  expect(page.status, page.text.slice(0, 200)).toBe(503);
  expect(page.headers['retry-after']).toBe('7');
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.text).toContain('<div id="root">');
}

/** Polls until the database answers again (the pool makes new connections on demand). */
async function expectBack() {
  const deadline = Date.now() + 20_000;
  let last: Response | undefined;
  while (Date.now() < deadline) {
    last = await server.api().get(`/api/v1/client/Categories?languageId=1&x=${Date.now()}`);
    if (last.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(last?.status).toBe(200);
  for (const [label, req] of outageRequests()) expect((await req).status, label).toBeLessThan(500);
}

describe('while the database cannot be reached', () => {
  it('answers reads and writes as usual while it can', async () => {
    for (const [label, req] of outageRequests()) expect((await req).status, label).toBeLessThan(500);
  });

  it.runIf(isPostgres)('PostgreSQL refusing connections and cutting the open ones: 503 with Retry-After, then back', async () => {
    await proxy!.refuse();
    for (const [label, req] of outageRequests()) expectUnavailable(await req, label);
    await expectUnavailablePage('/menu?x=refused');
    await proxy!.open();
    await expectBack();
  });

  it.runIf(isPostgres)('PostgreSQL not answering at all: 503 once the pool gives up waiting for a connection', async () => {
    await proxy!.hang();
    const started = Date.now();
    for (const [label, req] of outageRequests()) expectUnavailable(await req, label);
    // DATABASE_CONNECTION_TIMEOUT (1.5 s here) per request, not a request hanging on.
    expect(Date.now() - started).toBeLessThan(5 * 10_000);
    await proxy!.open();
    await expectBack();
  });

  it.runIf(!isPostgres)(
    'SQLite locked by another process past the busy timeout: 503 with Retry-After, then back',
    async () => {
      const Database = require(path.join(server.strapi.dirs.app.root, 'node_modules', 'better-sqlite3'));
      const filename = server.strapi.config.get<string>('database.connection.connection.filename');
      const other = new Database(filename, { timeout: 0 });
      try {
        other.exec('BEGIN EXCLUSIVE');
        for (const [label, req] of outageRequests()) expectUnavailable(await req, label);
        await expectUnavailablePage('/menu?x=locked');
      } finally {
        if (other.inTransaction) other.exec('COMMIT');
        other.close();
      }
      await expectBack();
      // Each query waits out the busy timeout (DATABASE_BUSY_TIMEOUT, 1 s here) first.
    },
    180_000,
  );
});

describe('what counts as unreachable', () => {
  const { unavailableCode } = appModule<typeof import('../src/lib/http/database-unavailable')>('lib/http/database-unavailable');

  /** The error a real call gives. */
  async function errorOf(call: () => unknown) {
    try {
      await call();
    } catch (error) {
      return error;
    }
    throw new Error('no error');
  }

  it('knows the drivers’ own errors for a database that is not there, and nothing else', async () => {
    const { Client } = require(path.join(server.strapi.dirs.app.root, 'node_modules', 'pg'));
    const closed = new TcpProxy(1);
    await closed.start();
    const port = closed.port;
    await closed.stop();
    const refused = await errorOf(() => new Client({ host: '127.0.0.1', port, user: 'postgres', database: 'test' }).connect());
    expect(unavailableCode(refused)).toBe('ECONNREFUSED');

    const Database = require(path.join(server.strapi.dirs.app.root, 'node_modules', 'better-sqlite3'));
    // A directory where the file should be: SQLite cannot open it.
    const cannotOpen = await errorOf(() => new Database(server.tmp));
    expect(unavailableCode(cannotOpen)).toMatch(/^SQLITE_CANTOPEN/);

    // A query that is wrong is a bug (500), not an outage.
    const wrong = await errorOf(() => server.strapi.db.connection.raw('SELECT * FROM no_such_table'));
    expect(unavailableCode(wrong)).toBeNull();
    expect(unavailableCode(new Error('boom'))).toBeNull();
  });

  it('knows a connection lost during a query, with the statement knex puts in front of its message', async () => {
    // knex's own query path (its SQL in front of the driver's message), over a connection that pg
    // reports lost mid-query: pg gives no code then, only its message.
    const knex = require(path.join(server.strapi.dirs.app.root, 'node_modules', 'knex'))({ client: 'pg' });
    const lost = (message: string) => {
      knex.client.acquireConnection = async () => ({});
      knex.client.releaseConnection = async () => undefined;
      knex.client._query = async () => {
        throw new Error(message);
      };
      return errorOf(() => knex('reviews').insert({ feedback: 'Connection terminated' }));
    };
    for (const message of ['Connection terminated unexpectedly', 'Client has encountered a connection error and is not queryable']) {
      const error = (await lost(message)) as Error;
      expect(error.message).toMatch(/^insert into "reviews" .* - /);
      expect(unavailableCode(error), message).not.toBeNull();
    }
    // A visitor's words in the statement are not the driver's message.
    expect(unavailableCode(await lost('value too long for type character varying(255)'))).toBeNull();
    await knex.destroy();
  });
});
