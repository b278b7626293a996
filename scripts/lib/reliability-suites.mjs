// The suites that drive the application from outside, as a process of its own: the load and the
// faults. Each answers a report for scripts/lib/reliability-report.mjs.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { adminToken, createAppData, startApp } from './app-process.mjs';
import { appStorage, cmsRequire } from './app-storage.mjs';
import { openDatabase } from './database.mjs';
import { multipart, postgresRestartCommand, restartPostgres, uploadUntilKilled } from './faults.mjs';
import { halfWritten, prepareFixture, runLoad, summarize, UNLIMITED_FORMS, verifyWrites } from './load.mjs';

export const databaseTitle = (client) => (client === 'postgres' ? 'PostgreSQL' : 'SQLite');
const ms = (value) => `${Math.round(value)} ms`;
const counts = (record) =>
  Object.entries(record)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');

/** Up to this many clients each own a product and a contact source that only they edit. */
const OWNERS = 10;

/**
 * `run(data, openData)` on fresh application data (createAppData): `openData()` opens its database.
 * The connection, if opened, and the data go afterwards, whatever happens.
 */
async function onFreshData(name, client, run) {
  const data = await createAppData(name, client);
  /** @type {ReturnType<typeof openDatabase> | undefined} */
  let knex;
  try {
    return await run(data, () => (knex = openDatabase(data.database)));
  } finally {
    await knex?.destroy();
    await data.remove();
  }
}

/**
 * Mixed reads and writes for `durationMs` at `connections` clients against a fresh application,
 * then, with the application stopped, every acknowledged write looked up in the database.
 * The public form limits are raised for the run (one client address sends everything): 429s are
 * not expected, and would be counted apart as deliberate.
 */
export async function loadSuite({ client, durationMs, connections, log = console.log }) {
  return onFreshData('load', client, async (data, openData) => {
    const app = await startApp(data, { env: UNLIMITED_FORMS, log });
    let run;
    try {
      const token = await adminToken(app.url);
      const fixture = await prepareFixture(app.url, token, { owners: Math.min(connections, OWNERS) });
      log(`Load: ${connections} connections for ${durationMs / 1000} s…`);
      run = await runLoad({ url: app.url, token, fixture, durationMs, connections });
    } finally {
      await app.stop();
    }
    const knex = openData();
    const summary = summarize(run);
    const { problems, figures } = await verifyWrites(knex, run, { cvDir: data.cvDir });
    problems.push(...(await halfWritten(knex, { cvDir: data.cvDir })));
    if (summary.errors > 0) problems.unshift(`${summary.errors} error answer(s): ${summary.firstErrors.join('; ')}`);
    return {
      suite: 'load',
      title: `Load: ${Math.round(durationMs / 1000)} s at ${connections} connections`,
      database: databaseTitle(client),
      passed: summary.requests > 0 && problems.length === 0,
      summary,
      figures: [
        ['Duration', `${(run.durationMs / 1000).toFixed(1)} s`],
        ['Connections', connections],
        ['Requests', `${summary.requests} (${Math.round(summary.perSecond)}/s)`],
        ['By kind', counts(summary.byKind)],
        ['Statuses', counts(summary.byStatus)],
        ['Errors (not 2xx, not 429)', summary.errors],
        ['Deliberate 429s (form limits raised for the run)', summary.deliberate429],
        [
          'Latency p50 / p95 / p99 / max',
          [summary.latency.p50, summary.latency.p95, summary.latency.p99, summary.latency.max].map(ms).join(' / '),
        ],
        ['Acknowledged writes (surveys, reviews, CVs)', figures.acknowledged],
        ['Acknowledged writes found in the database', figures.acknowledged - problems.filter((p) => p.startsWith('acknowledged')).length],
        ['Edited products, contact sources and moderated reviews checked against their last acknowledged edit', figures.editsChecked],
        ['Problems', problems.length],
      ],
      problems,
    };
  });
}

const sleep = (duration) => new Promise((resolve) => setTimeout(resolve, duration));

/** After PostgreSQL is back, the application has this long to answer writes again. */
const RECOVERY_GRACE_MS = 10_000;

/**
 * A PostgreSQL restart in the middle of a write load. Answers the figures and problems: the
 * application must be the same process afterwards, answer writes again within the grace period,
 * and answer errors (never hang) only while the database is away.
 */
async function postgresRestart({ app, token, fixture, data }) {
  const command = await postgresRestartCommand(data.database.url);
  const pid = app.pid;
  const load = runLoad({ url: app.url, token, fixture, durationMs: 30_000, connections: 10, writesOnly: true, timeoutMs: 60_000 });
  await sleep(8_000);
  const outageStart = performance.now();
  const restartMs = await restartPostgres(command);
  const outageEnd = performance.now();
  const run = await load;

  const absolute = (r) => run.startedAt + r.at;
  const failed = run.results.filter((r) => !(r.status >= 200 && r.status < 300));
  const late = failed.filter((r) => absolute(r) > outageEnd + RECOVERY_GRACE_MS);
  const early = failed.filter((r) => absolute(r) + r.ms < outageStart);
  const firstSuccess = run.results
    .filter((r) => r.status >= 200 && r.status < 300 && absolute(r) >= outageEnd)
    .sort((a, b) => a.at - b.at)[0];
  const recoveredMs = firstSuccess ? absolute(firstSuccess) + firstSuccess.ms - outageEnd : null;
  const problems = [];
  if (app.exited()) problems.push(`the application died (${app.exited()}): ${app.output().slice(-1500)}`);
  if (app.pid !== pid) problems.push('the application was restarted');
  if (early.length > 0) problems.push(`${early.length} error(s) before PostgreSQL went down`);
  if (late.length > 0)
    problems.push(
      `${late.length} error(s) more than ${RECOVERY_GRACE_MS / 1000} s after PostgreSQL was back: ${summarize({ results: late, durationMs: 1 }).firstErrors.join('; ')}`,
    );
  if (recoveredMs === null) problems.push('no write succeeded after PostgreSQL was back');
  // A write refused because the database is away is a 503 with Retry-After (the client sends it again), never a 500.
  const unexplained = failed.filter((r) => r.status !== 503 || !r.retryAfter);
  if (unexplained.length > 0)
    problems.push(
      `${unexplained.length} refused write(s) not answered 503 with Retry-After: ${summarize({ results: unexplained, durationMs: 1 }).firstErrors.join('; ')}`,
    );
  const summary = summarize(run);
  return {
    run,
    problems,
    figures: [
      ['PostgreSQL restart (fast shutdown) took', `${Math.round(restartMs)} ms`],
      ['Writes sent during the 30 s load (10 connections)', summary.requests],
      ['Statuses', counts(summary.byStatus)],
      ['Failed writes, all within the outage', failed.length],
      ['First successful write after PostgreSQL was back', recoveredMs === null ? 'none' : `${Math.round(recoveredMs)} ms`],
      ['Same application process throughout, still running', app.pid === pid && !app.exited() ? 'yes' : 'no'],
    ],
  };
}

/** A noisy photo (so that it compresses poorly) of about a megabyte, and a CV of about as much. */
async function uploadFiles(tag) {
  const sharp = cmsRequire('sharp');
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 70 })
    .toBuffer();
  const cv = Buffer.concat([Buffer.from(`%PDF-1.4\n% fault ${tag}\n`), Buffer.alloc(1_200_000, 0x20), Buffer.from('\n%%EOF\n')]);
  return { photo, cv };
}

/**
 * The two uploads the application is killed during: a CV from the careers form and a product
 * photo from the console. `make(n)` gives the request's path, headers and body.
 */
function uploads({ token, fixture, tag, files }) {
  return [
    {
      name: 'CV (public form)',
      make: (n) => ({
        path: '/api/v1/client/Candidates',
        headers: {},
        ...multipart(
          { name: 'Fault', surname: 'Test', number: '994501234567', email: `fault-${tag}-${n}@load.test` },
          { field: 'resumeFile', name: 'cv.pdf', type: 'application/pdf', bytes: files.cv },
        ),
      }),
      table: 'candidates',
    },
    {
      name: 'product photo (console)',
      make: (n) => ({
        path: '/api/v1/admin/Products',
        headers: { Authorization: `Bearer ${token}` },
        ...multipart(
          {
            IsMenuItem: 'false',
            SizeAndPrice: 'M / 5',
            CategoryId: String(fixture.category),
            Order: '1',
            ...Object.fromEntries(
              [1, 2, 3].flatMap((languageId, i) => [
                [`ProductDictionaries[${i}].Name`, `Fault ${tag} ${n}`],
                [`ProductDictionaries[${i}].LanguageId`, languageId],
              ]),
            ),
          },
          { field: 'PrimaryImageFile', name: `fault-${tag}-${n}.jpg`, type: 'image/jpeg', bytes: files.photo },
        ),
      }),
      table: 'products',
    },
  ];
}

/**
 * Kills the application during each upload at several moments: halfway through the body, and at
 * fractions of the time the server takes to store it once the body is in (measured first, on
 * uploads left to finish). Restarts it after each kill. Answers the acknowledged uploads, figures
 * and problems (a run whose kills all came too late proves nothing).
 */
async function killDuringUploads({ app, token, fixture, tag, log }) {
  const files = await uploadFiles(tag);
  const acknowledged = [];
  const figures = [];
  const problems = [];
  let n = 0;
  for (const upload of uploads({ token, fixture, tag, files })) {
    // How long storing takes once the body is in: the median of three uploads left to finish.
    const times = [];
    for (let i = 0; i < 3; i++) {
      const measured = await uploadUntilKilled({ url: app.url, ...upload.make(n++), kill: null, app });
      if (measured.status !== 201)
        throw new Error(
          `${upload.name}: ${measured.error ?? `HTTP ${measured.status}`} ${JSON.stringify(measured.answer)}\n${app.output().slice(-2000)}`,
        );
      acknowledged.push({ table: upload.table, id: measured.answer.id });
      times.push(measured.answeredAt - measured.bodyEndedAt);
    }
    const storeMs = times.sort((a, b) => a - b)[1];
    /** @type {Array<{ atFraction?: number, afterBodyMs?: number }>} */
    const moments = [{ atFraction: 0.5 }, ...[0.1, 0.35, 0.6, 0.85].map((f) => ({ afterBodyMs: Math.round(storeMs * f) }))];
    const outcomes = [];
    let landed = 0;
    for (const kill of moments) {
      const outcome = await uploadUntilKilled({ url: app.url, ...upload.make(n++), kill, app });
      if (outcome.status >= 200 && outcome.status < 300) acknowledged.push({ table: upload.table, id: outcome.answer.id });
      else if (kill.afterBodyMs !== undefined) landed += 1;
      outcomes.push(
        kill.atFraction !== undefined
          ? 'mid-body'
          : `+${kill.afterBodyMs} ms${outcome.status ? ` (answered ${outcome.status} first)` : ''}`,
      );
      log(`Killed during the ${upload.name} upload (${outcomes.at(-1)}); restarting…`);
      await app.restart();
    }
    if (landed === 0) problems.push(`no kill landed while the ${upload.name} was being stored (every one came after its answer)`);
    figures.push([`Kills during the ${upload.name} upload (storing takes ${Math.round(storeMs)} ms)`, outcomes.join(', ')]);
  }
  return { acknowledged, figures, problems };
}

/**
 * (a) PostgreSQL restarted during a write load; (b) the application killed (SIGKILL) during a CV
 * upload and a product photo upload, then started again. Afterwards, with the application stopped:
 * every acknowledged write is in the database; a write that was not acknowledged is absent or
 * whole; no CV or uploaded file without its row, and no row without its file.
 */
export async function faultsSuite({ client, log = console.log }) {
  if (client !== 'postgres') throw new Error('The fault suite restarts PostgreSQL: run it with --database=postgres');
  return onFreshData('faults', client, async (data, openData) => {
    const tmpDir = path.join(data.dir, 'tmp');
    await fs.mkdir(tmpDir);
    const { uploadsDir } = appStorage({});
    const tag = randomBytes(5).toString('hex');
    const app = await startApp(data, { env: { ...UNLIMITED_FORMS, TMPDIR: tmpDir }, log });
    let restart;
    let kills;
    try {
      const token = await adminToken(app.url);
      const fixture = await prepareFixture(app.url, token, { owners: OWNERS });
      log('Faults (a): restarting PostgreSQL during a write load…');
      restart = await postgresRestart({ app, token, fixture, data });
      // A dead application is a finding of (a); (b) needs a running one.
      if (app.exited()) await app.restart();
      log('Faults (b): killing the application during uploads…');
      kills = await killDuringUploads({ app, token, fixture, tag, log });
    } finally {
      await app.stop();
    }

    const knex = openData();
    const writes = await verifyWrites(knex, restart.run, { cvDir: data.cvDir });
    const leftovers = await halfWritten(knex, { cvDir: data.cvDir, uploadsDir, tag });
    const missing = [];
    for (const { table, id } of kills.acknowledged) {
      if (!(await knex(table).where({ id }).first())) missing.push(`acknowledged ${table} ${id} is missing`);
    }
    const tempFiles = await fs.readdir(tmpDir);
    const problems = [...restart.problems, ...kills.problems, ...writes.problems, ...leftovers, ...missing];
    // The last start removed what the killed processes left; the last stop was a clean one.
    if (tempFiles.length > 0) problems.push(`left in the application's temporary folder: ${tempFiles.slice(0, 5).join(', ')}`);
    return {
      suite: 'faults',
      title: 'Faults: PostgreSQL restart during writes, application killed during uploads',
      database: databaseTitle(client),
      passed: problems.length === 0,
      figures: [
        ...restart.figures,
        [
          'Acknowledged writes of the load found in the database',
          `${writes.figures.acknowledged - writes.problems.filter((p) => p.startsWith('acknowledged')).length} of ${writes.figures.acknowledged}`,
        ],
        ['Unacknowledged writes stored (whole)', `${writes.figures.unacknowledgedStored} of ${writes.figures.unacknowledged}`],
        ...kills.figures,
        ['Acknowledged uploads found after the kills', `${kills.acknowledged.length - missing.length} of ${kills.acknowledged.length}`],
        [
          'Unfinished uploads cleared at restart (from their notes)',
          [...app.output().matchAll(/Cleared (\d+) write/g)].reduce((sum, m) => sum + Number(m[1]), 0),
        ],
        ['Half-written or orphan files and rows', leftovers.length],
        ["Entries left in the application's temporary folder", tempFiles.length],
        ['Problems', problems.length],
      ],
      problems,
    };
  });
}
