import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { countFetches, DESKTOP, launchBrowser, openSite, type SiteContext } from './browser';
import { startProduct, type RunningServer } from './server';

export type ConsoleLocale = 'az' | 'en' | 'ru';
/** A context's language (localStorage `languageId`), window and, for dates, time zone. */
export interface ContextOptions {
  locale?: ConsoleLocale;
  viewport?: { width: number; height: number };
  timezoneId?: string;
}
const LANGUAGE_IDS: Record<ConsoleLocale, 1 | 2 | 3> = { en: 1, az: 2, ru: 3 };
const SCREENSHOTS = path.resolve(__dirname, '../../.cache/screenshots');

export const ADMIN = { email: 'admin@qahve.local', password: 'Qahve-admin-2024' };

/** Fills the console's sign-in form (by its fields' names: in whichever language it shows) and sends it. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/**
 * What every console end-to-end suite (tests/console/*.ts) gets from its file (`consoleFile`): one
 * running product (built, seeded) and one browser for the whole file.
 */
export interface ConsoleContext {
  /** The product's origin, e.g. http://127.0.0.1:40123. */
  url: () => string;
  /** A fresh administrator access token for API calls (set-up and checks). */
  adminToken: () => Promise<string>;
  /** `/api/v1/...` with the administrator's token (or `token: null`), JSON in and out. */
  api: <T = any>(route: string, init?: RequestInit & { token?: string | null }) => Promise<{ status: number; body: T; headers: Headers }>;
  /** A new browser context (closed after the file), signed in to the console (tokens in localStorage), on `path` under /admin. */
  signedIn: (path?: string, options?: ContextOptions) => Promise<SiteContext>;
  /** A new browser context that is not signed in, on `path` of the product (`/admin/login`, `/menu`, ...). */
  anonymous: (path: string, options?: ContextOptions) => Promise<SiteContext>;
}

export function createConsoleContext(
  browser: () => Browser,
  url: () => string,
): ConsoleContext & {
  closeAll: () => Promise<void>;
  openCount: () => number;
  describeOpenPages: (label: string, since: number) => Promise<void>;
} {
  const opened: SiteContext[] = [];

  async function api<T>(route: string, init: RequestInit & { token?: string | null } = {}) {
    const { token, ...rest } = init;
    const bearer = token === undefined ? await adminToken() : token;
    const json = typeof rest.body === 'string';
    const res = await fetch(`${url()}${route}`, {
      ...rest,
      headers: {
        Accept: 'application/json',
        ...(json ? { 'Content-Type': 'application/json' } : {}),
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        ...rest.headers,
      },
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // a CSV or a file: the text as is
    }
    return { status: res.status, body: body as T, headers: res.headers };
  }

  async function login() {
    const res = await fetch(`${url()}/api/v1/admin/Identity/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
    return (await res.json()) as { accessToken: string; refreshToken: string };
  }

  async function adminToken() {
    return (await login()).accessToken;
  }

  // Every console page counts its requests: a test can wait for the answers to be in (fetchesSettled).
  async function open(options: ContextOptions) {
    const site = await openSite(browser(), url(), {
      viewport: options.viewport ?? DESKTOP,
      timezoneId: options.timezoneId,
      languageId: LANGUAGE_IDS[options.locale ?? 'az'],
    });
    await site.context.addInitScript(countFetches);
    return site;
  }

  async function anonymous(path: string, options: ContextOptions = {}) {
    const site = await open(options);
    opened.push(site);
    await site.page.goto(`${url()}${path}`);
    return site;
  }

  async function signedIn(path = '', options: ContextOptions = {}) {
    const tokens = await login();
    const site = await open(options);
    opened.push(site);
    await site.context.addInitScript((stored) => {
      // Only before the first visit: a logout in the test must stay a logout after navigations.
      if (localStorage.getItem('qahve-e2e-signed-in') !== null) return;
      localStorage.setItem('qahve-e2e-signed-in', '1');
      localStorage.setItem('accessToken', JSON.stringify(stored.accessToken));
      localStorage.setItem('refreshToken', stored.refreshToken);
    }, tokens);
    await site.page.goto(`${url()}/admin${path.startsWith('/') || path === '' ? path : `/${path}`}`);
    return site;
  }

  return {
    url,
    adminToken,
    api,
    signedIn,
    anonymous,
    closeAll: async () => {
      await Promise.all(opened.map((site) => site.close().catch(() => {})));
      opened.length = 0;
    },
    openCount: () => opened.length,
    describeOpenPages: async (label: string, since: number) => {
      for (const [index, { page, pageErrors }] of opened.entries()) {
        if (index < since || page.isClosed()) continue;
        const file = path.join(SCREENSHOTS, `failed-${label.replace(/[^\w-]+/g, '-').slice(0, 60)}-${index}.png`);
        await fs.mkdir(SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: file }).catch(() => {});
        const text = await page
          .locator('body')
          .innerText({ timeout: 2000 })
          .catch((error: Error) => `(no text: ${error.message})`);
        console.log(
          `Open page ${index} at the failure: ${page.url()}\n  errors: ${pageErrors.map(String).join('; ') || 'none'}\n  text: ${text.replace(/\s+/g, ' ').slice(0, 600)}\n  screenshot: ${file}`,
        );
      }
    },
  };
}

/**
 * The context of a console end-to-end file: one product (built, seeded) and one browser for the whole
 * file, started before its first test and stopped after its last.
 */
export function consoleFile(): ConsoleContext {
  let product: RunningServer | undefined;
  let browser: Browser | undefined;
  const ctx = createConsoleContext(
    () => browser!,
    () => product!.url,
  );
  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  });
  // A failed test says what each page it opened showed (address, uncaught errors, text, a screenshot):
  // a failure on a slower machine can be read from the log alone.
  let openedBefore = 0;
  beforeEach(() => {
    openedBefore = ctx.openCount();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await ctx.describeOpenPages(task.name, openedBefore);
  });
  afterAll(async () => {
    await ctx.closeAll();
    await browser?.close();
    await product?.stop();
  });
  return ctx;
}
