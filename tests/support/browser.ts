import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium, openOfflineSite } from '../../scripts/lib/product.mjs';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

/** Debian's Chromium (apt-get install chromium), started so that it never calls home. */
export function launchBrowser(): Promise<Browser> {
  return launchChromium();
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

/** openOfflineSite (scripts/lib/product.mjs), collecting what it refused and the page's uncaught errors. */
export async function openSite(
  browser: Browser,
  origin: string,
  options: BrowserContextOptions & { languageId?: 1 | 2 | 3 } = {},
): Promise<SiteContext> {
  const blocked: string[] = [];
  const pageErrors: Error[] = [];
  const { context, page, close } = await openOfflineSite(browser, origin, { ...options, onBlocked: (url: string) => blocked.push(url) });
  page.on('pageerror', (error: Error) => pageErrors.push(error));
  return { context, page, blocked, pageErrors, close };
}
