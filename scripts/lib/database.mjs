// Direct access to the application's database from the scripts (backup, restore, the reliability
// suites): a knex connection, the tables and their row counts, and throwaway PostgreSQL databases.
import { cmsRequire } from './app-storage.mjs';

/** A knex connection to `{ client: 'sqlite', filename }` or `{ client: 'postgres', url }`. */
export function openDatabase(database, { readonly = false } = {}) {
  const knex = cmsRequire('knex');
  if (database.client === 'postgres') {
    return knex({ client: 'pg', connection: { connectionString: database.url }, pool: { min: 0, max: 4 } });
  }
  return knex({
    client: 'better-sqlite3',
    connection: { filename: database.filename, options: { readonly, fileMustExist: true } },
    useNullAsDefault: true,
  });
}

const isPostgres = (knex) => knex.client.config.client === 'pg';

/**
 * Every table of the application, sorted by name.
 * @returns {Promise<string[]>}
 */
export async function tableNames(knex) {
  const rows = isPostgres(knex)
    ? await knex.raw(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`).then((r) => r.rows)
    : await knex.raw(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`);
  return rows.map((row) => row.name).sort();
}

/** `{ table: rows }` for every table, in one statement (one snapshot on PostgreSQL). */
export async function rowCounts(knex, tables) {
  const names = tables ?? (await tableNames(knex));
  if (names.length === 0) return {};
  const sql = names.map(() => `SELECT ? AS name, COUNT(*) AS count FROM ??`).join(' UNION ALL ');
  const result = await knex.raw(
    sql,
    names.flatMap((name) => [name, name]),
  );
  const rows = isPostgres(knex) ? result.rows : result;
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.count)]).sort(([a], [b]) => a.localeCompare(b)));
}

/** Every row of a table, ordered by every column, for comparing two databases record by record. */
export async function allRows(knex, table) {
  const columns = isPostgres(knex)
    ? (
        await knex.raw(
          'SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position',
          [table],
        )
      ).rows
    : await knex.raw('SELECT name FROM pragma_table_info(?) ORDER BY cid', [table]);
  const order = columns.map((column) => column.name);
  return knex(table)
    .select('*')
    .orderBy(order.map((column) => ({ column })));
}

/**
 * An empty PostgreSQL database next to the one DATABASE_URL names (by default the local `test`
 * database), or a copy of the database `template`: `{ url, drop }`.
 * @param {string} [label]
 * @param {string} [maintenance]
 * @param {{ template?: string }} [options]
 */
export async function createPostgresDatabase(
  label = 'test',
  maintenance = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  { template } = {},
) {
  const { Client } = cmsRequire('pg');
  const name = `qahve_${label}_${process.pid}_${Date.now()}`;
  const query = async (sql) => {
    const client = new Client({ connectionString: maintenance });
    try {
      await client.connect();
    } catch (error) {
      throw new Error(`PostgreSQL does not answer at ${maintenance}: ${error.message}`, { cause: error });
    }
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  // A copy of a template is a file copy on the server: its tables and rows come without a migration.
  await query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  const url = new URL(maintenance);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
