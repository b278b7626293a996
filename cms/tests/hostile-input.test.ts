import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { loginAsAdministrator } from './support/admin';
import { make, tri, uploadTestImage } from './support/fixtures';
import { exe, pdf, pdfZipPolyglot, png, svgWithScript, zipBombDocx } from './support/hostile-files';
import { ROUTES, UNICODE_EDGES, type HostileRequest, type Targets } from './support/hostile-requests';
import { reportFigures } from './support/reliability';
import { changedCounts, storedState, type StoredState } from './support/state';
import { startServer, type TestServer } from './support/strapi';

/**
 * Issue 7, suite 2: thousands of generated malformed requests across every write endpoint, public
 * and back office, then real hostile files and texts. No answer may be a server error; every
 * refusal is JSON with a message; refused requests store nothing (no row, no CV, no upload).
 * HOSTILE_SEED replays a run; the seed is printed with the figures.
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_121);
/** Generated requests per route: routes that read a body get more than those that read only an id. */
const RUNS_WITH_BODY = 70;
const RUNS_ID_ONLY = 30;
const UPLOADS = path.resolve(__dirname, '../public/uploads');
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let server: TestServer;
let admin: () => ReturnType<TestServer['api']>;
let token: string;
let targets: Targets;
let cvDir: string;

const figures: Array<[string, string | number]> = [];
const problems: string[] = [];
const statuses: Record<string, number> = {};
let requestsSent = 0;

beforeAll(async () => {
  server = await startServer();
  const { strapi } = server;
  cvDir = process.env.CV_STORAGE_DIR!;
  token = (await loginAsAdministrator(server)).accessToken;
  admin = () => server.api().set('Authorization', `Bearer ${token}`);

  const category = await make.category(tri('Coffee', 'Qəhvə', 'Кофе'));
  const product = await make.product(tri('Latte', 'Latte', 'Латте'), category);
  const picture = await uploadTestImage(strapi, server.tmp, 200);
  const candidate = await server
    .api()
    .post('/api/v1/client/Candidates')
    .field({ name: 'Leyla', surname: 'Həsənova', number: '994501234567', email: 'leyla@example.az' })
    .attach('resumeFile', pdf('fixture'), 'cv.pdf');
  const contactSource = await make.contactSource(tri('Instagram', 'İnstaqram', 'Инстаграм'));
  const survey = await server
    .api()
    .post('/api/v1/client/Surveys')
    .send({ Gender: true, Age: 1, QualityPoint: 3, ContactSourceId: contactSource, Comment: 'Yaxşı' });
  targets = {
    product,
    deletedProduct: await make.product(tri('Gone', 'Silinmiş', 'Удалённый'), category, { isDeleted: true }),
    category,
    contactSource,
    deletedContactSource: await make.contactSource(tri('Old', 'Köhnə', 'Старый')),
    review: await make.review(strapi, product),
    candidate: candidate.body.id,
    branch: await make.branch(tri('Centre', 'Mərkəz', 'Центр'), { images: [picture.id] }),
    homeProduct: await make.homeProduct(tri('Mocha', 'Moka', 'Мокко')),
    carousel: await make.carousel(tri('Welcome', 'Xoş gəlmisiniz', 'Добро пожаловать'), { image: picture.id }),
    survey: survey.body.id,
    schedule: (
      await admin()
        .post('/api/v1/admin/Schedules')
        .send({ at: '2099-01-01T09:00:00+04:00', items: [{ resource: 'Products', id: product, action: 'unpublish' }] })
    ).body.id,
    png: await png(),
    tag: `hq${SEED.toString(36)}${Date.now().toString(36)}`,
  };
  const removed = await admin().delete(`/api/v1/admin/ContactSources/${targets.deletedContactSource}`);
  if (removed.status !== 200 || !targets.candidate || !targets.survey || !targets.schedule)
    throw new Error('the fixture could not be set up');
});

afterAll(async () => {
  reportFigures({
    suite: 'hostile',
    title: 'Hostile input: generated malformed requests and hostile files on every write endpoint',
    passed: problems.length === 0 && requestsSent >= 2000,
    figures: [
      ['Seed (HOSTILE_SEED)', SEED],
      ['Requests sent', requestsSent],
      [
        'Statuses',
        Object.entries(statuses)
          .sort()
          .map(([status, n]) => `${status} ${n}`)
          .join(', '),
      ],
      [
        'Answers 500 or more',
        Object.entries(statuses)
          .filter(([status]) => Number(status) >= 500)
          .reduce((sum, [, n]) => sum + n, 0),
      ],
      ...figures,
      ['Problems', problems.length],
    ],
    problems,
  });
  await server?.stop();
});

/** The request on the wire: a fresh client address each time (so no form limit is reached). */
function send(r: HostileRequest): Promise<Response> {
  // Anything outside printable ASCII is percent-encoded, as a browser would; lone surrogates as U+FFFD.
  const url = r.url.replace(/[^\x21-\x7e]/gu, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%EF%BF%BD';
    }
  });
  let req = (server.api() as any)[r.method.toLowerCase()](url);
  if (r.auth === 'admin') req = req.set('Authorization', `Bearer ${token}`);
  else if (typeof r.auth === 'object') req = req.set('Authorization', r.auth.header);
  const body = r.body;
  if (body.kind === 'json') return req.set('Content-Type', 'application/json').send(JSON.stringify(body.value));
  if (body.kind === 'raw') return req.set('Content-Type', body.type).send(body.text);
  if (body.kind === 'multipart') {
    for (const [name, value] of body.fields) req = req.field(name, value);
    for (const file of body.files) req = req.attach(file.field, file.bytes, { filename: file.name, contentType: file.type });
  }
  return req;
}

function counted(res: Response) {
  statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  requestsSent += 1;
  return res;
}

/** What is wrong with an answer to a request that must be refused, or null. */
function refusalProblem(res: Response) {
  if (res.status >= 500) return `answered ${res.status}: ${res.text.slice(0, 200)}`;
  if (res.status < 400) return `accepted with ${res.status}: ${res.text.slice(0, 200)}`;
  if (!/application\/json/.test(String(res.headers['content-type']))) return `${res.status} without JSON (${res.headers['content-type']})`;
  if (typeof res.body?.message !== 'string' || res.body.message === '') return `${res.status} without a message: ${res.text.slice(0, 200)}`;
  return null;
}

const state = () => storedState(server.strapi, { cvDir, uploadsDir: UPLOADS, tag: targets.tag });

function differences(before: StoredState, after: StoredState) {
  return [
    ...changedCounts(before, after),
    ...(before.digest !== after.digest ? ['the content of some table changed'] : []),
    ...(before.cvFiles.join() !== after.cvFiles.join() ? [`CV files ${before.cvFiles.length} → ${after.cvFiles.length}`] : []),
    ...after.taggedUploads.filter((name) => !before.taggedUploads.includes(name)).map((name) => `uploaded file left behind: ${name}`),
  ];
}

/** Every write route the running router serves, as `METHOD /path` in lower case. */
function writeRoutes() {
  const router = server.strapi.server;
  const layers = [...router.listRoutes(), ...router.api('content-api').listRoutes()] as Array<{ path: string | RegExp; methods: string[] }>;
  const found = new Set<string>();
  for (const layer of layers) {
    if (typeof layer.path !== 'string' || !/^\/api\/v1\/(admin|client)\//i.test(layer.path)) continue;
    for (const method of layer.methods) if (WRITE_METHODS.has(method)) found.add(`${method} ${layer.path.toLowerCase()}`);
  }
  return [...found].sort();
}

describe('generated malformed requests', () => {
  it('cover every write route of the router', () => {
    const covered = new Set(ROUTES.map((route) => `${route.method} ${route.path.toLowerCase()}`));
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
    figures.push(['Write routes covered (from the live router)', routes.length]);
  });

  it('are all refused with a JSON message, never a server error, and change nothing', { timeout: 900_000 }, async () => {
    const before = await state();
    const started = performance.now();
    const refused: string[] = [];
    let generated = 0;
    for (const [index, route] of ROUTES.entries()) {
      const runs = route.idOnly ? RUNS_ID_ONLY : RUNS_WITH_BODY;
      for (const request of fc.sample(route.requests(targets), { seed: SEED + index, numRuns: runs })) {
        generated += 1;
        const res = counted(await send(request));
        const problem = refusalProblem(res);
        if (problem) refused.push(`${request.method} ${request.url.slice(0, 120)} (${request.fault}): ${problem}`);
      }
    }
    const after = await state();
    const changes = differences(before, after);
    problems.push(...refused, ...changes);
    figures.push(
      [
        'Generated requests',
        `${generated} over ${ROUTES.length} generators (${RUNS_WITH_BODY} per route with a body, ${RUNS_ID_ONLY} per id-only route)`,
      ],
      ['Generated requests refused properly (4xx, JSON, message)', generated - refused.length],
      ['Rows before → after (all tables)', `${sum(before.counts)} → ${sum(after.counts)}`],
      ['Content digest unchanged', before.digest === after.digest ? 'yes' : 'no'],
      ['CV files before → after', `${before.cvFiles.length} → ${after.cvFiles.length}`],
      ['Uploaded files left by refused requests', after.taggedUploads.length],
      ['Generated part took', `${((performance.now() - started) / 1000).toFixed(1)} s`],
    );
    expect(refused).toEqual([]);
    expect(changes).toEqual([]);
  });
});

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, n) => total + n, 0);

// ---------------------------------------------------------------------------------------------
// Hostile files and texts, each with what it must do
// ---------------------------------------------------------------------------------------------

interface Case {
  name: string;
  send: () => Promise<Response>;
  /** Refused: nothing may change. Accepted: `check` says what must have been stored. */
  refused?: number;
  accepted?: number;
  check?: (res: Response, before: StoredState, after: StoredState) => Promise<string[]>;
}

const cases: Case[] = [];
const candidateForm = (email: string) =>
  server.api().post('/api/v1/client/Candidates').field({ name: 'Leyla', surname: 'Həsənova', number: '994501234567', email });
const carouselForm = () =>
  admin()
    .post('/api/v1/admin/Carousels')
    .field('Order', '1')
    .field('CarouselDictionaries[0].Content', 'Slide')
    .field('CarouselDictionaries[0].LanguageId', '1')
    .field('CarouselDictionaries[1].Content', 'Slayd')
    .field('CarouselDictionaries[1].LanguageId', '2')
    .field('CarouselDictionaries[2].Content', 'Слайд')
    .field('CarouselDictionaries[2].LanguageId', '3');

/** The CV stored for `email` is exactly `bytes`, under a generated name inside the CV folder. */
async function storedCv(email: string, bytes: Buffer, kind: string) {
  const row = await server.strapi.db.query('api::candidate.candidate').findOne({ where: { email } });
  if (!row) return [`no candidate ${email}`];
  const out: string[] = [];
  if (!/^[0-9a-f-]{36}\.(pdf|docx)$/.test(row.resumeFile)) out.push(`CV stored as "${row.resumeFile}"`);
  if (row.resumeKind !== kind) out.push(`CV kind ${row.resumeKind}, expected ${kind}`);
  const stored = await fs.readFile(path.join(cvDir, row.resumeFile)).catch(() => null);
  if (!stored?.equals(bytes)) out.push('the stored CV differs from the upload');
  return out;
}

/** The newest uploaded file is inside the uploads folder under a safe name, and nothing reached `escape`. */
async function storedImage(escape: string) {
  const file = await server.strapi.db.query('plugin::upload.file').findOne({ orderBy: { id: 'desc' } });
  const out: string[] = [];
  if (!file?.url?.startsWith('/uploads/') || /\.\.|\/.*\/|\\|\0/.test(file.url.slice('/uploads/'.length)))
    out.push(`stored at "${file?.url}"`);
  else if (!(await fs.stat(path.join(UPLOADS, file.url.slice('/uploads/'.length))).catch(() => null)))
    out.push(`${file.url} is not in the uploads folder`);
  if (await fs.stat(escape).catch(() => null)) out.push(`a file reached ${escape}`);
  return out;
}

beforeAll(async () => {
  const tag = () => targets.tag;
  const plainPng = await png(60, 40);
  const polyglot = pdfZipPolyglot('polyglot');
  const bomb = await zipBombDocx(256);

  cases.push(
    {
      name: 'CV: a PDF that is also a ZIP (stored as the PDF it starts as)',
      send: () => candidateForm('polyglot@example.az').attach('resumeFile', polyglot, 'cv.pdf'),
      accepted: 201,
      check: () => storedCv('polyglot@example.az', polyglot, 'pdf'),
    },
    {
      name: 'CV: an executable renamed cv.pdf',
      send: () => candidateForm('exe@example.az').attach('resumeFile', exe(), 'cv.pdf'),
      refused: 400,
    },
    {
      name: `CV: a zip-bomb DOCX (${(bomb.bytes.length / 1024).toFixed(0)} KB inflating to ${bomb.inflatedBytes / 1024 / 1024} MB), refused without inflating`,
      send: async () => {
        const rss = process.memoryUsage().rss;
        const started = performance.now();
        const res = await candidateForm('bomb@example.az').attach('resumeFile', bomb.bytes, 'cv.docx');
        const grew = (process.memoryUsage().rss - rss) / 1024 / 1024;
        figures.push([
          'Zip-bomb DOCX answered in',
          `${Math.round(performance.now() - started)} ms, memory +${Math.max(0, Math.round(grew))} MB`,
        ]);
        if (grew > 128) problems.push(`the zip-bomb DOCX grew memory by ${Math.round(grew)} MB`);
        return res;
      },
      refused: 400,
    },
    {
      name: 'CV: one byte over 2 MB',
      send: () =>
        candidateForm('big@example.az').attach('resumeFile', Buffer.concat([pdf('big'), Buffer.alloc(2 * 1024 * 1024)]), 'cv.pdf'),
      refused: 413,
    },
    {
      name: 'CV: file name "../../../../tmp/…-escape.pdf"',
      send: () => candidateForm('traversal@example.az').attach('resumeFile', pdf('traversal'), `../../../../tmp/${tag()}-escape.pdf`),
      accepted: 201,
      check: async () => [
        ...(await storedCv('traversal@example.az', pdf('traversal'), 'pdf')),
        ...((await fs.stat(`/tmp/${tag()}-escape.pdf`).catch(() => null)) ? ['a file reached /tmp'] : []),
      ],
    },
    {
      // A control character in a part's header is no valid multipart (RFC 7578, 7230): refused, nothing stored.
      name: 'CV: file name with NUL and a second extension',
      send: () => candidateForm('nul@example.az').attach('resumeFile', pdf('nul'), 'cv\u0000.exe.pdf'),
      refused: 400,
    },
    {
      name: 'CV: a 5,000-character file name',
      send: () => candidateForm('long@example.az').attach('resumeFile', pdf('long'), `${'n'.repeat(5000)}.pdf`),
      accepted: 201,
      check: () => storedCv('long@example.az', pdf('long'), 'pdf'),
    },
    {
      name: 'Image: an SVG with a script (image/svg+xml)',
      send: () => carouselForm().attach('ImageFile', svgWithScript(), { filename: `${tag()}.svg`, contentType: 'image/svg+xml' }),
      refused: 415,
    },
    {
      name: 'Image: an SVG with a script renamed .png',
      send: () => carouselForm().attach('ImageFile', svgWithScript(), { filename: `${tag()}.png`, contentType: 'image/png' }),
      refused: 415,
    },
    {
      name: 'Image: an executable renamed .jpg',
      send: () => carouselForm().attach('ImageFile', exe(), { filename: `${tag()}.jpg`, contentType: 'image/jpeg' }),
      refused: 415,
    },
    {
      name: 'Image: one byte over 5 MB',
      send: () =>
        carouselForm().attach('ImageFile', Buffer.concat([plainPng, Buffer.alloc(5 * 1024 * 1024)]), {
          filename: `${tag()}.png`,
          contentType: 'image/png',
        }),
      refused: 413,
    },
    {
      name: 'Images: 21 photos in one branch',
      send: () => {
        let req = admin()
          .post('/api/v1/admin/Branches')
          .field('BranchDictionaries[0].Name', 'A')
          .field('BranchDictionaries[0].LanguageId', '1');
        for (let i = 0; i < 21; i++) req = req.attach('ImageFiles', plainPng, `${tag()}-${i}.png`);
        return req;
      },
      refused: 400,
    },
    {
      name: 'Image: file name "../../../…-escape.png"',
      send: () => carouselForm().attach('ImageFile', plainPng, { filename: `../../../${tag()}-escape.png`, contentType: 'image/png' }),
      accepted: 201,
      check: () => storedImage(path.resolve(UPLOADS, `../../../${tag()}-escape.png`)),
    },
    {
      name: 'Image: file name with NUL (no valid multipart: refused, nothing stored)',
      send: () => carouselForm().attach('ImageFile', plainPng, { filename: `photo\u0000${tag()}.png`, contentType: 'image/png' }),
      refused: 400,
    },
    {
      name: 'Image: a 5,000-character file name',
      send: () => carouselForm().attach('ImageFile', plainPng, { filename: `${'p'.repeat(5000)}${tag()}.png`, contentType: 'image/png' }),
      accepted: 201,
      check: () => storedImage(path.join(UPLOADS, 'p'.repeat(5000))),
    },
    {
      name: 'Body: a 300 KB review',
      send: () =>
        server
          .api()
          .post(`/api/v1/client/Reviews?productId=${targets.product}`)
          .send({ name: 'A', email: 'a@b.az', feedback: 'x'.repeat(300 * 1024) }),
      refused: 413,
    },
    {
      name: 'Body: a 300 KB category',
      send: () =>
        admin()
          .post('/api/v1/admin/Categories')
          .send({ CategoryDictionaries: [1, 2, 3].map((id) => ({ Name: 'n'.repeat(100 * 1024), LanguageId: id })) }),
      refused: 413,
    },
    {
      name: 'Body: a form with 300 fields',
      send: () => {
        let req = admin().post('/api/v1/admin/Products');
        for (let i = 0; i < 300; i++) req = req.field(`Field${i}`, 'x');
        return req;
      },
      refused: 400,
    },
    {
      name: 'Body: JSON nested 100,000 deep',
      send: () =>
        server
          .api()
          .post('/api/v1/client/Surveys')
          .set('Content-Type', 'application/json')
          .send(`{"Statisfactions":${'['.repeat(100_000)}${']'.repeat(100_000)}}`),
      refused: 400,
    },
    {
      name: 'Text: a review full of unicode edge cases (NUL aside)',
      send: () =>
        server
          .api()
          .post(`/api/v1/client/Reviews?productId=${targets.product}`)
          .send({
            name: 'Ədalət \u202eİ\u200d',
            email: 'unicode@example.az',
            feedback: `Əla ${UNICODE_EDGES.filter((e) => !e.includes('\u0000')).join(' ')} son`,
          }),
      accepted: 201,
      check: async (res) => {
        const row = await server.strapi.db.query('api::review.review').findOne({ where: { id: res.body.id } });
        const sent = `Əla ${UNICODE_EDGES.filter((e) => !e.includes('\u0000')).join(' ')} son`;
        return row?.feedback === (sent as string & { toWellFormed(): string }).toWellFormed()
          ? []
          : [`stored feedback differs: ${JSON.stringify(row?.feedback)?.slice(0, 200)}`];
      },
    },
    {
      // PostgreSQL cannot store NUL in text: the rules drop it, on either database.
      name: 'Text: a NUL character in a review (dropped)',
      send: () =>
        server
          .api()
          .post(`/api/v1/client/Reviews?productId=${targets.product}`)
          .send({ name: 'Nul', email: 'nul@example.az', feedback: 'before\u0000after' }),
      accepted: 201,
      check: async (res) => {
        const row = await server.strapi.db.query('api::review.review').findOne({ where: { id: res.body.id } });
        return row?.feedback === 'beforeafter' ? [] : [`stored feedback ${JSON.stringify(row?.feedback)}`];
      },
    },
    {
      name: 'Mass assignment: a review that sets its own id, confirmation and deletion',
      send: () =>
        server.api().post(`/api/v1/client/Reviews?productId=${targets.product}`).send({
          id: targets.review,
          isConfirmed: true,
          isDeleted: true,
          isRejected: false,
          name: 'Sneaky',
          email: 'mass@example.az',
          feedback: 'Mass assignment',
        }),
      accepted: 201,
      check: async (res) => {
        const row = await server.strapi.db.query('api::review.review').findOne({ where: { id: res.body.id } });
        return res.body.id !== targets.review && row && !row.isConfirmed && !row.isDeleted ? [] : [`stored as ${JSON.stringify(row)}`];
      },
    },
    {
      // The JSON parser refuses prototype keys outright.
      name: 'Prototype pollution: "__proto__" and "constructor" keys in a survey',
      send: async () => {
        const res = await server
          .api()
          .post('/api/v1/client/Surveys')
          .set('Content-Type', 'application/json')
          .send(
            `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"Gender":true,"Age":1,"QualityPoint":2,"ContactSourceId":${targets.contactSource}}`,
          );
        if (({} as Record<string, unknown>).polluted !== undefined) problems.push('Object.prototype was polluted');
        return res;
      },
      refused: 400,
    },
  );
});

describe('hostile files and texts', () => {
  it('are refused or stored as they must be, never with a server error', { timeout: 300_000 }, async () => {
    const outcomes: string[] = [];
    for (const c of cases) {
      const before = await state();
      const res = counted(await c.send());
      const after = await state();
      const expected = c.refused ?? c.accepted;
      const wrong: string[] = [];
      if (res.status !== expected) wrong.push(`answered ${res.status} (expected ${expected}): ${res.text.slice(0, 200)}`);
      else if (c.refused !== undefined) {
        const problem = refusalProblem(res);
        if (problem) wrong.push(problem);
        wrong.push(...differences(before, after));
      } else if (c.check) wrong.push(...(await c.check(res, before, after)));
      outcomes.push(`${c.name}: ${res.status}${wrong.length ? ' ✗' : ''}`);
      problems.push(...wrong.map((w) => `${c.name}: ${w}`));
    }
    figures.push(
      ['Hostile files and texts', `${cases.length} cases`],
      ...outcomes.map((line): [string, string] => [line.slice(0, line.lastIndexOf(':')), line.slice(line.lastIndexOf(':') + 2)]),
    );
    expect(problems).toEqual([]);
  });
});
