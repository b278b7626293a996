import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/strapi';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(() => server?.stop());

/** Temporary files in the upload folder that hold exactly these bytes. */
async function leftovers(marker: Buffer) {
  const dir = os.tmpdir();
  const found: string[] = [];
  for (const name of await fs.readdir(dir)) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || stat.size !== marker.length) continue;
    if ((await fs.readFile(file)).equals(marker)) found.push(file);
  }
  return found;
}

describe('temporary uploads', () => {
  it('are removed when the request is refused after its body was read', async () => {
    const marker = Buffer.from(`leftover-probe-${Date.now()}-${Math.random()}`);
    const res = await server
      .api()
      .post('/api/v1/admin/Products')
      .set('Authorization', 'Bearer not-a-token')
      .field('SizeAndPrice', 'M / 5')
      .attach('PrimaryImageFile', marker, 'probe.png');
    expect(res.status).toBe(401);
    expect(await leftovers(marker)).toEqual([]);
  });

  it('are removed after a public form, whatever field they came under', async () => {
    const marker = Buffer.from(`%PDF-leftover-probe-${Date.now()}-${Math.random()}`);
    const res = await server.api().post('/api/v1/client/Candidates').field('name', 'A').attach('somethingElse', marker, 'x.pdf');
    expect(res.status).toBe(400);
    expect(await leftovers(marker)).toEqual([]);
  });
});
