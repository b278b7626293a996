import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/strapi';

let server: TestServer;

// A production start (strong passwords; the harness brings random secrets) on a throwaway database.
beforeAll(async () => {
  server = await startServer({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://qahve.example',
    ADMIN_PASSWORD: 'a-long-real-password-1',
    CMS_ADMIN_PASSWORD: 'another-real-password-2',
  });
});

afterAll(() => server?.stop());

describe('in production', () => {
  it('sends HSTS with every answer, beside the other security headers', async () => {
    for (const url of ['/_health', '/api/v1/client/Branches', '/api/v1/admin/Products', '/no-such-file.js']) {
      const res = await server.api().get(url);
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy'], url).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('keeps the panel at /cms under a policy without inline scripts', async () => {
    const res = await server.api().get('/cms');
    const scriptSrc = (res.headers['content-security-policy'] as string).split(';').find((d) => d.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
  });
});
