import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, type SiteContext } from './browser';
import { startProduct, type RunningServer } from './server';

export type SiteCode = 'en' | 'az' | 'ru';

/** The site's own translations (web/src/i18n/locales/<lang>/<namespace>.json), read, never edited. */
const localesDir = path.resolve(__dirname, '../../web/src/i18n/locales');
export const siteMessages = (code: SiteCode, namespace: string): Record<string, any> =>
  JSON.parse(fs.readFileSync(path.join(localesDir, code, `${namespace}.json`), 'utf8'));

export interface SiteFile {
  product: RunningServer;
  browser: Browser;
  /** The seeded administrator's token, for reading what a form stored. */
  adminToken: string;
  /** The contexts the file opened: closed after it at the latest. */
  open: SiteContext[];
}

/** One product, one browser and an administrator's sign-in for a test file of the site, stopped after it. */
export function siteFile(): SiteFile {
  const file = { open: [] } as unknown as SiteFile;
  beforeAll(async () => {
    [file.product, file.browser] = await Promise.all([startProduct(), launchBrowser()]);
    const login = await fetch(`${file.product.url}/api/v1/admin/Identity/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: 'admin@qahve.local', password: 'Qahve-admin-2024' }),
    });
    expect(login.status).toBe(200);
    file.adminToken = ((await login.json()) as { accessToken: string }).accessToken;
  });
  afterAll(async () => {
    await Promise.all(file.open.map((site) => site.close().catch(() => {})));
    await file.browser?.close();
    await file.product?.stop();
  });
  return file;
}
