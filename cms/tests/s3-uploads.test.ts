import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryFields, filesNamed, image, marker, multipart, removeAllUploads } from './support/content';
import { administrator } from './support/admin';
import { listening } from './support/http';
import { startServer, type TestServer } from './support/strapi';

const BUCKET = 'qahve-images';

interface StoredRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * A stand-in for an S3-compatible store (MinIO, R2, AWS) on a local port: it takes every object
 * it is sent (200 with an ETag) and remembers the requests, so the tests can see what went where.
 */
function fakeS3() {
  const requests: StoredRequest[] = [];
  const server = http.createServer((req, res) => {
    req.on('data', () => undefined);
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      if (req.method === 'HEAD') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(req.method === 'DELETE' ? 204 : 200, { ETag: '"0123456789abcdef"' }).end();
    });
  });
  return { server, requests };
}

const s3 = fakeS3();
let s3Url: string;
let server: TestServer;

beforeAll(async () => {
  s3Url = await listening(s3.server);
  server = await startServer({
    UPLOAD_PROVIDER: 's3',
    S3_BUCKET: BUCKET,
    S3_REGION: 'eu-central-1',
    S3_ENDPOINT: s3Url,
    S3_ACCESS_KEY_ID: 'test-access-key',
    S3_SECRET_ACCESS_KEY: 'test-secret-key',
  });
});

afterAll(async () => {
  if (server) {
    await removeAllUploads(server);
    await server.stop();
  }
  await new Promise((resolve) => s3.server.close(resolve));
});

describe('UPLOAD_PROVIDER=s3', () => {
  it('selects the S3 provider with the bucket, endpoint and keys from the environment', () => {
    expect(server.strapi.config.get('plugin::upload')).toMatchObject({
      provider: 'aws-s3',
      providerOptions: {
        s3Options: {
          region: 'eu-central-1',
          endpoint: s3Url,
          forcePathStyle: true,
          credentials: { accessKeyId: 'test-access-key', secretAccessKey: 'test-secret-key' },
          params: { Bucket: BUCKET, ACL: 'public-read' },
        },
      },
    });
  });

  it('stores the console’s images in the bucket, and the API hands out their bucket URLs', async () => {
    const admin = await administrator(server);
    const name = marker('s3');
    const fields = { Title: 'Bucket', Price: '1', Order: 1, ...dictionaryFields('ProductDictionaries', 'Name', ['Latte', 'Latte', 'Латте']) };
    const created = await multipart(admin().post('/api/v1/admin/HomeProducts'), fields, { ImageFile: await image('jpeg', name, 800) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const puts = s3.requests.filter((r) => r.method === 'PUT' && r.url.includes(name));
    // The original and its responsive variants, path-style under the bucket, publicly readable.
    expect(puts.length).toBeGreaterThan(1);
    for (const put of puts) {
      expect(put.url.startsWith(`/${BUCKET}/`), put.url).toBe(true);
      expect(put.headers['x-amz-acl']).toBe('public-read');
      expect(put.headers.authorization).toContain('Credential=test-access-key/');
    }
    expect(await filesNamed(name)).toEqual([]);

    const home = await server.api().get('/api/v1/client/HomeProducts?isPaginated=false');
    const item = home.body.items.find((p: { id: number }) => p.id === created.body.id);
    expect(item.imageUrl).toMatch(new RegExp(`^${s3Url}/${BUCKET}/.*${name}.*\\.jpg$`));
  });

  it('lets pages load images from the bucket, and from nowhere else new', async () => {
    const csp = (await server.api().get('/').set('Accept', 'text/html')).headers['content-security-policy'] as string;
    const imgSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('img-src '))!;
    expect(imgSrc.split(' ')).toEqual(["img-src", "'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org', s3Url]);
  });

  it('keeps CVs off the bucket, in the private CV store', async () => {
    const before = s3.requests.length;
    const cv = await fs.readFile(path.join(__dirname, 'fixtures', 'cv.pdf'));
    const res = await server
      .api()
      .post('/api/v1/client/Candidates')
      .field('name', 'Nigar')
      .field('surname', 'Əliyeva')
      .field('number', '+994 50 123 45 67')
      .field('email', 'nigar@example.az')
      .attach('resumeFile', cv, { filename: 'cv.pdf', contentType: 'application/pdf' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(s3.requests.slice(before)).toEqual([]);
    const stored = await fs.readdir(process.env.CV_STORAGE_DIR!);
    expect(stored).toEqual([expect.stringMatching(/\.pdf$/)]);
    expect((await server.api().get(`/uploads/${stored[0]}`)).status).toBe(404);
  });
});
