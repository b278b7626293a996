import fs from 'node:fs/promises';
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

/**
 * Resolves once the CSS animations and transitions running in the locator's element (or anywhere in
 * the page) have finished: a slide-in or a drop is over, whatever the machine's speed. Endless ones
 * (spinners) are left out; two frames are let pass first so that a transition just triggered is counted.
 */
export async function animationsDone(target: Page | Locator): Promise<void> {
  const settle = async (element?: Element) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = element ? element.getAnimations({ subtree: true }) : document.getAnimations();
    const finite = running.filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  };
  if ('goto' in target) await target.evaluate(settle, undefined);
  else await target.evaluate(settle);
}

/**
 * A screenshot taken once the page has stopped changing: shots are taken until two in a row are the
 * same (for what draws outside the page's own DOM, such as Chromium's PDF viewer).
 */
export async function stableScreenshot(page: Page, file: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let previous = await page.screenshot();
  for (;;) {
    const shot = await page.screenshot();
    if (shot.equals(previous) || Date.now() > deadline) {
      await fs.writeFile(file, shot);
      return;
    }
    previous = shot;
  }
}
