// The query plans behind the list calls: each call runs once over HTTP while its SQL is captured,
// and every SELECT it ran is explained on the database of the run. The findings go to
// docs/PERFORMANCE-plans.md, one section per database, so a SQLite run and a PostgreSQL run of the
// benchmark together fill the file (a run replaces only its own database's section).
import fs from 'node:fs/promises';
import path from 'node:path';
import { capturedQueries, databaseName, explain } from './bench.mjs';
import { root } from './paths.mjs';

export const PLANS_DOC = path.join(root, 'docs', 'PERFORMANCE-plans.md');

const postgresOf = (knex) => knex.client.dialect === 'postgresql';

/** What every request of a kind runs besides its list: the console's session, user and role, the site's cache version. */
const PER_REQUEST = /\b(strapi_sessions|up_users|up_roles|up_users_role_lnk|qahve_public_cache_version)\b/;

/** `alias -> table` of a statement (`from "products" as "d"`). */
function aliasesOf(sql) {
  const aliases = new Map();
  for (const [, table, alias] of sql.matchAll(/[`"](\w+)[`"]\s+as\s+[`"](\w+)[`"]/gi)) aliases.set(alias, table);
  return aliases;
}

/** The indexes a plan reads, and the tables it reads whole (SQLite's aliases named as their tables). */
export function planUse(lines, sql = '') {
  const aliases = aliasesOf(sql);
  const table = (name) => aliases.get(name) ?? name;
  const indexes = new Set();
  const scans = new Set();
  for (const line of lines) {
    // SQLite: "SEARCH t USING INDEX i (...)", "SCAN t USING COVERING INDEX i", "... INTEGER PRIMARY KEY", "SCAN t VIRTUAL TABLE INDEX ...".
    const subject = /(?:SEARCH|SCAN) (\S+)/.exec(line)?.[1];
    const sqliteIndex = /\bUSING (?:COVERING )?INDEX (\S+)/.exec(line);
    if (sqliteIndex) indexes.add(sqliteIndex[1]);
    else if (/USING (INTEGER )?PRIMARY KEY/.test(line)) indexes.add(`${table(subject)} primary key`);
    else if (/VIRTUAL TABLE INDEX/.test(line)) indexes.add(`${table(subject)} (full-text)`);
    // A subquery's own rows ("SCAN (subquery-1)") are not a table.
    else if (/^\s*SCAN (?!CONSTANT|\()\S+\s*$/.test(line)) {
      // A walk of the table in id order that a LIMIT stops: the rowid is the table's own index.
      const inIdOrder =
        new RegExp(`order by [\`"]${subject}[\`"]\\.[\`"]id[\`"] (asc|desc)[^,]* limit`, 'i').test(sql) &&
        !lines.some((l) => /TEMP B-TREE FOR ORDER BY/.test(l));
      if (inIdOrder) indexes.add(`${table(subject)} primary key (in order)`);
      else scans.add(table(subject));
    }
    // PostgreSQL: "Index Scan using i on t", "Index Only Scan using i on t", "Bitmap Index Scan on i", "Seq Scan on t".
    const pgIndex = /(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on) (\S+)/.exec(line);
    if (pgIndex) indexes.add(pgIndex[1]);
    const seq = /Seq Scan on (\S+)/.exec(line);
    if (seq) scans.add(seq[1]);
  }
  return { indexes: [...indexes], scans: [...scans] };
}

const isSelect = (sql) => /^\s*(select|with)\b/i.test(sql);
const short = (sql, max = 400) => (sql.length > max ? `${sql.slice(0, max)} …` : sql);

/**
 * Runs each call (`{ name, run }`) once, explains its SELECTs and answers a report per call:
 * its statements with their plans, the indexes read and the tables scanned whole. A statement
 * runs with the `SET LOCAL` settings its transaction set before it. On PostgreSQL a plan with a
 * sequential scan is explained again with sequential scans ruled out, to show which index serves
 * the query once the table outgrows a scan.
 */
export async function explainCalls(knex, calls) {
  const postgres = postgresOf(knex);
  const reports = [];
  for (const call of calls) {
    const explained = [];
    let settings = [];
    for (const statement of await capturedQueries(knex, call.run)) {
      const setting = /^\s*set local (.+)$/i.exec(statement.sql);
      if (setting) settings.push(setting[1]);
      if (/^\s*(commit|rollback)\b/i.test(statement.sql)) settings = [];
      if (!isSelect(statement.sql)) continue;
      let lines;
      try {
        lines = await explain(knex, statement, { analyze: postgres, settings });
      } catch (error) {
        lines = [`(not explained: ${String(error.message).split('\n')[0]})`];
      }
      const use = planUse(lines, statement.sql);
      let withoutScans = null;
      if (postgres && use.scans.length > 0) {
        const forced = await explain(knex, statement, { settings: [...settings, 'enable_seqscan = off'] }).catch(() => null);
        if (forced) withoutScans = { lines: forced, ...planUse(forced, statement.sql) };
      }
      explained.push({
        sql: statement.sql,
        settings: [...settings],
        lines,
        ...use,
        withoutScans,
        perRequest: PER_REQUEST.test(statement.sql),
      });
    }
    reports.push({ name: call.name, statements: explained });
  }
  return reports;
}

/** Tables a report reads whole, and what serves them once sequential scans are ruled out (PostgreSQL). */
export function scannedTables(statements) {
  return {
    scans: [...new Set(statements.flatMap((s) => s.scans))],
    served: [...new Set(statements.flatMap((s) => (s.withoutScans ? s.withoutScans.indexes : [])))],
    // Scans that no index would replace: what a growing table would pay.
    unserved: [
      ...new Set(statements.flatMap((s) => (s.scans.length > 0 && (!s.withoutScans || s.withoutScans.scans.length > 0) ? s.scans : []))),
    ],
  };
}

/**
 * The calls that read a table of at least `minRows` rows whole where no index would serve them
 * instead: what grows with the table. Answers `name: table (rows)` lines.
 */
export async function largeScans(knex, reports, minRows = 1000) {
  const found = [];
  for (const report of reports) {
    for (const table of scannedTables(report.statements).unserved) {
      const rows = Number((await knex(table).count({ n: '*' }))[0].n);
      if (rows >= minRows) found.push(`${report.name}: ${table} (${rows.toLocaleString('en')} rows)`);
    }
  }
  return found;
}

/** The markdown of one database's section. */
export async function plansSection(knex, reports, { sizes }) {
  const postgres = postgresOf(knex);
  const rowCounts = new Map();
  const rowsOf = async (table) => {
    if (!rowCounts.has(table)) rowCounts.set(table, Number((await knex(table).count({ n: '*' }))[0].n).toLocaleString('en'));
    return rowCounts.get(table);
  };
  const code = (list) => (list.length > 0 ? list.map((x) => `\`${x}\``).join(', ') : '–');
  const row = async (name, statements) => {
    const indexes = [...new Set(statements.flatMap((s) => s.indexes))];
    const { scans, served } = scannedTables(statements);
    const scanned = [];
    for (const table of scans) scanned.push(`\`${table}\` (${await rowsOf(table)} rows)`);
    const scanText =
      scans.length === 0 ? '–' : `${scanned.join(', ')}${postgres && served.length > 0 ? `; with scans ruled out: ${code(served)}` : ''}`;
    return `| ${name} | ${code(indexes)} | ${scanText} |`;
  };

  const out = [`## ${databaseName()}`, '', `Measured ${new Date().toISOString().slice(0, 10)} on ${sizes}.`, ''];
  out.push('| Call | Indexes read | Tables read whole |', '|---|---|---|');
  const perRequest = new Map();
  for (const report of reports) for (const s of report.statements) if (s.perRequest) perRequest.set(s.sql, s);
  if (perRequest.size > 0)
    out.push(await row('Every call: session, user and role (console), cache version (site)', [...perRequest.values()]));
  for (const report of reports)
    out.push(
      await row(
        report.name,
        report.statements.filter((s) => !s.perRequest),
      ),
    );

  out.push('', '<details><summary>Every statement and its plan</summary>', '');
  const seen = new Set();
  for (const report of reports) {
    const fresh = report.statements.filter((s) => !seen.has(s.sql));
    out.push(`### ${report.name}`, '');
    if (fresh.length < report.statements.length) out.push(`(${report.statements.length - fresh.length} statements shown above)`, '');
    for (const statement of fresh) {
      seen.add(statement.sql);
      out.push('```sql', short(statement.sql), '```');
      if (statement.settings.length > 0) out.push(`With ${statement.settings.map((s) => `\`SET LOCAL ${s}\``).join(', ')}:`);
      out.push('```', ...statement.lines, '```');
      if (statement.withoutScans) out.push('With sequential scans ruled out:', '```', ...statement.withoutScans.lines, '```');
    }
    out.push('');
  }
  out.push('</details>', '');
  return out.join('\n');
}

const HEADER = `# Query plans of the lists

Written by \`node scripts/bench-admin-list.mjs\` (part of \`npm run bench\`, linked from
[PERFORMANCE.md](PERFORMANCE.md)). Each call of the site's and the console's lists runs once over
HTTP on the benchmark's content; every SELECT it ran is explained on the database of that run
(SQLite: \`EXPLAIN QUERY PLAN\`; PostgreSQL: \`EXPLAIN ANALYZE\`). The tables name the indexes each
call reads and the tables it reads whole, with their sizes. Both databases rightly read a table
of a few rows whole; on PostgreSQL such a plan is explained again with sequential scans ruled
out, which shows the index that serves the query once the table grows. Run the benchmark once per
database (\`DATABASE_CLIENT=postgres\` for PostgreSQL): each run replaces its own database's section.
The indexes are listed in \`cms/src/lib/registry/resources.ts\` (one descriptor per resource) and made by \`cms/src/bootstrap/indexes.ts\` and \`cms/src/lib/content/text-search.ts\`.
`;

/**
 * Replaces this database's section of docs/PERFORMANCE-plans.md, keeping the other database's and
 * any written by hand (the findings), in that order: written ones first, then SQLite, PostgreSQL.
 */
export async function writePlansDoc(section) {
  let previous = '';
  try {
    previous = await fs.readFile(PLANS_DOC, 'utf8');
  } catch {
    // first run
  }
  const sections = new Map(
    previous
      .split(/^(?=## )/m)
      .slice(1)
      .map((part) => [/^## (.+)$/m.exec(part)[1].trim(), part.trimEnd()]),
  );
  sections.set(databaseName(), section.trimEnd());
  const generated = ['SQLite', 'PostgreSQL'];
  const order = [
    ...[...sections.keys()].filter((title) => !generated.includes(title)),
    ...generated.filter((title) => sections.has(title)),
  ];
  await fs.mkdir(path.dirname(PLANS_DOC), { recursive: true });
  await fs.writeFile(PLANS_DOC, `${[HEADER.trimEnd(), ...order.map((title) => sections.get(title))].join('\n\n')}\n`);
}
