// `node scripts/axe.mjs [URL] [--viewport=desktop|phone|both]`: axe-core (every rule it runs by
// default: WCAG 2.x A and AA, and best practices) on every public route of the site in each of the
// three languages, in Debian's Chromium with every request off the site's origin blocked (map
// tiles). Without a URL it starts the built product itself on a throwaway SQLite database with the
// demo content. Prints the violations of each page and a summary line; exits 1 on any violation.
// tests/site-e2e.test.ts runs the same audit in `npm test`.
import { pathToFileURL } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { launchChromium, openOfflineSite, productFromArgs } from './lib/product.mjs';

/** @type {Array<{ id: 1 | 2 | 3, code: string }>} */
export const LANGUAGES = [
  { id: 1, code: 'en' },
  { id: 2, code: 'az' },
  { id: 3, code: 'ru' },
];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
};

/** A path that no route matches: the 404 page. */
export const NOT_FOUND_PATH = '/no-such-page/really';

/** Every public route of the site, with the first branch's interior and a 404. */
export async function publicRoutes(origin) {
  const res = await fetch(`${origin}/api/v1/client/Branches`, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET /api/v1/client/Branches answered ${res.status}`);
  const branch = (await res.json()).items.find((b) => !b.isDeleted);
  return [
    '/',
    '/menu',
    '/about',
    '/About',
    '/interior',
    ...(branch ? [`/interior/${branch.id}`] : []),
    '/location',
    '/career',
    '/survey',
    '/product',
    '/thanks',
    NOT_FOUND_PATH,
  ];
}

/**
 * Waits until a page shows what it will show: its h1 is there, the app has taken the server's page
 * over (React's fibre on the h1: the app starts after the first paint, later on a busy machine), no
 * preloader, lazy-page fallback or busy region is left, the fonts are in, a map's popup is open and
 * nothing is fading in. Each is a state of the page; the network's quiet is not (a slow server may
 * keep pictures coming for longer than any bound).
 */
export async function settle(page) {
  const h1 = page.getByRole('heading', { level: 1 }).first();
  await h1.waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForFunction(
    () => {
      const heading = document.querySelector('h1');
      const hydrated = !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
      return hydrated && !document.querySelector('.preloader, .page-fallback, [aria-busy="true"]');
    },
    null,
    { timeout: 30_000 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A map's popup opens with the page, some frames after the app starts (web/src/pages/location):
  // the page is audited with it, not with it sometimes there and sometimes not.
  if ((await page.locator('.location-map').count()) > 0) await page.locator('.leaflet-popup').waitFor({ timeout: 30_000 });
  await stillOnScreen(page);
}

/**
 * Waits until no animation but an endless one (a spinner) runs: a popup, dialog or menu still fading
 * in reads as low contrast, and the audit is of what stays on screen.
 */
export async function stillOnScreen(page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    null,
    { timeout: 30_000 },
  );
}

/**
 * Audits every route in every language and viewport, and answers one result per page:
 * `{ language, viewport, route, lang, violations }`. Each language and viewport gets its own
 * browser context (from `open`); the languages run side by side.
 * @param {{ browser: any, origin: string, routes?: string[], languages?: typeof LANGUAGES, viewports?: string[],
 *   open?: (languageId: 1 | 2 | 3, viewport: any) => Promise<any>, onPage?: (result: any) => void }} options
 */
export async function auditSite({
  browser,
  origin,
  routes,
  languages = LANGUAGES,
  viewports = ['desktop'],
  open = (languageId, viewport) => openOfflineSite(browser, origin, { languageId, viewport }),
  onPage = () => {},
}) {
  const paths = routes ?? (await publicRoutes(origin));
  const results = [];
  for (const viewport of viewports) {
    await Promise.all(
      languages.map(async (language) => {
        const site = await open(language.id, VIEWPORTS[viewport]);
        try {
          for (const route of paths) {
            await site.page.goto(`${origin}${route}`);
            await settle(site.page);
            const lang = await site.page.evaluate(() => document.documentElement.lang);
            const violations = await axeViolations(site.page);
            const result = { language: language.code, viewport, route, lang, violations };
            results.push(result);
            onPage(result);
          }
        } finally {
          await site.close();
        }
      }),
    );
  }
  const order = (r) => [viewports.indexOf(r.viewport), languages.findIndex((l) => l.code === r.language), paths.indexOf(r.route)];
  return results.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
}

/**
 * axe-core's violations on the page as it is now. Only violations are asked for: axe then keeps one
 * node of each passed or incomplete rule instead of every one, a good part of its time on a long page.
 * One `axe.run` in the page itself (the builder's "legacy mode"): its default runs each frame apart and
 * joins the results in a blank page it opens for each audit (a new renderer, axe-core parsed again),
 * which only a page with frames of other origins needs; the product's pages have no frames, and a frame
 * of the product's origin is still audited (axe is put in every frame and asks it).
 */
export async function axeViolations(page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations;
}

/** The problems of one audited page, one line each (empty when there are none). */
export function problemsOf(result) {
  const lines = [];
  if (result.lang !== result.language) lines.push(`<html lang="${result.lang}">, expected "${result.language}"`);
  for (const v of result.violations) {
    const targets = v.nodes
      .slice(0, 4)
      .map((n) => n.target.join(' '))
      .join(' | ');
    const more = v.nodes.length > 4 ? ` (+${v.nodes.length - 4} more)` : '';
    lines.push(`${v.id} [${v.impact}] ${v.help}: ${v.nodes.length} node(s): ${targets}${more}`);
  }
  return lines;
}

export function pageName(result) {
  return `${result.language} ${result.viewport.padEnd(7)} ${result.route}`;
}

async function main() {
  const args = process.argv.slice(2);
  const choice = args.find((a) => a.startsWith('--viewport='))?.split('=')[1] ?? 'both';
  const viewports = choice === 'both' ? ['desktop', 'phone'] : [choice];
  if (!viewports.every((v) => v in VIEWPORTS)) throw new Error(`--viewport: desktop, phone or both, not ${choice}`);

  const product = await productFromArgs(args);
  const browser = await launchChromium();
  let failed = 0;
  let violations = 0;
  try {
    const results = await auditSite({
      browser,
      origin: product.url,
      viewports,
      onPage: (result) => {
        const problems = problemsOf(result);
        console.log(`${problems.length ? '✗' : '✓'} ${pageName(result)}`);
        for (const line of problems) console.log(`    ${line}`);
        if (problems.length) failed += 1;
        violations += result.violations.length;
      },
    });
    const { version } = (await import('axe-core')).default;
    console.log(
      `\naxe-core ${version}: ${results.length} page(s) (${new Set(results.map((r) => r.route)).size} routes × ${LANGUAGES.length} languages × ${viewports.length} viewport(s)), ` +
        `${violations} violation(s), ${failed} page(s) with problems`,
    );
  } finally {
    await browser.close();
    await product.stop();
  }
  process.exit(failed > 0 ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(2);
  });
}
