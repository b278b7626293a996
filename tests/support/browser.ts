import fs from 'node:fs/promises';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page, Request } from 'playwright-core';
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

/** The page's own requests through `fetch`, counted by `countFetches`. */
interface FetchCount {
  started: number;
  /** Started and not over: the answer's body not yet read to its end, or no answer yet. */
  running: number;
}

/**
 * An init script (`context.addInitScript(countFetches)`) counting the page's `fetch` calls, each until
 * its answer's body has been read to the end (a copy of it is read: what the page reads is untouched).
 * `fetchesSettled` waits on it.
 */
export function countFetches() {
  const scope = window as unknown as { e2eFetches?: FetchCount };
  if (scope.e2eFetches) return;
  const count: FetchCount = { started: 0, running: 0 };
  scope.e2eFetches = count;
  const original = window.fetch;
  const over = () => {
    count.running -= 1;
  };
  window.fetch = function (...args: Parameters<typeof fetch>) {
    count.started += 1;
    count.running += 1;
    return original.apply(this, args).then(
      (response) => {
        response.clone().arrayBuffer().then(over, over);
        return response;
      },
      (error: unknown) => {
        over();
        throw error;
      },
    );
  };
}

/**
 * Resolves once no `fetch` of the page (counted by `countFetches`) is running, the fonts are in, and
 * two frames later that still holds with no new one started: what the answers made the page draw is
 * drawn, and whatever it made the page ask next (names of referenced records) is in too. A state of
 * the page, not a time of network silence (`networkidle` waits 500 ms after each last request).
 */
export async function fetchesSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const count = (window as unknown as { e2eFetches?: FetchCount }).e2eFetches;
    if (!count) throw new Error('fetchesSettled: the page has no countFetches init script');
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const quiet = () => count.running === 0 && document.fonts.status === 'loaded';
    for (;;) {
      const started = count.started;
      if (quiet()) {
        await frame();
        await frame();
        if (quiet() && count.started === started) return;
      } else await frame();
    }
  });
}

/**
 * Follows the page's requests from now on (each until its answer is in, or it failed) and answers a
 * function that resolves once none is running and, two frames of the page later, none has started:
 * what the answers made the page do (and log) is done. A state, where `networkidle` waits for 500 ms
 * of silence after each last request.
 */
export function trackRequests(page: Page): () => Promise<void> {
  const running = new Set<Request>();
  let started = 0;
  let onIdle: Array<() => void> = [];
  page.on('request', (request) => {
    started += 1;
    running.add(request);
  });
  const over = (request: Request) => {
    running.delete(request);
    if (running.size > 0) return;
    onIdle.forEach((resolve) => resolve());
    onIdle = [];
  };
  page.on('requestfinished', over);
  page.on('requestfailed', over);
  return async () => {
    for (;;) {
      if (running.size > 0) await new Promise<void>((resolve) => onIdle.push(resolve));
      const before = started;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      if (running.size === 0 && started === before) return;
    }
  };
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
