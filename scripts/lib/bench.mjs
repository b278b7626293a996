// What the benchmarks share: their options, a compiled CMS booted on a throwaway database
// (SQLite, or PostgreSQL with DATABASE_CLIENT=postgres), and timing of repeated calls.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { cmsRequire } from './app-storage.mjs';
import { createPostgresDatabase } from './database.mjs';
import { cmsDir } from './paths.mjs';
import { throwawayStartEnv } from './process-env.mjs';

/** Resolves packages as the CMS does (its own node_modules). */
export { cmsRequire };

/** `--rows=1000 --no-http` -> `{ rows: '1000', 'no-http': 'true' }`. */
export function parseArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.map((arg) => {
      const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
      return [key, value];
    }),
  );
}

/**
 * A script's numeric options, as its constants: `numberOptions(args, { duration: 5 })` answers `{ DURATION: 5 }`,
 * or the number that `--duration=` gave.
 */
export function numberOptions(args, defaults) {
  return Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name.toUpperCase(), Number(args[name] ?? value)]));
}

/**
 * Boots the CMS (compiled first unless `compile` is false) on an empty throwaway database, with
 * fresh secrets and no demo content. Answers the Strapi instance and a clean-up.
 */
export async function bootCms({ label, compile = true }) {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), `qahve-${label}-`));
  const pg = process.env.DATABASE_CLIENT === 'postgres' ? await createPostgresDatabase(label) : null;
  Object.assign(process.env, {
    NODE_ENV: 'development',
    ...throwawayStartEnv(0),
    BROWSER: 'false',
    SEED_DEMO: 'false',
    CV_STORAGE_DIR: path.join(tmp, 'cvs'),
    ...(pg ? { DATABASE_URL: pg.url } : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(tmp, 'bench.db') }),
  });
  const cleanUp = async () => {
    await pg?.drop();
    await fs.rm(tmp, { recursive: true, force: true });
  };
  try {
    const { compileStrapi, createStrapi } = cmsRequire('@strapi/strapi');
    if (compile) {
      process.stdout.write('Compiling the CMS... ');
      await compileStrapi({ appDir: cmsDir, ignoreDiagnostics: false });
      console.log('done');
    }
    const strapi = await createStrapi({
      appDir: cmsDir,
      distDir: path.join(cmsDir, 'dist'),
      autoReload: false,
      serveAdminPanel: false,
    }).load();
    return { strapi, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/**
 * A benchmark on the CMS in this process: boots it (bootCms), runs `work(strapi)` (which answers its
 * exit code: 1 when a figure missed its bar), then, whatever
 * happened, stops the whole app, not only its database (its destroy hook stops the cache's signal-file
 * watcher, which would otherwise recreate the file while the folder is removed: ENOTEMPTY), removes the
 * throwaway data and exits, with 1 when anything failed.
 */
export async function runOnCms(options, work) {
  let booted;
  try {
    booted = await bootCms(options);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
  let exitCode;
  try {
    exitCode = (await work(booted.strapi)) ?? 0;
  } catch (error) {
    console.error(String(error?.stack ?? error).slice(0, 3000));
    exitCode = 1;
  } finally {
    await booted.strapi.destroy().catch(() => undefined);
    await booted.cleanUp();
  }
  process.exit(exitCode);
}

/** Nearest-rank percentiles: with fewer than 100 runs, p99 is the slowest run. */
export function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), p99: at(0.99), min: sorted[0], max: sorted[sorted.length - 1], runs: sorted.length };
}

/** V8's collector, reachable without --expose-gc (the scripts run as plain `node script.mjs`). */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');

/**
 * Times `fn` `runs` times after three warm-up calls (caches, prepared statements, JIT), the heap
 * collected first: the garbage of a bulk load or of the previous call's runs would otherwise be
 * collected during the runs (a pause of 100 ms or more in a p99).
 */
export async function measure(fn, runs) {
  for (let i = 0; i < 3; i++) await fn();
  collectGarbage();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return summary(times);
}

/**
 * The booted CMS's HTTP server on a free port, logged in as the console's administrator:
 * `get(path, query)` answers the JSON of `GET /api/v1/<path>`; `close()` stops listening.
 */
export async function adminHttp(strapi) {
  strapi.server.mount();
  const server = strapi.server.httpServer;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}/api/v1`;
  const accessToken = await administratorToken(base);
  const send = (url) => fetch(url, { headers: { Authorization: `Bearer ${accessToken}` } });
  return {
    async get(apiPath, query = {}) {
      const url = `${base}/${apiPath}?${new URLSearchParams(query)}`;
      // A kept-alive socket may have been closed by the server during a long insert: retry once.
      const res = await send(url).catch(() => send(url));
      if (res.status !== 200) throw new Error(`GET ${apiPath}: HTTP ${res.status}: ${(await res.text()).slice(0, 500)}`);
      return res.json();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The demo administrator's access token, signed in through the API at `api` (`<origin>/api/v1`). */
export async function administratorToken(api) {
  const login = await fetch(`${api}/admin/Identity/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@qahve.local', password: 'Qahve-admin-2024' }),
  });
  if (login.status !== 200) throw new Error(`administrator login answered ${login.status}: ${await login.text()}`);
  return /** @type {string} */ ((await login.json()).accessToken);
}

/** The SQL statements (with bindings) that run while `fn` runs. */
export async function capturedQueries(knex, fn) {
  const statements = [];
  const listen = (q) => statements.push({ sql: q.sql, bindings: q.bindings ?? [] });
  knex.on('query', listen);
  try {
    await fn();
  } finally {
    knex.removeListener('query', listen);
  }
  return statements;
}

/**
 * The plan of one statement as text lines: SQLite's EXPLAIN QUERY PLAN, or PostgreSQL's EXPLAIN
 * (ANALYZE when asked: the plan it really ran, with times).
 */
export async function explain(knex, { sql, bindings = [] }, { analyze = false, settings = [] } = {}) {
  const postgres = knex.client.dialect === 'postgresql';
  // knex hands PostgreSQL `$1` placeholders in the captured SQL; raw() wants `?` again.
  const text = postgres ? sql.replace(/\$\d+/g, '?') : sql;
  if (!postgres) return (await knex.raw(`EXPLAIN QUERY PLAN ${text}`, bindings)).map((row) => row.detail);
  const result = await knex.transaction(async (trx) => {
    for (const setting of settings) await trx.raw(`SET LOCAL ${setting}`);
    return trx.raw(`EXPLAIN ${analyze ? '(ANALYZE, COSTS OFF) ' : '(COSTS OFF) '}${text}`, bindings);
  });
  return result.rows.map((row) => row['QUERY PLAN']);
}

/**
 * One figure of the protocol that scripts/bench.mjs reads: `value` against `reference` (both
 * `{ name, value, unit }` apart from the figure's own name), with its bar as text and whether it
 * passed (null: no bar).
 */
/**
 * @param {{ name: string, value: number, unit?: string, reference?: { name: string, value: number, unit?: string },
 *   bar?: string | null, pass?: boolean | null }} figure
 */
export function figure({ name, value, unit = 'ms', reference, bar = null, pass = null }) {
  const round = (n) => Math.round(n * 10) / 10;
  return {
    name,
    value: round(value),
    unit,
    reference: reference ? { ...reference, value: round(reference.value), unit: reference.unit ?? unit } : null,
    ratio: reference && reference.value > 0 ? Math.round((value / reference.value) * 10_000) / 10_000 : null,
    bar,
    pass,
  };
}

/** Writes `{ title, figures, notes }` to the file of `--json=<file>`, when given. */
export async function writeResult(args, result) {
  if (!args.json || args.json === 'true') return;
  await fs.mkdir(path.dirname(path.resolve(args.json)), { recursive: true });
  await fs.writeFile(args.json, `${JSON.stringify(result, null, 2)}\n`);
}

/** The database this run measures, as a title would name it. */
export const databaseName = () => (process.env.DATABASE_CLIENT === 'postgres' ? 'PostgreSQL' : 'SQLite');
