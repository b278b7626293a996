import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES, publicMessage } from '@qahve/config';
import { binary, expectFieldError, nonAdministratorToken, refused, shared } from './support/moderation';
import type { administrator } from './support/admin';
import type { TestServer } from './support/strapi';

const CANDIDATE = 'api::candidate.candidate';
const BASE = '/api/v1/admin/Candidates';
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PUBLIC_UPLOADS = path.resolve(__dirname, '../public/uploads');

let server: TestServer;
let admin: Awaited<ReturnType<typeof administrator>>;
const files: Record<string, Buffer> = {};
const ids: Record<string, number> = {};
/** Every candidate the test stored, in the order stored (oldest first). */
const stored: number[] = [];

function apply(
  fields: Record<string, string>,
  file: { bytes: Buffer; filename: string; contentType: string } | null,
  url = '/api/v1/client/Candidates',
  agent = server.api(),
) {
  const req = agent.post(url);
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  if (file) req.attach('resumeFile', file.bytes, { filename: file.filename, contentType: file.contentType });
  return req;
}

/** Applies through the public form with one of the fixtures' CVs; answers the stored candidate's id. */
async function applyWithCv(fields: Record<string, string>, fixture: 'cv.pdf' | 'cv.docx', filename: string, contentType: string) {
  const res = await apply(fields, { bytes: files[fixture], filename, contentType });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  stored.push(res.body.id);
  return res.body.id as number;
}

const storedCvs = async () => (await fs.readdir(process.env.CV_STORAGE_DIR!).catch(() => [] as string[])).sort();
const cvOf = async (id: number) => (await server.strapi.db.query(CANDIDATE).findOne({ where: { id } })).resumeFile as string;

/** Candidates: run by admin-moderation-all.test.ts on its server. */
export function candidatesSuite() {
  describe('Candidates', () => {
    beforeAll(async () => {
      server = shared.server;
      admin = shared.admin;
      for (const name of ['cv.pdf', 'cv.docx']) files[name] = await fs.readFile(path.join(__dirname, 'fixtures', name));

      ids.pdf = await applyWithCv(
        { name: 'Nigar', surname: 'Əliyeva', number: '+994 50 123 45 67', email: 'nigar@example.az' },
        'cv.pdf',
        'my cv.pdf',
        PDF,
      );
      ids.docx = await applyWithCv(
        { name: 'Orxan', surname: 'Şirinov', number: '+994 55 765 43 21', email: 'orxan@example.az' },
        'cv.docx',
        'cv.docx',
        DOCX,
      );
      // Applications from before CVs were kept (no file), enough for two pages.
      for (let i = 0; i < 11; i++) {
        const row = await server.strapi.db.query(CANDIDATE).create({
          data: { name: `Name${i}`, surname: `Surname${i}`, number: '+994 50 000 00 00', email: `c${i}@example.az`, isFavourite: false },
        });
        stored.push(row.id);
      }
      ids.noCv = stored[stored.length - 1];
    });

    describe('GET admin/Candidates', () => {
      it('pages ten at a time, newest first, with id, name, surname and the favourite flag', async () => {
        const first = await admin().get(`${BASE}?pageNumber=1&pageSize=10&isPaginated=true`);
        expect(first.status).toBe(200);
        expect(first.body).toMatchObject({ pageNumber: 1, totalPages: 2, totalItems: stored.length });
        expect(first.body.items).toHaveLength(10);
        expect(first.body.items[0]).toEqual({
          id: ids.noCv,
          name: 'Name10',
          surname: 'Surname10',
          isFavourite: false,
          isRead: false,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        });
        const second = await admin().get(`${BASE}?pageNumber=2`);
        expect(second.body.items).toHaveLength(stored.length - 10);
        const all = [...first.body.items, ...second.body.items].map((c: { id: number }) => c.id);
        expect(all).toEqual([...stored].reverse());
        // Defaults: ten a page.
        expect((await admin().get(BASE)).body.items).toHaveLength(10);
      });

      it('searches names, e-mails and numbers', async () => {
        const res = await admin().get(`${BASE}?q=nigar`);
        expect(res.body.items.map((c: { id: number }) => c.id)).toEqual([ids.pdf]);
      });

      it('toggles the favourite with PATCH (no body), answers the new state, and filters favourites only', async () => {
        const on = await admin().patch(`${BASE}/${ids.docx}`);
        expect(on.status).toBe(200);
        expect(on.body).toEqual({ id: ids.docx, isFavourite: true });
        await admin().patch(`${BASE}/${stored[3]}`);
        const favourites = await admin().get(`${BASE}?isFavourite=true`);
        expect(favourites.body).toMatchObject({ totalItems: 2 });
        expect(favourites.body.items.map((c: { id: number; isFavourite: boolean }) => [c.id, c.isFavourite])).toEqual([
          [stored[3], true],
          [ids.docx, true],
        ]);
        const others = await admin().get(`${BASE}?isFavourite=false&isPaginated=false`);
        expect(others.body.totalItems).toBe(stored.length - 2);

        const off = await admin().patch(`${BASE}/${ids.docx}`);
        expect(off.body).toEqual({ id: ids.docx, isFavourite: false });
        expect((await admin().get(`${BASE}?isFavourite=true`)).body.items.map((c: { id: number }) => c.id)).toEqual([stored[3]]);
      });

      it('refuses wrong parameters and unknown ids', async () => {
        expectFieldError(await admin().get(`${BASE}?isFavourite=yes`), 'isFavourite');
        expectFieldError(await admin().get(`${BASE}?pageSize=1000`), 'pageSize');
        expect((await admin().patch(`${BASE}/999999`)).status).toBe(404);
        expect((await admin().get(`${BASE}/999999`)).status).toBe(404);
        expectFieldError(await admin().patch(`${BASE}/x`), 'id');
      });
    });

    describe('GET admin/Candidates/{id}', () => {
      it('answers the detail, with resumePath the download route when a CV is there, else null', async () => {
        const res = await admin().get(`${BASE}/${ids.pdf}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          id: ids.pdf,
          name: 'Nigar',
          surname: 'Əliyeva',
          number: '+994 50 123 45 67',
          email: 'nigar@example.az',
          resumePath: `/api/v1/admin/Candidates/${ids.pdf}/Resume`,
          isFavourite: false,
          createdAt: expect.stringMatching(/^\d{4}-/),
          readAt: expect.stringMatching(/^\d{4}-/),
        });
        expect((await admin().get(`${BASE}/${ids.noCv}`)).body.resumePath).toBeNull();
        expect(JSON.stringify(res.body)).not.toContain(await cvOf(ids.pdf));
      });
    });

    describe('GET admin/Candidates/{id}/Resume', () => {
      const download = (id: number, agent = admin()) => agent.get(`${BASE}/${id}/Resume`).buffer(true).parse(binary);

      it('streams the PDF to an administrator as an attachment with a safe name, its type, and nosniff', async () => {
        const res = await download(ids.pdf);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe(PDF);
        expect(res.headers['content-disposition']).toBe(`attachment; filename="cv-eliyeva-${ids.pdf}.pdf"`);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(Number(res.headers['content-length'])).toBe(files['cv.pdf'].length);
        expect((res.body as Buffer).equals(files['cv.pdf'])).toBe(true);
      });

      it('streams a DOCX with the DOCX type', async () => {
        const res = await download(ids.docx);
        expect(res.headers['content-type']).toBe(DOCX);
        expect(res.headers['content-disposition']).toBe(`attachment; filename="cv-sirinov-${ids.docx}.docx"`);
        expect((res.body as Buffer).equals(files['cv.docx'])).toBe(true);
      });

      it('answers 401 without a token or with a bad one, 403 to a signed-in user who is not an administrator', async () => {
        const anonymous = await server.api().get(`${BASE}/${ids.pdf}/Resume`);
        expect(anonymous.status).toBe(401);
        expect(anonymous.headers['content-type']).toMatch(/application\/json/);
        expect((await server.api().get(`${BASE}/${ids.pdf}/Resume`).set('Authorization', 'Bearer not-a-token')).status).toBe(401);
        const token = await nonAdministratorToken(server);
        const visitor = await server.api().get(`${BASE}/${ids.pdf}/Resume`).set('Authorization', `Bearer ${token}`);
        expect(visitor.status).toBe(403);
        expect(visitor.body).toEqual({ message: expect.any(String) });
        expect((await server.api().get(`${BASE}/${ids.pdf}`).set('Authorization', `Bearer ${token}`)).status).toBe(403);
        expect((await server.api().get(BASE).set('Authorization', `Bearer ${token}`)).status).toBe(403);
      });

      it('is never served under /uploads, by its stored name or any other', async () => {
        const name = await cvOf(ids.pdf);
        for (const url of [`/uploads/${name}`, `/uploads/../private/cvs/${name}`, `/uploads/cv.pdf`, `/uploads/my%20cv.pdf`]) {
          const res = await server.api().get(url).buffer(true).parse(binary);
          expect(res.status, url).toBe(404);
          expect((res.body as Buffer).includes(files['cv.pdf'].subarray(0, 64))).toBe(false);
        }
        const uploads = await fs.readdir(PUBLIC_UPLOADS).catch(() => [] as string[]);
        expect(uploads).not.toContain(name);
        expect(path.resolve(process.env.CV_STORAGE_DIR!).startsWith(path.resolve(__dirname, '../public'))).toBe(false);
      });

      it('answers 404 when the candidate has no CV, the file is gone, or the candidate does not exist', async () => {
        const none = await download(ids.noCv);
        expect(none.status).toBe(404);
        const missing = await server.strapi.db.query(CANDIDATE).create({
          data: {
            name: 'Lost',
            surname: 'File',
            number: '+994 50 000 00 01',
            email: 'lost@example.az',
            resumeFile: '00000000-0000-4000-8000-000000000000.pdf',
            resumeKind: 'pdf',
          },
        });
        const gone = await admin().get(`${BASE}/${missing.id}/Resume`);
        expect(gone.status).toBe(404);
        expect(gone.body).toEqual({ message: MODERATION_MESSAGES.fileMissing });
        expect((await admin().get(`${BASE}/${missing.id}`)).body.resumePath).toBeNull();
        // A stored name that is not one of ours (a path) is never opened.
        const forged = await server.strapi.db.query(CANDIDATE).create({
          data: {
            name: 'Forged',
            surname: 'Path',
            number: '+994 50 000 00 02',
            email: 'forged@example.az',
            resumeFile: '../../package.json',
            resumeKind: 'pdf',
          },
        });
        expect((await admin().get(`${BASE}/${forged.id}/Resume`)).status).toBe(404);
        expect((await admin().get(`${BASE}/999999/Resume`)).status).toBe(404);
      });
    });

    describe('POST admin/Candidates', () => {
      const fields = { name: 'Admin', surname: 'Entered', number: '+994 70 111 22 33', email: 'entered@example.az' };

      it('takes an application from the console like the public form', async () => {
        const res = await apply(fields, { bytes: files['cv.pdf'], filename: 'cv.pdf', contentType: PDF }, BASE, admin());
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body).toEqual({ id: expect.any(Number), message: publicMessage('az', 'cvSubmitted') });
        expect((await admin().get(`${BASE}/${res.body.id}`)).body.resumePath).toBe(`/api/v1/admin/Candidates/${res.body.id}/Resume`);
      });

      it('keeps the 2 MB limit and the rules, storing nothing when it refuses', async () => {
        const before = await storedCvs();
        const big = Buffer.alloc(2 * 1024 * 1024 + 1, 0x20);
        files['cv.pdf'].copy(big, 0);
        const tooBig = await refused(server, CANDIDATE, () =>
          apply(fields, { bytes: big, filename: 'cv.pdf', contentType: PDF }, BASE, admin()),
        );
        expectFieldError(tooBig, 'resumeFile', publicMessage('az', 'fileTooBig'), 413);
        const noName = await refused(server, CANDIDATE, () =>
          apply({ ...fields, name: ' ' }, { bytes: files['cv.pdf'], filename: 'cv.pdf', contentType: PDF }, BASE, admin()),
        );
        expectFieldError(noName, 'name', publicMessage('az', 'nameRequired'));
        expect(await storedCvs()).toEqual(before);
        expect((await apply(fields, null, BASE, server.api())).status).toBe(401);
      });
    });
  });
}
