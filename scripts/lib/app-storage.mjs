// Where the application keeps its data, read the way the CMS reads it (cms/config/database.ts,
// the candidate service, the upload plugin's local provider): the environment first, then cms/.env.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { cmsDir } from './paths.mjs';

/** Resolves packages as the CMS does (its own node_modules: knex, pg, better-sqlite3). */
export const cmsRequire = createRequire(path.join(cmsDir, 'package.json'));

/** The application's environment: `env` over cms/.env, as Strapi's dotenv never overrides a set variable. */
export function appEnv(env = process.env) {
  const file = path.join(cmsDir, '.env');
  const fromFile = fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {};
  return { ...fromFile, ...env };
}

/** A PostgreSQL connection string from DATABASE_URL or its parts, as cms/config/database.ts builds it. */
function postgresUrl(env) {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const url = new URL('postgres://localhost');
  url.hostname = env.DATABASE_HOST || '127.0.0.1';
  url.port = env.DATABASE_PORT || '5432';
  url.pathname = `/${env.DATABASE_NAME || 'qahve'}`;
  url.username = env.DATABASE_USERNAME || 'postgres';
  url.password = env.DATABASE_PASSWORD || '';
  return url.toString();
}

/**
 * `{ database: { client: 'sqlite', filename } | { client: 'postgres', url }, uploadsDir, cvDir, remoteUploads }`:
 * the database, the public uploads folder (null when images live in a bucket) and the private CV folder.
 */
export function appStorage(env = appEnv()) {
  const client = env.DATABASE_CLIENT || 'sqlite';
  if (client !== 'sqlite' && client !== 'postgres') throw new Error(`Unsupported DATABASE_CLIENT "${client}"`);
  const filename = env.DATABASE_FILENAME || '.tmp/data.db';
  const remoteUploads = (env.UPLOAD_PROVIDER || 'local').toLowerCase() !== 'local';
  return {
    database: client === 'postgres' ? { client, url: postgresUrl(env) } : { client, filename: path.resolve(cmsDir, filename) },
    uploadsDir: remoteUploads ? null : path.join(path.resolve(cmsDir, env.PUBLIC_DIR || 'public'), 'uploads'),
    // The CMS runs in cms/ (npm start), so a relative CV_STORAGE_DIR is relative to it.
    cvDir: path.resolve(cmsDir, env.CV_STORAGE_DIR || path.join('private', 'cvs')),
    remoteUploads,
  };
}

/** The environment that makes the CMS open `database` (the inverse of appStorage for the database). */
export function databaseEnv(database) {
  return database.client === 'postgres'
    ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: database.url }
    : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: database.filename };
}
