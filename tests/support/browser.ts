import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
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

/** True when nothing lies over the locator's centre: a click there reaches it. */
export function reachable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

type Box = { x: number; y: number; width: number; height: number };

/** Two boxes (playwright's boundingBox) share some area. */
export const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
