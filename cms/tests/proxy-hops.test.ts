import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/strapi';

// Two trusted proxies (a CDN, then a load balancer): each appends the address it was called from,
// so the client is the second entry from the right of X-Forwarded-For. One proxy is in
// errors-headers-proxies.test.ts.

const LIMIT = 2;
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2', RATE_LIMIT_SURVEYS: String(LIMIT) });
});

afterAll(() => server?.stop());

const survey = (forwardedFor: string) => server.from(forwardedFor).post('/api/v1/client/Surveys').send({});

describe('behind two trusted proxies (TRUST_PROXY_HOPS=2)', () => {
  it('counts by the second address from the right, whatever the client wrote and whichever edge node appended it', async () => {
    const CLIENT = '203.0.113.50';
    for (let i = 0; i < LIMIT; i++) expect((await survey(`198.51.100.${i}, ${CLIENT}, 10.0.0.${i}`)).status).not.toBe(429);
    for (const forged of ['198.51.100.77', 'a, b, c', '']) {
      const refused = await survey(`${forged ? `${forged}, ` : ''}${CLIENT}, 10.0.0.9`);
      expect(refused.status, forged).toBe(429);
    }
  });

  it('tells clients apart by that address, not by the proxy next to the server', async () => {
    const EDGE = '10.0.0.1';
    for (let i = 0; i < LIMIT + 2; i++) expect((await survey(`203.0.113.${100 + i}, ${EDGE}`)).status, String(i)).not.toBe(429);
  });
});
