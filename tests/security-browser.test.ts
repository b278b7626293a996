// The Content-Security-Policy in a real browser (Debian's Chromium) against the built product: the
// site, the console and the Strapi panel each load and work without one violation of their policy,
// so neither SPA needs an inline script and the panel at /cms works under its own policy.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openSite, type SiteContext } from './support/browser';
import { startProduct, type RunningServer } from './support/server';

let product: RunningServer;
let browser: Browser;
const open: SiteContext[] = [];

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all(open.map((site) => site.close().catch(() => {})));
  await browser?.close();
  await product?.stop();
});

/**
 * A page whose policy violations are collected, as the browser reports them (one
 * `securitypolicyviolation` event each).
 *
 * Left out: zod 4 (in the console, through @qahve/config, and in the panel) probes once whether
 * `new Function` is allowed, catches the refusal and validates without compiling; the browser
 * reports that probe as `script-src eval`. Nothing is refused that the pages need.
 */
async function watchedPage() {
  const site = await openSite(browser, product.url);
  open.push(site);
  const violations: string[] = [];
  await site.page.exposeFunction('reportViolation', (text: string) => {
    if (!text.startsWith('script-src eval ')) violations.push(text);
  });
  await site.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${where}`,
      );
    });
  });
  return { page: site.page, violations };
}

const settle = (page: Page) => page.waitForLoadState('networkidle');
/** What the Strapi panel may take to show a screen on a slow, busy machine. */
const PANEL_TIMEOUT_MS = 60_000;

/**
 * A watched page signed in to the Strapi panel at /cms as its super-admin. The panel is a large
 * single-page app: on a slow machine its sign-in form and, after signing in, its home take many
 * seconds to appear; each step waits for what it needs to see, generously.
 */
async function panelSignedIn() {
  const watched = await watchedPage();
  const { page } = watched;
  await page.goto(`${product.url}/cms`);
  await page.locator('input[name="email"]').fill('cms@qahve.local', { timeout: PANEL_TIMEOUT_MS });
  await page.locator('input[name="password"]').fill('Qahve-cms-2024');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('navigation').first().waitFor({ timeout: PANEL_TIMEOUT_MS });
  return watched;
}

describe('the Content-Security-Policy in the browser', () => {
  it('lets the site run, page after page, with nothing refused', async () => {
    const { page, violations } = await watchedPage();
    for (const path of ['/', '/menu', '/location', '/career']) {
      await page.goto(product.url + path);
      await settle(page);
      expect(await page.locator('main').count(), path).toBeGreaterThan(0);
    }
    // Map tiles come from outside; the test aborts them, the policy does not refuse them.
    expect(violations).toEqual([]);
  });

  it('lets the console sign in and show its lists, with nothing refused', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(`${product.url}/admin/login`);
    await page.locator('input[type="email"], input[name="email"]').first().fill('admin@qahve.local');
    await page.locator('input[type="password"]').first().fill('Qahve-admin-2024');
    await page.locator('button[type="submit"]').first().click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`${product.url}/admin/products`);
    // The list shows skeleton rows until its data is in: wait for the table itself.
    await page.locator('main table, main [role="grid"], main [role="table"]').first().waitFor({ timeout: 20_000 });
    await settle(page);
    expect(await page.locator('main table, main [role="grid"], main [role="table"]').count()).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  it('lets the Strapi panel at /cms sign in and open the content manager, with nothing refused', async () => {
    const { page, violations } = await panelSignedIn();
    expect(new URL(page.url()).pathname).not.toContain('/auth/');
    await page.goto(`${product.url}/cms/content-manager`);
    await page.getByRole('navigation').first().waitFor({ timeout: PANEL_TIMEOUT_MS });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: PANEL_TIMEOUT_MS });
    await settle(page);
    expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  }, 120_000);
});

let panelToken: Promise<string> | undefined;
/** A super-admin's panel token, signed in once (the panel's sign-in is throttled per address). */
function signInToPanel(): Promise<string> {
  panelToken ??= (async () => {
    const login = await fetch(`${product.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cms@qahve.local', password: 'Qahve-cms-2024' }),
    });
    expect(login.status).toBe(200);
    return ((await login.json()) as { data: { token: string } }).data.token;
  })();
  return panelToken;
}

/** The panel's content-manager API with a super-admin's token: what the browser test reads back. */
async function panelApi(path: string) {
  const res = await fetch(`${product.url}${path}`, { headers: { authorization: `Bearer ${await signInToPanel()}` } });
  expect(res.status, path).toBe(200);
  return res.json() as Promise<{ results: Array<{ documentId: string; name: string; locale: string }> }>;
}

const CATEGORIES = '/content-manager/collection-types/api::category.category';
const categoryIn = async (documentId: string, locale: string) =>
  (await panelApi(`${CATEGORIES}?locale=${locale}&pageSize=100`)).results.find((row) => row.documentId === documentId)!;

describe('the Strapi panel writes in the language chosen', () => {
  it('saves a Russian edit of a category in its ru row and leaves the az and en rows as they were', async () => {
    const [first] = (await panelApi(`${CATEGORIES}?locale=ru&pageSize=1`)).results;
    const [azBefore, enBefore] = await Promise.all([categoryIn(first.documentId, 'az'), categoryIn(first.documentId, 'en')]);
    const renamed = `${first.name} (панель)`;

    const { page, violations } = await panelSignedIn();
    await page.goto(`${product.url}/cms${CATEGORIES}/${first.documentId}?plugins[i18n][locale]=ru`);
    const name = page.locator('input[name="name"]');
    await expect.poll(() => name.inputValue({ timeout: PANEL_TIMEOUT_MS }), { timeout: PANEL_TIMEOUT_MS }).toBe(first.name);
    await name.fill(renamed);
    const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes(first.documentId), {
      timeout: PANEL_TIMEOUT_MS,
    });
    await page.getByRole('button', { name: /^save$/i }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { data: { locale: string } }).data.locale).toBe('ru');
    // The form shows what was saved, not the old name.
    await expect.poll(() => name.inputValue(), { timeout: PANEL_TIMEOUT_MS }).toBe(renamed);

    expect((await categoryIn(first.documentId, 'ru')).name).toBe(renamed);
    expect((await categoryIn(first.documentId, 'az')).name).toBe(azBefore.name);
    expect((await categoryIn(first.documentId, 'en')).name).toBe(enBefore.name);
    expect(violations).toEqual([]);
  }, 180_000);
});
