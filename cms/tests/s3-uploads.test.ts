import fs from 'node:fs/promises';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicMessage } from '@qahve/config';
import { adminTokens } from './support/admin';
import { dictionaryFields, filesNamed, image, marker, multipart, removeAllUploads, type Attachment } from './support/content';
import { binary } from './support/moderation';
import { startAppProcess, type AppProcess } from './support/process';
import { startS3Server, type S3Server } from './support/s3-server';
import { appModule, nextAddress, startServer, type TestServer } from './support/strapi';

/**
 * Issue 17, point 4: images and CVs in a real S3-compatible server (s3rver, started here on a free
 * port) rather than a stand-in. Two application processes share it and the database: this test's
 * Strapi and a replica started as `npm start` does, with a CV folder of its own (empty), S3_ACL=none
 * and the AWS SDK's checksums only when required, as some S3-compatible stores need.
 */

const IMAGES = 'qahve-images';
const CVS = 'qahve-cvs';
const PDF = 'application/pdf';

let s3: S3Server;
let server: TestServer;
let replica: AppProcess;
const tokens: Record<'here' | 'there', string> = { here: '', there: '' };

type Client = () => supertest.Agent;
const here: Client = () => supertest.agent(server.strapi.server.httpServer).set('X-Forwarded-For', nextAddress());
const there: Client = () => supertest.agent(replica.url).set('X-Forwarded-For', nextAddress());
const asAdmin = (client: Client, token: string) => () => client().set('Authorization', `Bearer ${token}`);

beforeAll(async () => {
  s3 = await startS3Server([IMAGES, CVS]);
  server = await startServer({
    UPLOAD_PROVIDER: 's3',
    S3_BUCKET: IMAGES,
    S3_REGION: 'eu-central-1',
    S3_ENDPOINT: s3.url,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    CV_S3_BUCKET: CVS,
  });
  replica = await startAppProcess({
    CV_STORAGE_DIR: path.join(server.tmp, 'replica-cvs'),
    S3_ACL: 'none',
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
  });
  Object.assign(tokens, await adminTokens({ here, there }));
}, 240_000);

afterAll(async () => {
  await replica?.stop();
  if (server) {
    await removeAllUploads(server);
    await server.stop();
  }
  await s3?.stop();
});

/** The requests the S3 server was sent since `from` for keys containing `part`. */
const requestsFor = (from: number, method: string, part: string) =>
  s3.requests.slice(from).filter((r) => r.method === method && r.url.includes(part));

/** Uploads a new JPEG through a home product from `client`; answers it, its name and id, and the object PUTs that made it (at least the original and a variant). */
async function uploadThrough(client: Client, token: string, label: string, width: number) {
  const from = s3.requests.length;
  const name = marker(label);
  const jpeg = await image('jpeg', name, width);
  const id = await homeProduct(client, token, jpeg);
  const puts = requestsFor(from, 'PUT', name);
  expect(puts.length).toBeGreaterThan(1);
  return { name, jpeg, id, puts };
}

/** Creates a home product with a JPEG through a process's console API; answers its id. */
async function homeProduct(client: Client, token: string, attachment: Attachment) {
  const fields = { Title: 'Bucket', Price: '1', Order: 1, ...dictionaryFields('ProductDictionaries', 'Name', ['Latte', 'Latte', 'Латте']) };
  const created = await multipart(asAdmin(client, token)().post('/api/v1/admin/HomeProducts'), fields, { ImageFile: attachment });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

/** The image URL and srcset a process's public API hands out for a home product. */
async function publicImage(client: Client, id: number) {
  const res = await client().get('/api/v1/client/HomeProducts?isPaginated=false');
  expect(res.status).toBe(200);
  const item = res.body.items.find((p: { id: number }) => p.id === id);
  expect(item, `home product ${id}`).toBeDefined();
  return { url: item.imageUrl as string, srcSet: item.imageSrcSet as string | undefined };
}

/** What a visitor's browser gets at a URL: no credentials, as an <img> asks. */
async function anonymous(url: string) {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}

function apply(client: Client, cv: Buffer, surname: string, languageId = 1) {
  return client()
    .post(`/api/v1/client/Candidates?languageId=${languageId}`)
    .field({ name: 'Nigar', surname, number: '+994 50 123 45 67', email: 'nigar@example.az' })
    .attach('resumeFile', cv, { filename: 'cv.pdf', contentType: PDF });
}

const download = (client: Client, token: string, id: number) =>
  asAdmin(client, token)().get(`/api/v1/admin/Candidates/${id}/Resume`).buffer(true).parse(binary);
const storedName = async (id: number) =>
  (await server.strapi.db.query('api::candidate.candidate').findOne({ where: { id } })).resumeFile as string;

describe('images in the S3 bucket', () => {
  it('selects the S3 provider with the bucket, endpoint and keys from the environment', () => {
    expect(server.strapi.config.get('plugin::upload')).toMatchObject({
      provider: 'aws-s3',
      providerOptions: {
        s3Options: {
          region: 'eu-central-1',
          endpoint: s3.url,
          forcePathStyle: true,
          credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
          params: { Bucket: IMAGES, ACL: 'public-read' },
        },
      },
    });
  });

  it('stores the console’s images in the bucket, signed and public-read, and visitors load them from their bucket URLs', async () => {
    const { name, jpeg, id, puts } = await uploadThrough(here, tokens.here, 's3', 800);
    // The original and its responsive variants, path-style under the bucket, publicly readable.
    for (const put of puts) {
      expect(put.url.startsWith(`/${IMAGES}/`), put.url).toBe(true);
      expect(put.headers['x-amz-acl']).toBe('public-read');
      expect(put.headers.authorization).toContain(`Credential=${s3.accessKeyId}/`);
      // The SDK's default flexible checksum, which this server takes.
      expect(put.headers['x-amz-sdk-checksum-algorithm']).toBe('CRC32');
    }
    expect((await s3.keys(IMAGES)).filter((key) => key.includes(name)).length).toBe(puts.length);
    expect(await filesNamed(name)).toEqual([]);

    const { url, srcSet } = await publicImage(here, id);
    expect(url).toMatch(new RegExp(`^${s3.url}/${IMAGES}/.*${name}.*\\.jpg$`));
    const original = await anonymous(url);
    expect(original.status).toBe(200);
    expect(original.type).toBe('image/jpeg');
    expect(original.body.equals(jpeg.bytes)).toBe(true);
    // Every width of the srcset is in the bucket too.
    const widths = (srcSet ?? '').split(',').map((entry) => entry.trim().split(' ')[0]);
    expect(widths.length).toBeGreaterThan(0);
    for (const variant of widths) {
      expect(variant.startsWith(`${s3.url}/${IMAGES}/`), variant).toBe(true);
      const res = await anonymous(variant);
      expect(res.status, variant).toBe(200);
      expect(res.body.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), variant).toBe(true);
    }
  });

  it('lets pages load images from the bucket, and from nowhere else new', async () => {
    const csp = (await here().get('/').set('Accept', 'text/html')).headers['content-security-policy'] as string;
    const imgSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('img-src '))!;
    expect(imgSrc.split(' ')).toEqual(['img-src', "'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org', s3.url]);
  });

  it('removes an image’s objects from the bucket when the upload is deleted', async () => {
    const name = marker('gone');
    await homeProduct(here, tokens.here, await image('jpeg', name, 400));
    const stored = (await s3.keys(IMAGES)).filter((key) => key.includes(name));
    expect(stored.length).toBeGreaterThan(0);
    const file = await server.strapi.db.query('plugin::upload.file').findOne({ where: { name: { $contains: name } } });
    await server.strapi.plugin('upload').service('upload').remove(file);
    expect((await s3.keys(IMAGES)).filter((key) => key.includes(name))).toEqual([]);
  });
});

describe('a replica on the same bucket and database', () => {
  it('hands out and serves the images the other process stored', async () => {
    const jpeg = await image('jpeg', marker('shared'), 600);
    const id = await homeProduct(here, tokens.here, jpeg);
    const there_ = await publicImage(there, id);
    expect(there_).toEqual(await publicImage(here, id));
    expect((await anonymous(there_.url)).body.equals(jpeg.bytes)).toBe(true);
  });

  it('stores its uploads where the first process serves them, without an ACL header or an unrequired checksum', async () => {
    const { name, jpeg, id, puts } = await uploadThrough(there, tokens.there, 'replica', 600);
    for (const put of puts) {
      expect(put.headers['x-amz-acl'], put.url).toBeUndefined();
      expect(put.headers['x-amz-sdk-checksum-algorithm'], put.url).toBeUndefined();
      expect(
        Object.keys(put.headers).filter((h) => h.startsWith('x-amz-checksum-')),
        put.url,
      ).toEqual([]);
    }
    const { url } = await publicImage(here, id);
    expect(url).toContain(name);
    expect((await anonymous(url)).body.equals(jpeg.bytes)).toBe(true);
  });
});

describe('CVs in the private bucket', () => {
  const ids: Record<string, number> = {};
  let cv: Buffer;

  beforeAll(async () => {
    cv = await fs.readFile(path.join(__dirname, 'fixtures', 'cv.pdf'));
  });

  it('keeps a posted CV in the CV bucket only, uploaded without any grant to others', async () => {
    const from = s3.requests.length;
    const res = await apply(here, cv, 'Əliyeva');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.here = (await server.strapi.db.query('api::candidate.candidate').findOne({ where: { surname: 'Əliyeva' } })).id;
    const name = await storedName(ids.here);

    const puts = s3.requests.slice(from).filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.url.split('?')[0])).toEqual([`/${CVS}/${name}`]);
    expect(puts[0].headers['x-amz-acl']).toBeUndefined();
    expect(puts[0].headers.authorization).toContain(`Credential=${s3.accessKeyId}/`);
    expect(puts[0].headers['content-type']).toBe(PDF);
    expect((await s3.object(CVS, name))?.equals(cv)).toBe(true);
    // Neither on this machine's disk nor in the public bucket.
    expect(await fs.readdir(process.env.CV_STORAGE_DIR!).catch(() => [])).toEqual([]);
    expect(await s3.keys(IMAGES)).not.toContain(name);
  });

  it('is reached by no public address: not the site’s uploads, not the images’ bucket, not the API', async () => {
    const name = await storedName(ids.here);
    for (const url of [`/uploads/${name}`, `/uploads/${CVS}/${name}`]) {
      const res = await here().get(url).buffer(true).parse(binary);
      expect(res.status, url).toBe(404);
    }
    expect((await anonymous(`${s3.url}/${IMAGES}/${name}`)).status).toBe(404);
    const detail = await asAdmin(here, tokens.here)().get(`/api/v1/admin/Candidates/${ids.here}`);
    expect(detail.body.resumePath).toBe(`/api/v1/admin/Candidates/${ids.here}/Resume`);
    expect(JSON.stringify(detail.body)).not.toContain(name);
    expect(JSON.stringify(detail.body)).not.toContain(s3.url);
    expect((await here().get(`/api/v1/admin/Candidates/${ids.here}/Resume`)).status).toBe(401);
  });

  it('leaves only through the console’s authenticated download, on either process', async () => {
    for (const [client, token] of [
      [here, tokens.here],
      [there, tokens.there],
    ] as const) {
      const res = await download(client, token, ids.here);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(PDF);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="cv-eliyeva-${ids.here}.pdf"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(Number(res.headers['content-length'])).toBe(cv.length);
      expect((res.body as Buffer).equals(cv)).toBe(true);
    }
    expect((await there().get(`/api/v1/admin/Candidates/${ids.here}/Resume`)).status).toBe(401);
  });

  it('is downloaded here after the replica took it, and gone from the bucket once the replica erases it', async () => {
    const res = await apply(there, cv, 'Quliyeva');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.there = (await server.strapi.db.query('api::candidate.candidate').findOne({ where: { surname: 'Quliyeva' } })).id;
    const name = await storedName(ids.there);
    expect((await s3.object(CVS, name))?.equals(cv)).toBe(true);
    expect(await fs.readdir(path.join(server.tmp, 'replica-cvs')).catch(() => [])).toEqual([]);
    expect((await download(here, tokens.here, ids.there)).body.equals(cv)).toBe(true);

    const erased = await asAdmin(there, tokens.there)().delete(`/api/v1/admin/Candidates/${ids.there}`);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(await s3.object(CVS, name)).toBeNull();
    expect((await download(here, tokens.here, ids.there)).status).toBe(404);
  });

  it('answers 404 for a CV whose object is missing from the bucket, and no resumePath', async () => {
    const name = await storedName(ids.here);
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    await s3.client.send(new DeleteObjectCommand({ Bucket: CVS, Key: name }));
    const res = await download(here, tokens.here, ids.here);
    expect(res.status).toBe(404);
    expect(JSON.parse((res.body as Buffer).toString()).message).toEqual(expect.any(String));
    expect((await asAdmin(there, tokens.there)().get(`/api/v1/admin/Candidates/${ids.here}`)).body.resumePath).toBeNull();
  });

  it('answers 503 with Retry-After while the store is out of reach, in the visitor’s language, and keeps no candidate', async () => {
    const candidates = () => server.strapi.db.query('api::candidate.candidate').count({});
    const before = await candidates();
    await s3.stop();
    const res = await apply(here, cv, 'Həsənova', 2);
    expect(res.status, JSON.stringify(res.body)).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({ message: publicMessage('az', 'serviceUnavailable', { seconds: 5 }) });
    expect(await candidates()).toBe(before);
    // The console: the download and the detail say so too, rather than "no CV".
    const downloaded = await download(here, tokens.here, ids.here);
    expect(downloaded.status).toBe(503);
    expect(JSON.parse((downloaded.body as Buffer).toString())).toEqual({
      message: publicMessage('en', 'serviceUnavailable', { seconds: 5 }),
    });
    expect((await asAdmin(there, tokens.there)().get(`/api/v1/admin/Candidates/${ids.here}`)).status).toBe(503);
  });

  it('keeps the note of the CV it could not store, and a sweep while the store is away neither fails nor drops it', async () => {
    const notes = () => server.strapi.db.connection('qahve_pending_files').where({ kind: 'cv' }).select('name');
    const left = await notes();
    expect(left).toHaveLength(1);
    const { recoverPendingFiles } = appModule<typeof import('../src/lib/media/pending-files')>('lib/media/pending-files');
    const { recoverCv } = appModule<typeof import('../src/api/candidate/services/candidate')>('api/candidate/services/candidate');
    // This process's own note counts as abandoned: the sweep tries to remove the CV from the bucket.
    await expect(recoverPendingFiles(server.strapi, { cv: recoverCv, image: async () => undefined })).resolves.toBeUndefined();
    expect(await notes()).toEqual(left);
  });
});
