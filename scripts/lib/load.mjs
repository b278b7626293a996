// The mixed load of the reliability suites: visitors reading the site and sending surveys, reviews
// and CVs, and administrators reading and editing, from `connections` concurrent clients. Every
// write carries a unique token, so that afterwards each acknowledged write (a 2xx with an id) can
// be found in the database, and each write that was not acknowledged can be checked for being
// either absent or whole.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cmsRequire } from './app-storage.mjs';

const API = '/api/v1';
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const json = (body) => ({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

/** Rate limits far above what one load client sends: the load measures the writes, not the limiter. */
export const UNLIMITED_FORMS = { RATE_LIMIT_REVIEWS: '1000000', RATE_LIMIT_SURVEYS: '1000000', RATE_LIMIT_CANDIDATES: '1000000' };

/**
 * @param {string} url
 * @param {string} pathAndQuery
 * @param {{ method?: string, token?: string, body?: any, headers?: Record<string, string>, timeoutMs?: number }} [options]
 */
async function callApi(url, pathAndQuery, { method = 'GET', token, body, headers = {}, timeoutMs = 30_000 } = {}) {
  const res = await fetch(`${url}${API}${pathAndQuery}`, {
    method,
    body,
    headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as null, the status says enough
  }
  return { status: res.status, body: parsed, retryAfter: res.headers.get('retry-after') };
}

async function expectCreated(res, what) {
  if (res.status !== 201 && res.status !== 200) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** @type {(key: string, text: string) => Array<Record<string, any>>} */
const dictionaries = (key, text) => [1, 2, 3].map((languageId) => ({ [key]: `${text} ${languageId}`, LanguageId: languageId }));

/**
 * What the load needs in an empty database: a category, `owners` products and contact sources
 * (each edited by one client only, so its last acknowledged edit is the one that must be stored),
 * and a picture to create them with.
 */
export async function prepareFixture(url, token, { owners }) {
  const sharp = cmsRequire('sharp');
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#6f4e37' } })
    .png()
    .toBuffer();
  const category = await expectCreated(
    await callApi(url, '/admin/Categories', {
      method: 'POST',
      token,
      ...json({ CategoryDictionaries: dictionaries('Name', 'Load category') }),
    }),
    'category',
  );
  const products = [];
  const sources = [];
  for (let i = 0; i < owners; i++) {
    const form = new FormData();
    form.set('IsMenuItem', 'false');
    form.set('SizeAndPrice', 'M / 5');
    form.set('CategoryId', String(category.id));
    form.set('Order', '1');
    dictionaries('Name', `Load product ${i}`).forEach((entry, n) => {
      form.set(`ProductDictionaries[${n}].Name`, entry.Name);
      form.set(`ProductDictionaries[${n}].LanguageId`, String(entry.LanguageId));
    });
    form.set('PrimaryImageFile', new Blob([png], { type: 'image/png' }), 'load.png');
    products.push((await expectCreated(await callApi(url, '/admin/Products', { method: 'POST', token, body: form }), 'product')).id);
    const source = await callApi(url, '/admin/ContactSources', {
      method: 'POST',
      token,
      ...json({ ContactSourceDictionaries: dictionaries('Name', `Load source ${i}`) }),
    });
    sources.push((await expectCreated(source, 'contact source')).id);
  }
  return { category: category.id, products, sources };
}

/** A small PDF whose bytes name the write, so its stored copy can be matched byte for byte. */
const pdfOf = (tag) => Buffer.from(`%PDF-1.4\n% ${tag}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/**
 * The kinds of request, each `(client) => { kind, write?, send() }`. A write remembers what it
 * sent (`intent`), so that the database can be checked against it afterwards.
 */
function requestKinds({ url, token, fixture, timeoutMs }) {
  // Every request of the run waits at most `timeoutMs` for its answer.
  const call = (base, pathAndQuery, options = {}) => callApi(base, pathAndQuery, { timeoutMs, ...options });
  const pick = (list, n) => list[n % list.length];
  const reads = [
    (n) => `/client/Products?languageId=${(n % 3) + 1}&pageNumber=${(n % 3) + 1}&pageSize=10`,
    () => '/client/Categories?languageId=2',
    () => '/client/Carousels',
    () => '/client/HomeProducts',
    () => '/client/Branches',
    () => '/client/ContactSources',
    (n) => `/client/Reviews?productId=${pick(fixture.products, n)}&pageNumber=1&pageSize=10`,
  ];
  const adminReads = [
    '/admin/Products?pageNumber=1&pageSize=10',
    '/admin/Surveys?pageNumber=1&pageSize=10',
    '/admin/Candidates?pageNumber=1&pageSize=10',
    '/admin/Reviews/GetAll?pageNumber=1&pageSize=10',
  ];

  return {
    read: (client, n) => ({ send: () => call(url, pick(reads, n)(n)) }),
    adminRead: (client, n) => ({ send: () => call(url, pick(adminReads, n), { token }) }),
    survey: (client, n) => {
      const intent = {
        gender: n % 2 === 0,
        age: n % 4,
        qualityPoint: n % 5,
        contactSourceId: pick(fixture.sources, n),
        comment: `load ${client.id}-${n}`,
        entries: 1,
      };
      const body = {
        Gender: intent.gender,
        Age: intent.age,
        QualityPoint: intent.qualityPoint,
        ContactSourceId: intent.contactSourceId,
        Comment: intent.comment,
        Statisfactions: [{ StatisfactionDictionaries: [{ Key: 'Xidmət', Value: n % 4, LanguageId: 2 }] }],
      };
      return { write: 'surveys', intent, send: () => call(url, '/client/Surveys', { method: 'POST', ...json(body) }) };
    },
    review: (client, n) => {
      const intent = {
        productId: pick(fixture.products, n),
        feedback: `Load review ${client.id}-${n}`,
        email: `r${client.id}-${n}@load.test`,
      };
      const body = { name: 'Aysel', surname: 'Məmmədova', email: intent.email, feedback: intent.feedback };
      return {
        write: 'reviews',
        intent,
        send: () => call(url, `/client/Reviews?productId=${intent.productId}&languageId=2`, { method: 'POST', ...json(body) }),
      };
    },
    candidate: (client, n) => {
      const cv = pdfOf(`cv ${client.id}-${n}`);
      const intent = { email: `c${client.id}-${n}@load.test`, sha256: sha256(cv) };
      return {
        write: 'candidates',
        intent,
        send: () => {
          const form = new FormData();
          form.set('name', 'Leyla');
          form.set('surname', 'Həsənova');
          form.set('number', '994501234567');
          form.set('email', intent.email);
          form.set('resumeFile', new Blob([cv], { type: 'application/pdf' }), 'cv.pdf');
          return call(url, '/client/Candidates', { method: 'POST', body: form });
        },
      };
    },
    /** An administrator edits the client's own product (multipart, as the console sends it). */
    productEdit: (client, n) => {
      const intent = { id: client.product, sizeAndPrice: `M / ${client.id}.${n}` };
      const form = new FormData();
      form.set('SizeAndPrice', intent.sizeAndPrice);
      form.set('Order', String((n % 9) + 1));
      return { edit: 'products', intent, send: () => call(url, `/admin/Products/${intent.id}`, { method: 'PUT', token, body: form }) };
    },
    /** An administrator confirms or rejects a review this client sent (and only this client moderates). */
    moderation: (client, n) => {
      const intent = { id: client.reviews[n % client.reviews.length], state: n % 2 === 0 ? 'confirmed' : 'rejected' };
      const path = intent.state === 'confirmed' ? 'Confirm/Confirm' : 'Reject/Reject';
      return { edit: 'reviews', intent, send: () => call(url, `/admin/Reviews/${path}/${intent.id}`, { method: 'PATCH', token }) };
    },
    sourceEdit: (client, n) => {
      const intent = { id: client.source, name: `Load source ${client.id}.${n}` };
      const body = { ContactSourceDictionaries: dictionaries('Name', intent.name) };
      return {
        edit: 'contactSources',
        intent,
        send: () => call(url, `/admin/ContactSources/${intent.id}`, { method: 'PUT', token, ...json(body) }),
      };
    },
  };
}

/** The share of each kind in the mix (out of 100); edits are an administrator's (see `client` below). */
const MIX = [
  ['read', 36],
  ['adminRead', 8],
  ['survey', 20],
  ['review', 14],
  ['candidate', 8],
  ['productEdit', 7],
  ['sourceEdit', 7],
];
const WRITES_ONLY = [
  ['survey', 35],
  ['review', 25],
  ['candidate', 15],
  ['productEdit', 12],
  ['sourceEdit', 13],
];

function chooser(mix) {
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  return (n) => {
    // A fixed, well-spread sequence per client: every kind gets its share in every stretch of requests.
    let point = (n * 37) % total;
    for (const [kind, weight] of mix) {
      if (point < weight) return kind;
      point -= weight;
    }
    return mix[0][0];
  };
}

/**
 * Runs the load for `durationMs` from `connections` clients, each sending its next request when
 * the previous one is answered. Answers every request's outcome and the writes it made.
 * `writesOnly` leaves out the reads (the fault suite).
 */
export async function runLoad({ url, token, fixture, durationMs, connections, writesOnly = false, timeoutMs = 30_000 }) {
  const kinds = requestKinds({ url, token, fixture, timeoutMs });
  const choose = chooser(writesOnly ? WRITES_ONLY : MIX);
  const results = [];
  const writes = { surveys: [], reviews: [], candidates: [] };
  const edits = { products: [], contactSources: [], reviews: [] };
  const started = performance.now();
  const deadline = started + durationMs;

  async function client(id) {
    // Nobody but its owner edits an owned entity (or moderates a review): its last acknowledged edit is then the stored one.
    const me = { id, product: fixture.products[id], source: fixture.sources[id], reviews: [] };
    for (let n = 0; performance.now() < deadline; n++) {
      let kind = choose(n + id);
      // A client that owns no product or contact source moderates its own reviews instead.
      if ((kind === 'productEdit' && me.product === undefined) || (kind === 'sourceEdit' && me.source === undefined))
        kind = me.reviews.length > 0 ? 'moderation' : 'review';
      const request = kinds[kind](me, n);
      const at = performance.now();
      let outcome;
      try {
        const res = await request.send();
        outcome = { kind, status: res.status, ms: performance.now() - at, at: at - started, body: res.body, retryAfter: res.retryAfter };
      } catch (error) {
        outcome = {
          kind,
          status: 0,
          error: error.cause?.code ?? error.name ?? String(error),
          ms: performance.now() - at,
          at: at - started,
        };
      }
      results.push({
        kind: outcome.kind,
        status: outcome.status,
        ms: outcome.ms,
        at: outcome.at,
        error: outcome.error,
        message: outcome.status >= 400 ? outcome.body?.message : undefined,
        retryAfter: outcome.retryAfter ?? undefined,
      });
      const acknowledged = outcome.status >= 200 && outcome.status < 300;
      if (request.write) writes[request.write].push({ ...request.intent, id: acknowledged ? outcome.body?.id : undefined, acknowledged });
      if (request.write === 'reviews' && acknowledged) me.reviews.push(outcome.body.id);
      if (request.edit) edits[request.edit].push({ ...request.intent, acknowledged, order: n });
    }
  }

  await Promise.all(Array.from({ length: connections }, (_, id) => client(id)));
  return { results, writes, edits, startedAt: started, durationMs: performance.now() - started };
}

/** Counts by kind and by status, the error count (anything but 2xx and deliberate 429s) and latency percentiles. */
export function summarize({ results, durationMs }) {
  const byStatus = {};
  const byKind = {};
  for (const r of results) {
    const status = r.status === 0 ? `network:${r.error}` : String(r.status);
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    byKind[r.kind] = (byKind[r.kind] ?? 0) + 1;
  }
  const errors = results.filter((r) => !(r.status >= 200 && r.status < 300) && r.status !== 429);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const at = (q) => (times.length ? times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] : 0);
  return {
    requests: results.length,
    perSecond: results.length / (durationMs / 1000),
    byStatus,
    byKind,
    errors: errors.length,
    deliberate429: byStatus['429'] ?? 0,
    latency: { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: times.at(-1) ?? 0 },
    firstErrors: errors.slice(0, 5).map((r) => `${r.kind} ${r.status || r.error}${r.message ? ` ${r.message}` : ''}`),
  };
}

/** Map.groupBy, which Node 20 lacks. */
function groupBy(list, key) {
  const map = new Map();
  for (const item of list) {
    const group = map.get(key(item));
    if (group) group.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

function chunks(list, size = 400) {
  const out = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

async function rowsWhereIn(knex, table, column, values, columns) {
  const rows = [];
  for (const part of chunks(values)) rows.push(...(await knex(table).select(columns).whereIn(column, part)));
  return rows;
}

/**
 * The rows of `table` whose `column` holds the value of that name of one of `writes`, by that value
 * (a list each: a write stored twice shows as two rows).
 */
async function storedBy(knex, table, column, writes, columns) {
  const rows = await rowsWhereIn(
    knex,
    table,
    column,
    writes.map((write) => write[column]),
    [...columns, column],
  );
  return groupBy(rows, (row) => row[column]);
}

/**
 * Checks the database and the CV folder against what the load sent: every acknowledged write is
 * there as sent; a write that was not acknowledged is either absent or whole (a candidate's row
 * with its CV, a survey with its answers); each owned entity holds its last acknowledged edit in
 * all three languages (or a later, unacknowledged one). Answers the problems found and the figures.
 */
export async function verifyWrites(knex, { writes, edits }, { cvDir }) {
  const problems = [];
  const figures = { acknowledged: 0, unacknowledged: 0, unacknowledgedStored: 0, editsChecked: 0 };

  const surveyByComment = await storedBy(knex, 'surveys', 'comment', writes.surveys, [
    'id',
    'gender',
    'age',
    'quality_point',
    'contact_source_id',
  ]);
  const surveyIds = [...surveyByComment.values()].flat().map((s) => s.id);
  const answerRows = await rowsWhereIn(knex, 'surveys_cmps', 'entity_id', surveyIds, ['entity_id']);
  const answers = new Map([...groupBy(answerRows, (row) => row.entity_id)].map(([id, rows]) => [id, rows.length]));
  for (const w of writes.surveys) {
    const rows = surveyByComment.get(w.comment) ?? [];
    const row = rows[0];
    if (rows.length > 1) problems.push(`survey "${w.comment}" stored ${rows.length} times`);
    if (w.acknowledged && (!row || row.id !== w.id)) problems.push(`acknowledged survey ${w.id} ("${w.comment}") is missing`);
    if (
      row &&
      (Boolean(row.gender) !== w.gender ||
        row.age !== w.age ||
        row.quality_point !== w.qualityPoint ||
        row.contact_source_id !== w.contactSourceId)
    ) {
      problems.push(`survey ${row.id} differs from what was sent`);
    }
    if (row && (answers.get(row.id) ?? 0) !== w.entries)
      problems.push(`survey ${row.id} has ${answers.get(row.id) ?? 0} of its ${w.entries} answers`);
  }

  const reviews = await storedBy(knex, 'reviews', 'feedback', writes.reviews, ['id', 'product_id', 'email']);
  for (const w of writes.reviews) {
    const rows = reviews.get(w.feedback) ?? [];
    if (rows.length > 1) problems.push(`review "${w.feedback}" stored ${rows.length} times`);
    if (w.acknowledged && rows[0]?.id !== w.id) problems.push(`acknowledged review ${w.id} ("${w.feedback}") is missing`);
    if (rows[0] && (rows[0].product_id !== w.productId || rows[0].email !== w.email))
      problems.push(`review ${rows[0].id} differs from what was sent`);
  }

  const candidates = await storedBy(knex, 'candidates', 'email', writes.candidates, ['id', 'resume_file']);
  for (const w of writes.candidates) {
    const rows = candidates.get(w.email) ?? [];
    if (rows.length > 1) problems.push(`candidate ${w.email} stored ${rows.length} times`);
    if (w.acknowledged && rows[0]?.id !== w.id) problems.push(`acknowledged candidate ${w.id} (${w.email}) is missing`);
    if (!rows[0]) continue;
    const bytes = await fs.readFile(path.join(cvDir, rows[0].resume_file ?? '')).catch(() => null);
    if (!bytes) problems.push(`candidate ${rows[0].id} has no CV file`);
    else if (sha256(bytes) !== w.sha256) problems.push(`candidate ${rows[0].id}'s CV differs from what was sent`);
  }

  for (const list of Object.values(writes)) {
    for (const w of list) {
      if (w.acknowledged) figures.acknowledged += 1;
      else figures.unacknowledged += 1;
    }
  }
  figures.unacknowledgedStored =
    writes.surveys.filter((w) => !w.acknowledged && surveyByComment.has(w.comment)).length +
    writes.reviews.filter((w) => !w.acknowledged && reviews.has(w.feedback)).length +
    writes.candidates.filter((w) => !w.acknowledged && candidates.has(w.email)).length;

  // A translated name ends with its language id (dictionaries()); shared values are the same in every row.
  const languageFree = (value) => String(value).replace(/ [123]$/, '');
  const checkEdits = async (list, table, column, expected) => {
    for (const [id, mine] of groupBy(list, (e) => e.id)) {
      const sorted = mine.sort((a, b) => a.order - b.order);
      const lastAcknowledged = sorted.findLastIndex((e) => e.acknowledged);
      if (lastAcknowledged === -1) continue;
      figures.editsChecked += 1;
      // The last acknowledged value, or one sent after it whose answer was lost.
      const allowed = sorted.slice(lastAcknowledged).map(expected);
      const documentId = (await knex(table).select('document_id').where({ id }).first())?.document_id;
      const values = (
        await knex(table)
          .select(column)
          .where({ document_id: documentId ?? null })
      ).map((row) => languageFree(row[column]));
      if (values.length !== 3) problems.push(`${table} ${id} has ${values.length} language rows`);
      if (new Set(values).size > 1) problems.push(`${table} ${id}'s languages differ: ${values.join(' | ')}`);
      if (!allowed.includes(values[0]))
        problems.push(`${table} ${id} holds "${values[0]}", not its last acknowledged edit "${allowed[0]}"`);
    }
  };
  await checkEdits(edits.products, 'products', 'size_and_price', (e) => e.sizeAndPrice);
  await checkEdits(edits.contactSources, 'contact_sources', 'name', (e) => e.name);
  for (const [id, mine] of groupBy(edits.reviews, (e) => e.id)) {
    const sorted = mine.sort((a, b) => a.order - b.order);
    const lastAcknowledged = sorted.findLastIndex((e) => e.acknowledged);
    if (lastAcknowledged === -1) continue;
    figures.editsChecked += 1;
    const row = await knex('reviews').select('is_confirmed', 'is_rejected').where({ id }).first();
    const state = row && (row.is_confirmed ? 'confirmed' : row.is_rejected ? 'rejected' : 'pending');
    if (!sorted.slice(lastAcknowledged).some((e) => e.state === state))
      problems.push(`review ${id} is ${state}, not its last acknowledged "${sorted[lastAcknowledged].state}"`);
  }
  return { problems, figures };
}

/**
 * What no write, however interrupted, may leave: a CV file no candidate names, a candidate whose
 * CV is missing, a product or contact source without all three language rows, an uploaded file
 * row whose file is gone or (with `uploadsDir` and `tag`) a file of ours that no row names.
 */
/**
 * @param {any} knex
 * @param {{ cvDir: string, uploadsDir?: string, tag?: string }} where
 */
export async function halfWritten(knex, { cvDir, uploadsDir, tag }) {
  const problems = [];
  const named = new Set((await knex('candidates').select('resume_file')).map((r) => r.resume_file));
  const files = await fs.readdir(cvDir).catch(() => []);
  for (const name of files) if (!named.has(name)) problems.push(`CV file ${name} belongs to no candidate`);
  for (const name of named) if (name && !files.includes(name)) problems.push(`candidate's CV ${name} is missing`);
  for (const table of ['products', 'contact_sources', 'categories']) {
    const partial = await knex(table).select('document_id').count({ rows: '*' }).groupBy('document_id').havingRaw('COUNT(*) <> 3');
    for (const row of partial) problems.push(`${table} document ${row.document_id} has ${row.rows} language rows`);
  }
  if (uploadsDir) {
    const rows = await knex('files').select('url', 'formats');
    const urls = new Set(
      rows.flatMap((row) => [
        row.url,
        ...Object.values(typeof row.formats === 'string' ? JSON.parse(row.formats) : (row.formats ?? {})).map((f) => f.url),
      ]),
    );
    for (const url of urls) {
      if (url?.startsWith('/uploads/') && !(await fs.stat(path.join(uploadsDir, url.slice('/uploads/'.length))).catch(() => null)))
        problems.push(`uploaded file ${url} is missing`);
    }
    if (tag) {
      for (const name of await fs.readdir(uploadsDir)) {
        if (name.includes(tag) && !urls.has(`/uploads/${name}`)) problems.push(`uploaded file ${name} belongs to no row`);
      }
    }
  }
  return problems;
}
