import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium), started so that it never calls home. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
}

export interface SiteContext {
  context: BrowserContext;
  page: Page;
  /** The requests refused because they left the product's origin (map tiles and the like). */
  blocked: string[];
  /** Uncaught exceptions in the page. */
  pageErrors: Error[];
  close: () => Promise<void>;
}

/**
 * A fresh context (own storage) whose requests may only reach `origin`: every other request is
 * aborted, so that the tests never touch the network. `languageId` presets localStorage
 * `languageId` before the first script of every page runs.
 */
export async function openSite(
  browser: Browser,
  origin: string,
  { languageId, ...options }: BrowserContextOptions & { languageId?: 1 | 2 | 3 } = {},
): Promise<SiteContext> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  const blocked: string[] = [];
  const pageErrors: Error[] = [];
  const allowed = new URL(origin).origin;
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === allowed) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  if (languageId !== undefined) {
    await context.addInitScript((id) => {
      // Only before the first visit: a language chosen in the page later must survive a reload.
      try {
        if (localStorage.getItem('languageId') === null) localStorage.setItem('languageId', String(id));
      } catch {
        // about:blank and the like have no storage
      }
    }, languageId);
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, blocked, pageErrors, close: () => context.close() };
}
