import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createAppData, startApp } from '../scripts/lib/app-process.mjs';
import { appStorage } from '../scripts/lib/app-storage.mjs';
import { allRows, openDatabase, tableNames } from '../scripts/lib/database.mjs';
import { prepareFixture } from '../scripts/lib/load.mjs';

/**
 * Issue 7, suite 5: `npm run backup` of a running application with content, a survey, a review, a
 * candidate with a CV and uploaded images, then `npm run restore` into a fresh database and CV
 * folder, and the restored application compared with the original record by record: every row
 * of every content table, every API answer, every image and the CV byte for byte.
 */

const exec = promisify(execFile);
const root = path.resolve(__dirname, '..');
const uploadsDir = appStorage({}).uploadsDir!;

type AppData = Awaited<ReturnType<typeof createAppData>>;
type App = Awaited<ReturnType<typeof startApp>>;

let source: AppData;
let restored: AppData;
let sourceApp: App;
let restoredApp: App | undefined;
let work: string;
let archive: string;
let manifest: { files: Array<{ path: string }>; tables: Record<string, number> };
const cv = Buffer.from('%PDF-1.4\n% backup round trip\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const answers = new Map<string, unknown>();
const images = new Map<string, Buffer>();
let candidateId: number;

/** Everything the console and the site read, by path. */
const READS = [
  '/api/v1/admin/Products?pageSize=100',
  '/api/v1/admin/Categories',
  '/api/v1/admin/Carousels',
  '/api/v1/admin/Branches',
  '/api/v1/admin/HomeProducts',
  '/api/v1/admin/ContactSources',
  '/api/v1/admin/Reviews/GetAll?pageSize=100',
  '/api/v1/admin/Surveys?pageSize=100',
  '/api/v1/admin/Candidates?pageSize=100',
  '/api/v1/client/Products?languageId=2&pageSize=100',
  '/api/v1/client/Categories?languageId=3',
  '/api/v1/client/Carousels',
  '/api/v1/client/ContactSources',
];

async function get(url: string, token: string) {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return res;
}

async function readAll(app: App, token: string) {
  const read = new Map<string, unknown>();
  // The candidate's page first: opening it marks the candidate read, which the list then shows.
  for (const path of [`/api/v1/admin/Candidates/${candidateId}`, ...READS])
    read.set(path, await (await get(`${app.url}${path}`, token)).json());
  return read;
}

async function post(url: string, init: RequestInit & { token?: string }) {
  const res = await fetch(url, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
  });
  const body = await res.json();
  if (res.status !== 201 && res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return body as { id: number };
}

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

/** Runs a root script with the application's data of `data`, as an operator would with its environment. */
const script = (name: string, args: string[], data: AppData) =>
  exec(process.execPath, [path.join(root, 'scripts', name), ...args], { cwd: root, env: { ...process.env, ...data.env } });

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'qahve-backup-test-'));
  archive = path.join(work, 'archive');
  source = await createAppData('backup');
  restored = await createAppData('restored');
  sourceApp = await startApp(source);
  const token = await adminToken(sourceApp.url);
  const fixture = await prepareFixture(sourceApp.url, token, { owners: 2 });

  // A slide with a picture large enough for responsive variants, and what visitors send.
  const sharp = createRequire(path.join(root, 'cms/package.json'))('sharp');
  const picture = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#c08552' } })
    .jpeg()
    .toBuffer();
  const slide = new FormData();
  slide.set('Order', '1');
  [1, 2, 3].forEach((languageId, i) => {
    slide.set(`CarouselDictionaries[${i}].Content`, `Slide ${languageId}`);
    slide.set(`CarouselDictionaries[${i}].LanguageId`, String(languageId));
  });
  slide.set('ImageFile', new Blob([picture], { type: 'image/jpeg' }), 'slide.jpg');
  await post(`${sourceApp.url}/api/v1/admin/Carousels`, { method: 'POST', body: slide, token });
  await post(
    `${sourceApp.url}/api/v1/client/Surveys`,
    json({
      Gender: false,
      Age: 2,
      QualityPoint: 4,
      ContactSourceId: fixture.sources[0],
      Comment: 'Əla xidmət',
      Statisfactions: [{ StatisfactionDictionaries: [{ Key: 'Dad', Value: 3, LanguageId: 2 }] }],
    }),
  );
  const review = await post(
    `${sourceApp.url}/api/v1/client/Reviews?productId=${fixture.products[0]}`,
    json({ name: 'Aysel', surname: 'Məmmədova', email: 'aysel@example.az', feedback: 'Çox dadlı!' }),
  );
  await fetch(`${sourceApp.url}/api/v1/admin/Reviews/Confirm/Confirm/${review.id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
  });
  const application = new FormData();
  Object.entries({ name: 'Leyla', surname: 'Həsənova', number: '994501234567', email: 'leyla@example.az' }).forEach(([key, value]) =>
    application.set(key, value),
  );
  application.set('resumeFile', new Blob([cv], { type: 'application/pdf' }), 'cv.pdf');
  candidateId = (await post(`${sourceApp.url}/api/v1/client/Candidates`, { method: 'POST', body: application })).id;

  for (const [key, value] of await readAll(sourceApp, token)) answers.set(key, value);
  for (const url of new Set(JSON.stringify([...answers.values()]).match(/\/uploads\/[\w.-]+/g))) {
    images.set(url, Buffer.from(await (await get(`${sourceApp.url}${url}`, token)).arrayBuffer()));
  }
});

afterAll(async () => {
  await restoredApp?.stop();
  await sourceApp?.stop();
  for (const file of manifest?.files ?? [])
    if (file.path.startsWith('uploads/')) await fs.rm(path.join(uploadsDir, file.path.slice('uploads/'.length)), { force: true });
  await source?.remove();
  await restored?.remove();
  if (work) await fs.rm(work, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore', () => {
  it('archives the running application: database, uploads and CVs, with a manifest of checksums', async () => {
    const { stdout } = await script('backup.mjs', [`--out=${archive}`], source);
    expect(stdout).toMatch(/Backup written to/);
    manifest = JSON.parse(await fs.readFile(path.join(archive, 'manifest.json'), 'utf8'));
    const paths = manifest.files.map((file) => file.path);
    expect(paths.filter((p) => p.startsWith('cvs/'))).toHaveLength(1);
    // Every image the answers show (originals and variants) is in the archive.
    expect(paths).toEqual(expect.arrayContaining([...images.keys()].map((url) => url.replace('/uploads/', 'uploads/'))));
    expect(manifest.tables.candidates).toBe(1);
    // Two product pictures and a slide with its responsive variants.
    expect(images.size).toBeGreaterThanOrEqual(4);
  });

  it('restores into a fresh database and folders, every row of every content table as it was', async () => {
    // The images go back where the application keeps them: remove them first, so they must come from the archive.
    for (const file of manifest.files)
      if (file.path.startsWith('uploads/')) await fs.rm(path.join(uploadsDir, file.path.slice('uploads/'.length)));
    const { stdout } = await script('restore.mjs', [archive], restored);
    expect(stdout).toMatch(/every count as in the manifest/);

    const before = openDatabase(source.database);
    const after = openDatabase(restored.database);
    try {
      // Sessions, hit logs and search indexes are the application's bookkeeping; the restore checks their counts.
      const tables = (await tableNames(before)).filter((table) => !/^(strapi_|qahve_)/.test(table));
      expect(await tableNames(after)).toEqual(await tableNames(before));
      for (const table of tables) expect(await allRows(after, table), table).toEqual(await allRows(before, table));
    } finally {
      await before.destroy();
      await after.destroy();
    }
  });

  it('serves the same answers, images and CV from the restored data, and takes new writes', async () => {
    restoredApp = await startApp(restored);
    const token = await adminToken(restoredApp.url);
    expect(Object.fromEntries(await readAll(restoredApp, token))).toEqual(Object.fromEntries(answers));
    for (const [url, bytes] of images)
      expect(Buffer.from(await (await get(`${restoredApp.url}${url}`, token)).arrayBuffer()).equals(bytes), url).toBe(true);
    const resume = await get(`${restoredApp.url}/api/v1/admin/Candidates/${candidateId}/Resume`, token);
    expect(Buffer.from(await resume.arrayBuffer()).equals(cv)).toBe(true);
    // The id sequences came along: a new answer gets a new id, not one of the restored ones.
    const survey = await post(
      `${restoredApp.url}/api/v1/client/Surveys`,
      json({
        Gender: true,
        Age: 1,
        QualityPoint: 3,
        ContactSourceId: (answers.get('/api/v1/client/ContactSources') as { items: Array<{ id: number }> }).items[0].id,
      }),
    );
    expect(survey.id).toBeGreaterThan(manifest.tables.surveys);
  });
});
