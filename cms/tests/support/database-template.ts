import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Client as PgClient } from 'pg';
import { freshSecrets } from '../../../scripts/lib/process-env.mjs';
import { startAppProcess } from './process';

const require = createRequire(import.meta.url);
const appDir = path.resolve(__dirname, '../..');
const sqliteTemplates = path.resolve(appDir, '../node_modules/.cache/qahve-database-templates');
const PG_PREFIX = 'qahve_template_';

/** The environment variable through which the test files learn of the template (a file, or a database's name). */
export const TEMPLATE_VARIABLE = 'TEST_DATABASE_TEMPLATE';

/** What a booted app wrote to its database depends on the compiled app and the packages it runs on. */
function templateKey() {
  const sources: { sourcesHash: () => string } = require(path.join(appDir, 'scripts/compiled-sources.js'));
  return createHash('sha256')
    .update(sources.sourcesHash())
    .update(fs.readFileSync(path.join(appDir, 'package-lock.json')))
    .digest('hex')
    .slice(0, 16);
}

/** The settings every test app starts with (secrets fresh, no demo content), on `database`. */
export function testAppEnv(tmp: string, database: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    LOG_LEVEL: 'warn',
    BROWSER: 'false',
    ...freshSecrets(),
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
    CV_STORAGE_DIR: path.join(tmp, 'cvs'),
    ...database,
  };
}

/** Boots the app once on `database` and stops it: Strapi's tables, the app's indexes, roles, locales and accounts. */
async function bootOnce(database: Record<string, string>) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'qahve-template-'));
  try {
    const app = await startAppProcess(testAppEnv(tmp, database));
    await app.stop();
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function withPostgres<T>(work: (client: PgClient) => Promise<T>): Promise<T> {
  const { Client } = require('pg') as typeof import('pg');
  const client = new Client({ connectionString: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresTemplate(key: string) {
  const name = `${PG_PREFIX}${key}`;
  const existing = await withPostgres(async (client) =>
    (await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE '${PG_PREFIX}%'`)).rows.map(
      (row) => row.datname,
    ),
  );
  if (existing.includes(name)) return name;
  // Built under a name of its own and renamed when complete: a run beside this one never copies half a template.
  const partial = `${name}_${process.pid}`;
  await withPostgres((client) => client.query(`CREATE DATABASE "${partial}"`));
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = `/${partial}`;
  await bootOnce({ DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() });
  await withPostgres(async (client) => {
    try {
      await client.query(`ALTER DATABASE "${partial}" RENAME TO "${name}"`);
    } catch {
      // Another run finished the same template first.
      await client.query(`DROP DATABASE IF EXISTS "${partial}"`);
    }
    // Templates of earlier sources are of no further use (one in use by a run beside this one stays).
    for (const old of existing) await client.query(`DROP DATABASE IF EXISTS "${old}"`).catch(() => undefined);
  });
  return name;
}

async function sqliteTemplate(key: string) {
  const file = path.join(sqliteTemplates, `${key}.db`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(sqliteTemplates, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await bootOnce({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: partial });
    fs.renameSync(partial, file);
    // The file through which processes on one SQLite file tell each other of writes: each copy makes its own.
    fs.rmSync(`${partial}-public-cache`, { force: true });
  }
  // Its time says when a run last used it; one unused for a day (of sources since changed) is removed.
  const now = new Date();
  fs.utimesSync(file, now, now);
  for (const name of fs.readdirSync(sqliteTemplates)) {
    const other = path.join(sqliteTemplates, name);
    if (other !== file && now.getTime() - fs.statSync(other).mtimeMs > 86_400_000) fs.rmSync(other, { force: true });
  }
  return file;
}

/**
 * A first boot on an empty database creates Strapi's tables and the app's rows and takes twice as long
 * as a boot on one it has seen; the run boots the app about fifty times. So one database is booted
 * once per set of sources, kept (between runs too), and each test app starts on a copy of it.
 */
export default async function prepareDatabaseTemplate() {
  const key = templateKey();
  process.env[TEMPLATE_VARIABLE] = process.env.DATABASE_CLIENT === 'postgres' ? await postgresTemplate(key) : await sqliteTemplate(key);
}
