// The public site in a real browser (Debian's Chromium through playwright-core) against the built
// product with its seeded demo content: every route, the three languages, the three forms and what
// they store, the mobile menu, and axe-core on every route in every language. One product start
// for the whole file; every test gets its own browser context, which may reach the product's origin
// only (map tiles and any other request off it are aborted).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { publicMessage } from '@qahve/config';
import { NOT_FOUND_PATH, auditSite, pageName, problemsOf, publicRoutes } from '../scripts/axe.mjs';
import { DESKTOP, PHONE, openSite, trackRequests } from './support/browser';
import { minimalPdf } from './support/documents';
import { siteFile, siteMessages, type SiteCode } from './support/site-file';
import { phonePolishSuite } from './site/phone-polish';

type LanguageId = 1 | 2 | 3;
type Code = SiteCode;
type Messages = Record<string, any>;
const LANGUAGES: ReadonlyArray<{ id: LanguageId; code: Code; name: string }> = [
  { id: 1, code: 'en', name: 'English' },
  { id: 2, code: 'az', name: 'Azərbaycanca' },
  { id: 3, code: 'ru', name: 'Русский' },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A menu card's accessible name starts with the product's name, then its sizes and prices. */
const startsWithName = (name: string) => new RegExp(`^${escape(name)}(\\s|$)`);

const file = siteFile();

/** A fresh context (closed after the file at the latest) and its page. */
async function site(options: { languageId?: LanguageId; viewport?: { width: number; height: number } } = {}) {
  const opened = await openSite(file.browser, file.product.url, { languageId: options.languageId, viewport: options.viewport ?? DESKTOP });
  file.open.push(opened);
  return opened;
}

/** Whether React has taken over the page's own content (the page's code has run on the server's HTML). */
const hydrated = (page: Page) =>
  page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    return !!h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
  });

/**
 * Opens a page as a visitor who reads before acting: once the app runs on it (it starts after the
 * page's first paint, web/src/boot.ts; what an earlier act does is the hydration tests' subject).
 */
async function visit(page: Page, route: string) {
  await page.goto(`${file.product.url}${route}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
  await expect.poll(() => hydrated(page), { timeout: 15_000, message: `${route} hydrated` }).toBe(true);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function api<T = Messages>(
  route: string,
  init: RequestInit & { token?: string | null } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const { token = file.adminToken, ...rest } = init;
  const res = await fetch(`${file.product.url}${route}`, {
    ...rest,
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...rest.headers },
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

interface ApiProduct {
  id: number;
  productDictionaries: Array<{ languageId: number; name: string }>;
}
const nameIn = (p: ApiProduct, languageId: number) => p.productDictionaries.find((d) => d.languageId === languageId)?.name ?? '';

/** Picks a menu product whose name is no other's prefix in any language, so that its card is found by name alone. */
async function menuProducts(): Promise<{ pick: (distinctNames?: boolean) => ApiProduct }> {
  const { body } = await api<{ items: ApiProduct[] }>('/api/v1/client/Products?languageId=2&isPaginated=false&isMenuItem=true', {
    token: null,
  });
  const all = body.items;
  const unambiguous = (p: ApiProduct) =>
    LANGUAGES.every(({ id }) => {
      const name = nameIn(p, id);
      return name !== '' && all.every((o) => o === p || !startsWithName(name).test(nameIn(o, id)));
    });
  return {
    pick: (distinctNames = false) => {
      const found = all.find((p) => unambiguous(p) && (!distinctNames || new Set(LANGUAGES.map(({ id }) => nameIn(p, id))).size === 3));
      if (!found) throw new Error('no suitable product in the seeded menu');
      return found;
    },
  };
}

// ---------------------------------------------------------------------------------------------

describe('every public route renders its page', () => {
  const az = (namespace: string) => siteMessages('az', namespace);
  // The default language (no choice stored) is Azerbaijani.
  const pages: Array<[route: string, namespace: string]> = [
    ['/', 'home'],
    ['/menu', 'menu'],
    ['/about', 'about'],
    ['/About', 'about'],
    ['/interior', 'interior'],
    ['/location', 'location'],
    ['/career', 'career'],
    ['/survey', 'survey'],
    ['/product', 'product'],
    ['/thanks', 'thanks'],
  ];

  it.each(pages)('%s shows its h1 and title, in Azerbaijani by default, without script errors', async (route, namespace) => {
    const { page, pageErrors } = await site();
    await visit(page, route);
    expect(await h1(page).textContent()).toBe(az(namespace).title);
    await expect.poll(() => page.title()).toContain(az(namespace).meta.title);
    expect(await htmlLang(page)).toBe('az');
    expect(pageErrors.map(String)).toEqual([]);
  });

  it('/interior/<first branch> selects that branch’s tab, and another branch’s address selects that one', async () => {
    const { body } = await api<{
      items: Array<{ id: number; isDeleted: boolean; branchDictionaries: Array<{ languageId: number; name: string }> }>;
    }>('/api/v1/client/Branches', { token: null });
    const branches = body.items.filter((b) => !b.isDeleted);
    expect(branches.length).toBeGreaterThanOrEqual(2);
    const name = (b: (typeof branches)[number]) => b.branchDictionaries.find((d) => d.languageId === 2)!.name;
    const { page, pageErrors } = await site();
    for (const branch of [branches[0], branches[1]]) {
      await visit(page, `/interior/${branch.id}`);
      expect(await h1(page).textContent()).toBe(az('interior').title);
      const selected = page.getByRole('tab', { selected: true });
      await selected.waitFor();
      expect(await selected.textContent()).toBe(name(branch));
      expect(
        await page
          .getByRole('tabpanel', { name: name(branch) })
          .getByRole('img')
          .count(),
      ).toBeGreaterThan(0);
    }
    expect(pageErrors.map(String)).toEqual([]);
  });

  it('/location works with the map tiles blocked', async () => {
    const { page, pageErrors, blocked } = await site();
    await visit(page, '/location');
    await page.waitForLoadState('networkidle');
    expect(await h1(page).textContent()).toBe(az('location').title);
    // The map is made after the first frame, so its tile requests may come after the network went idle.
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    expect(blocked.every((url) => new URL(url).hostname.includes('tile'))).toBe(true);
    expect(pageErrors.map(String)).toEqual([]);
  });

  it.each([
    ['375 px', PHONE],
    ['1280 px', DESKTOP],
  ])(
    '/product at %s preloads its first card’s picture from the head of the page, fetches it once, and the card shows that file',
    async (_, viewport) => {
      const { page } = await site({ viewport });
      const pictures: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/uploads/')) pictures.push(request.url());
      });
      await visit(page, '/product');
      const first = page.locator('.product-tile__image').first();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const shown = await first.evaluate((img: HTMLImageElement) => ({
        src: img.src,
        srcset: img.srcset,
        sizes: img.sizes,
        current: img.currentSrc,
      }));
      // The pictures of the catalogue the head preloads (React names the page's pictures; the logo is not one of them).
      const preloads = await page.evaluate(() =>
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
          .filter((link) => (link.imageSrcset || link.href).includes('/uploads/'))
          .map((link) => ({ srcset: link.imageSrcset, sizes: link.imageSizes, priority: link.fetchPriority })),
      );
      expect(preloads).toEqual([{ srcset: shown.srcset, sizes: shown.sizes, priority: 'high' }]);
      // The preload's candidate is the card's: the first picture fetched, and fetched once.
      expect(pictures[0]).toBe(shown.current);
      expect(pictures.filter((url) => url === shown.current)).toHaveLength(1);
    },
  );

  it('any other path shows the 404 page, whose button leads to /product', async () => {
    const { page, pageErrors } = await site();
    await visit(page, NOT_FOUND_PATH);
    const notFound = az('notFound');
    expect(await h1(page).textContent()).toBe(notFound.title);
    expect(await page.getByText(notFound.text, { exact: true }).isVisible()).toBe(true);
    expect(await page.title()).toContain(notFound.meta.title);
    const button = page.getByRole('link', { name: notFound.action, exact: true });
    expect(await button.getAttribute('href')).toBe('/product');
    await button.click();
    await page.waitForURL(`${file.product.url}/product`);
    await expect.poll(() => h1(page).textContent()).toBe(az('product').title);
    expect(pageErrors.map(String)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

/** The page namespace of each public route (its h1 and meta title). */
const NAMESPACES: Record<string, string> = {
  '/': 'home',
  '/menu': 'menu',
  '/about': 'about',
  '/interior': 'interior',
  '/location': 'location',
  '/career': 'career',
  '/survey': 'survey',
  '/product': 'product',
  '/thanks': 'thanks',
};
const namespaceOf = (route: string) => NAMESPACES[`/${route.split('/')[1]}`.toLowerCase()] ?? 'notFound';
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const withLang = (route: string, code: Code) => `${route}${route.includes('?') ? '&' : '?'}lang=${code}`;

/** Words of the seeded content each page must carry in `languageId`, read from the API. */
async function seededWords(languageId: LanguageId): Promise<Record<string, string[]>> {
  type Named = { isDeleted?: boolean; productDictionaries?: Array<{ languageId: number; name: string }> };
  const items = async <T>(path: string) => (await api<{ items: T[] }>(path, { token: null })).body.items;
  const name = (dictionaries: Array<{ languageId: number; name: string }>) => dictionaries.find((d) => d.languageId === languageId)!.name;
  const home = (await items<Named>(`/api/v1/client/HomeProducts?pageNumber=1&pageSize=3&isPaginated=true&languageId=${languageId}`)).filter(
    (p) => !p.isDeleted,
  );
  const menu = (await items<Named>(`/api/v1/client/Products?languageId=${languageId}&isPaginated=false&isMenuItem=true`)).filter(
    (p) => !p.isDeleted,
  );
  const shop = (
    await items<Named>(`/api/v1/client/Products?pageNumber=1&pageSize=100&isPaginated=true&isMenuItem=false&languageId=${languageId}`)
  ).filter((p) => !p.isDeleted);
  const branches = (
    await items<{ isDeleted: boolean; branchDictionaries: Array<{ languageId: number; name: string }> }>('/api/v1/client/Branches')
  ).filter((b) => !b.isDeleted);
  const sources = await items<{ contactSourceDictionaries: Array<{ languageId: number; name: string }> }>('/api/v1/client/ContactSources');
  return {
    home: home.map((p) => name(p.productDictionaries!)),
    menu: [...menu.slice(0, 3), menu[menu.length - 1]].map((p) => name(p.productDictionaries!)),
    product: [name(shop[0].productDictionaries!)],
    interior: branches.map((b) => name(b.branchDictionaries)),
    location: ['8:00 - 23:00', 'href="tel:+994', 'href="mailto:'],
    career: ['<form', 'type="file"'],
    survey: ['<form', name(sources[0].contactSourceDictionaries)],
  };
}

describe('the pages as a crawler or a link preview gets them (Accept: */*, no JavaScript)', () => {
  it('answers every route in each language with its status, <html lang>, title, canonical and content', async () => {
    const routes = await publicRoutes(file.product.url);
    for (const { id, code } of LANGUAGES) {
      const words = await seededWords(id);
      for (const route of routes) {
        const url = withLang(route, code);
        const res = await fetch(`${file.product.url}${url}`, { headers: { Accept: '*/*', 'User-Agent': 'TelegramBot (like TwitterBot)' } });
        const html = await res.text();
        const namespace = namespaceOf(route);
        const t = siteMessages(code, namespace);
        expect(res.status, url).toBe(namespace === 'notFound' ? 404 : 200);
        expect(res.headers.get('content-type'), url).toBe('text/html; charset=utf-8');
        expect(html, url).toContain(`<html lang="${code}">`);
        const title = decode(/<title>([^<]*)<\/title>/.exec(html)![1]);
        expect(title, url).toBe(t.meta.title.includes('Qahve Evi') ? t.meta.title : `${t.meta.title} | Qahve Evi`);
        // The first branch's own address names /interior, the page that shows it, as canonical.
        const path = route
          .replace(/^\/(About|Location)$/, (_, p: string) => `/${p.toLowerCase()}`)
          .replace(/^\/interior\/\d+$/, '/interior');
        const canonical = `${file.product.url}${code === 'az' ? path : `${path}?lang=${code}`}`;
        expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], url).toBe(canonical);
        const shown = decode(html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"')));
        expect(shown, url).toContain(t.title);
        for (const word of words[namespace] ?? []) expect(shown, `${url}: ${word}`).toContain(word);
      }
    }
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------

describe('without JavaScript', () => {
  /** A context whose pages run no script: what the server sent is all there is. */
  async function noScript(viewport: { width: number; height: number }, languageId?: LanguageId) {
    const opened = await openSite(file.browser, file.product.url, { viewport, javaScriptEnabled: false, languageId });
    file.open.push(opened);
    return opened;
  }

  it.each([
    ['1280 px', DESKTOP],
    ['375 px', PHONE],
  ])(
    'the site reads and navigates at %s: the nav, the menu with its prices, the branches, the location, the footer',
    async (_, viewport) => {
      const { page, pageErrors } = await noScript(viewport);
      const az = (namespace: string) => siteMessages('az', namespace);
      const words = await seededWords(2);
      const nav = page.getByRole('navigation', { name: az('common').nav.label });
      const follow = async (link: string, namespace: string) => {
        await nav.getByRole('link', { name: link, exact: true }).click();
        await expect.poll(() => h1(page).textContent()).toBe(az(namespace).title);
      };

      await page.goto(`${file.product.url}/`);
      expect(await h1(page).textContent()).toBe(az('home').title);
      for (const word of words.home) expect(await page.getByRole('heading', { name: word, exact: true }).isVisible(), word).toBe(true);

      await follow(az('common').nav.menu, 'menu');
      expect(page.url()).toBe(`${file.product.url}/menu`);
      for (const word of words.menu) expect(await page.getByText(word, { exact: true }).first().isVisible(), word).toBe(true);
      // Prices in manat, on the cards.
      expect(await page.locator('.menu-card').first().textContent()).toMatch(/\d.*₼/);

      await follow(az('common').nav.interior, 'interior');
      for (const word of words.interior) expect(await page.getByRole('tab', { name: word }).isVisible(), word).toBe(true);
      expect(await page.getByRole('tabpanel').getByRole('img').count()).toBeGreaterThan(0);

      await follow(az('common').nav.location, 'location');
      expect(await page.getByRole('link', { name: /^\+994/ }).getAttribute('href')).toMatch(/^tel:\+994/);

      await follow(az('common').nav.about, 'about');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: az('common').footer.career, exact: true })
        .click();
      await expect.poll(() => h1(page).textContent()).toBe(az('career').title);
      expect(await page.getByRole('form').isVisible()).toBe(true);
      expect(pageErrors).toEqual([]);
    },
  );

  it('reads in the language of the address or of the cookie', async () => {
    const { page } = await noScript(DESKTOP, 3);
    await page.goto(`${file.product.url}/menu`);
    expect(await htmlLang(page)).toBe('ru');
    expect(await h1(page).textContent()).toBe(siteMessages('ru', 'menu').title);
    await page.goto(`${file.product.url}/menu?lang=en`);
    expect(await htmlLang(page)).toBe('en');
    expect(await h1(page).textContent()).toBe(siteMessages('en', 'menu').title);
  });
});

// ---------------------------------------------------------------------------------------------

describe('hydration', () => {
  it('takes over every route in each language without an error or a warning in the console', async () => {
    const routes = await publicRoutes(file.product.url);
    for (const { id, code } of LANGUAGES) {
      const { page, pageErrors } = await site({ languageId: id });
      const requestsSettled = trackRequests(page);
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          logged.push(`${message.type()}: ${message.text()} (${message.location().url})`);
      });
      for (const route of routes) {
        logged.length = 0;
        const response = await page.goto(`${file.product.url}${route}`);
        const served = await response!.text();
        expect(served, route).toContain(`<html lang="${code}">`);
        await expect.poll(() => hydrated(page), { timeout: 15_000, message: `${code} ${route} hydrated` }).toBe(true);
        await requestsSettled();
        expect(await htmlLang(page)).toBe(code);
        // Not errors of the page: the not-found page's own 404, and the map tiles this test refuses to fetch.
        const errors = logged.filter(
          (line) =>
            !(route === NOT_FOUND_PATH && line.includes('status of 404') && line.includes(route)) &&
            !/net::ERR_[A-Z_]+ \(https:\/\/tile\./.test(line),
        );
        expect(errors, `${code} ${route}`).toEqual([]);
      }
      expect(pageErrors.map(String)).toEqual([]);
    }
  }, 150_000);

  it('takes over the server’s own page on every route: the HTML sent is kept, never rendered again through the spinner', async () => {
    const routes = await publicRoutes(file.product.url);
    const { page, context, pageErrors } = await site({ viewport: PHONE });
    const requestsSettled = trackRequests(page);
    // The page's heading and content as the server sent them, before any script of the page runs.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const kept = window as unknown as { served?: Element[]; spinners?: number };
        kept.served = [document.querySelector('main h1'), document.querySelector('main')?.firstElementChild].filter(
          (e): e is Element => e !== null,
        );
        kept.spinners = 0;
        new MutationObserver((changes) => {
          for (const change of changes)
            for (const node of change.addedNodes) if (node instanceof Element && node.matches('.page-fallback')) kept.spinners! += 1;
        }).observe(document.querySelector('main')!, { childList: true, subtree: true });
      });
    });
    for (const route of routes) {
      await page.goto(`${file.product.url}${route}`);
      await expect.poll(() => hydrated(page), { timeout: 15_000, message: `${route} hydrated` }).toBe(true);
      await requestsSettled();
      const served = await page.evaluate(() => {
        const kept = window as unknown as { served: Element[]; spinners: number };
        return {
          count: kept.served.length,
          connected: kept.served.every((e) => e.isConnected),
          taken: kept.served.every((e) => Object.keys(e).some((key) => key.startsWith('__reactFiber'))),
          spinners: kept.spinners,
        };
      });
      expect(served, route).toEqual({ count: 2, connected: true, taken: true, spinners: 0 });
    }
    expect(pageErrors.map(String)).toEqual([]);
  }, 90_000);

  it('answers a visitor who acts before the page’s pictures are in: the page then runs at once and the act counts', async () => {
    const { page, context, pageErrors } = await site({ viewport: PHONE });
    // The pictures are held back until the act has been answered: the page's load event, which the page
    // otherwise waits for, cannot come first, however slow the machine.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/uploads/**', async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    try {
      const common = siteMessages('az', 'common');
      await page.goto(`${file.product.url}/`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: common.header.openMenu, exact: true }).click();
      await page.getByRole('dialog', { name: common.header.mobileMenu }).waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
      expect(pageErrors).toEqual([]);
    } finally {
      release();
    }
  });

  it('shows a returning visitor whose localStorage alone says English the page in English once it runs, and sets the cookie', async () => {
    const context = await file.browser.newContext({ viewport: DESKTOP });
    await context.route('**/*', (route) => (new URL(route.request().url()).origin === file.product.url ? route.continue() : route.abort()));
    await context.addInitScript(() => {
      if (localStorage.getItem('languageId') === null) localStorage.setItem('languageId', '1');
    });
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    page.on('pageerror', (error) => logged.push(String(error)));
    try {
      const first = await page.goto(`${file.product.url}/menu`);
      // The server knew no language: Azerbaijani; the page then switches to the stored English.
      expect(await first!.text()).toContain('<html lang="az">');
      await expect.poll(() => h1(page).textContent(), { timeout: 10_000 }).toBe(siteMessages('en', 'menu').title);
      expect(await htmlLang(page)).toBe('en');
      expect((await context.cookies(file.product.url)).find((c) => c.name === 'languageId')?.value).toBe('1');
      const next = await page.reload();
      expect(await next!.text()).toContain('<html lang="en">');
      expect(logged).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('languages', () => {
  it('switching to each language with the header dropdown changes <html lang> and the page, and survives a reload', async () => {
    const { pick } = await menuProducts();
    const dish = pick(true);
    const { page, pageErrors } = await site();
    await visit(page, '/menu');

    /** The whole page is in `language`: <html lang>, the frame, the page's texts and its data from the API. */
    const expectLanguage = async ({ id, code }: (typeof LANGUAGES)[number], stored: string | null) => {
      const common = siteMessages(code, 'common');
      await expect.poll(() => htmlLang(page), { timeout: 10_000 }).toBe(code);
      await expect.poll(() => h1(page).textContent()).toBe(siteMessages(code, 'menu').title);
      await page.getByRole('navigation', { name: common.nav.label }).getByRole('link', { name: common.nav.menu, exact: true }).waitFor();
      await page.getByRole('button', { name: startsWithName(nameIn(dish, id)) }).waitFor();
      await expect.poll(() => page.title()).toContain(siteMessages(code, 'menu').meta.title);
      expect(await page.getByRole('contentinfo').textContent()).toContain(common.footer.rights.replace('{{year}}', '2024'));
      expect(await page.evaluate(() => localStorage.getItem('languageId'))).toBe(stored);
    };

    let current = LANGUAGES.find((l) => l.code === 'az')!;
    await expectLanguage(current, null);
    for (const target of [...LANGUAGES.filter((l) => l.code !== 'az'), current]) {
      const common = siteMessages(current.code, 'common');
      await page
        .getByRole('banner')
        .getByRole('button', { name: `${common.language.label}: ${current.name}`, exact: true })
        .click();
      const list = page.getByRole('list', { name: common.language.choose });
      // After a reload the tap may come before the app runs: the loader holds it and taps again once
      // it does, so the list opens a moment later.
      await list.getByRole('link').first().waitFor();
      // The list offers the other two languages.
      expect(await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('lang')))).toEqual(
        LANGUAGES.filter((l) => l.id !== current.id).map((l) => l.code),
      );
      await list.getByRole('link', { name: target.name, exact: true }).click();
      await expectLanguage(target, String(target.id));
      // The choice is the cookie's too: the server renders the next page in it, before any script.
      const served = await (await page.reload())!.text();
      expect(served).toContain(`<html lang="${target.code}">`);
      expect(served).toContain(`<h1 class="page__title">${siteMessages(target.code, 'menu').title}</h1>`);
      await expectLanguage(target, String(target.id));
      current = target;
    }
    expect(pageErrors.map(String)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('the forms store what visitors send', () => {
  it('a survey sent through /survey exists in the back office with the values sent', async () => {
    const before = await api<{ totalItems: number }>('/api/v1/admin/Surveys?isPaginated=true&pageNumber=1&pageSize=10');
    expect(before.status).toBe(200);
    const sources = await api<{ items: Array<{ id: number; contactSourceDictionaries: Array<{ languageId: number; name: string }> }> }>(
      '/api/v1/client/ContactSources',
      { token: null },
    );
    const source = sources.body.items[1] ?? sources.body.items[0];
    const sourceName = source.contactSourceDictionaries.find((d) => d.languageId === 1)!.name;

    const t = siteMessages('en', 'survey');
    const { page, pageErrors } = await site({ languageId: 1 });
    await visit(page, '/survey');
    const group = (name: string) => page.getByRole('group', { name, exact: true });
    const choose = (groupName: string, option: string) => group(groupName).getByRole('radio', { name: option, exact: true }).check();
    await choose(t.gender.legend, t.gender.male);
    await choose(t.age.legend, t.age.bands[1]);
    await choose(t.quality.legend, t.quality.levels[3]);
    await choose(t.contactSource.legend, sourceName);
    await choose(t.services.criteria[0], t.levels[3]);
    await choose(t.products.criteria[2], t.levels[1]);
    const comment = `E2E survey ${Date.now()}`;
    await page.getByRole('textbox', { name: new RegExp(`^${escape(t.comment.label)}`) }).fill(`  ${comment}  `);
    await page.getByRole('button', { name: t.submit, exact: true }).click();

    await page.getByText(publicMessage('en', 'surveySubmitted'), { exact: true }).waitFor();
    // Success resets every answer.
    expect(await group(t.gender.legend).getByRole('radio', { name: t.gender.male, exact: true }).isChecked()).toBe(false);

    const after = await api<{ totalItems: number; items: Messages[] }>('/api/v1/admin/Surveys?isPaginated=true&pageNumber=1&pageSize=10');
    expect(after.body.totalItems).toBe(before.body.totalItems + 1);
    const newest = after.body.items[0];
    expect(newest).toMatchObject({ gender: true, age: 1, qualityPoint: 3, contactSourceId: source.id, comment, isDeleted: false });
    const answers = newest.statisfactions[0].statisfactionDictionaries as Array<{ key: string; value: number; languageId: number }>;
    expect(answers).toHaveLength(t.services.criteria.length + t.products.criteria.length);
    expect(answers).toContainEqual({ key: t.services.criteria[0], value: 3, languageId: 1 });
    expect(answers).toContainEqual({ key: t.products.criteria[2], value: 1, languageId: 1 });
    // Unanswered criteria count as 0.
    expect(answers.filter((a) => a.value === 0)).toHaveLength(answers.length - 2);
    expect(pageErrors.map(String)).toEqual([]);
  });

  it('a review sent from the menu stays hidden on /menu until it is confirmed through the admin API', async () => {
    const { pick } = await menuProducts();
    const dish = pick();
    const name = nameIn(dish, 1);
    const t = siteMessages('en', 'menu');
    const feedback = `E2E review ${Date.now()}: perfectly balanced.`;
    const { page, pageErrors } = await site({ languageId: 1 });

    /** Opens the product's modal on a fresh /menu and answers its reviews once they are loaded. */
    const openProduct = async () => {
      await visit(page, '/menu');
      const reviewsLoaded = page.waitForResponse(
        (res) => res.url().includes(`/api/v1/client/Reviews`) && res.url().includes(`productId=${dish.id}`),
      );
      await page.getByRole('button', { name: startsWithName(name) }).click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      expect((await reviewsLoaded).status()).toBe(200);
      const reviews = dialog.getByRole('region', { name: t.reviews.title, exact: true });
      await expect.poll(() => reviews.textContent()).not.toContain(t.reviews.loading);
      return { dialog, reviews };
    };

    const { dialog, reviews } = await openProduct();
    expect(await reviews.textContent()).not.toContain(feedback);
    await dialog.getByRole('button', { name: t.modal.feedback, exact: true }).click();
    const form = dialog.getByRole('form', { name: t.form.title });
    await form.getByRole('textbox', { name: t.form.name, exact: true }).fill('  Aysel ');
    await form.getByRole('textbox', { name: new RegExp(`^${t.form.surname}`) }).fill('Quliyeva');
    await form.getByRole('textbox', { name: t.form.email, exact: true }).fill('aysel.e2e@example.az');
    await form.getByRole('textbox', { name: t.form.feedback, exact: true }).fill(feedback);
    await form.getByRole('button', { name: t.form.submit, exact: true }).click();
    await dialog.getByText(publicMessage('en', 'reviewSubmitted')).waitFor();
    // The form closes after sending.
    await form.waitFor({ state: 'detached' });

    const listed = await api<{
      items: Array<{ id: number; feedback: string; name: string; surname: string; email: string; isConfirmed: boolean; status: string }>;
    }>(`/api/v1/admin/Reviews/GetAll?productId=${dish.id}&isPaginated=false`);
    expect(listed.status).toBe(200);
    const stored = listed.body.items.find((r) => r.feedback === feedback)!;
    expect(stored).toMatchObject({
      name: 'Aysel',
      surname: 'Quliyeva',
      email: 'aysel.e2e@example.az',
      isConfirmed: false,
      status: 'pending',
    });

    const pending = await openProduct();
    expect(await pending.reviews.textContent()).not.toContain(feedback);

    const confirmed = await api(`/api/v1/admin/Reviews/Confirm/Confirm/${stored.id}`, { method: 'PATCH' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: stored.id, isConfirmed: true, status: 'confirmed' });

    const shown = await openProduct();
    // Newest first: the first slide.
    await shown.reviews.getByText(feedback, { exact: true }).waitFor();
    expect(await shown.reviews.getByText('Aysel Quliyeva', { exact: true }).first().isVisible()).toBe(true);
    expect(pageErrors.map(String)).toEqual([]);
  });

  it('a CV sent through /career ends on /thanks and is downloadable with an admin token only', async () => {
    const pdf = minimalPdf('Aysel Quliyeva, barista');
    const t = siteMessages('en', 'career');
    const { page, pageErrors } = await site({ languageId: 1 });
    await visit(page, '/career');
    const form = page.getByRole('form', { name: t.form.label });
    await form.getByRole('textbox', { name: t.form.name, exact: true }).fill('Aysel');
    await form.getByRole('textbox', { name: t.form.surname, exact: true }).fill('Quliyeva');
    const phone = form.getByRole('textbox', { name: t.form.number, exact: true });
    await phone.click();
    await phone.pressSequentially('994501234567');
    // Formatted as typed; the leading 994 is dropped.
    expect(await phone.inputValue()).toBe('+994 50 123 45 67');
    await form.getByRole('textbox', { name: t.form.email, exact: true }).fill('aysel.cv@example.az');
    // The file input is exposed as a button named by its label and the visible "Choose a file".
    await form
      .getByRole('button', { name: `${t.form.file} ${t.form.choose}`, exact: true })
      .setInputFiles({ name: 'Aysel CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByText(/^Selected file: Aysel CV\.pdf/).waitFor();
    const posted = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().includes('/api/v1/client/Candidates'));
    await form.getByRole('button', { name: t.form.submit, exact: true }).click();
    const answer = await posted;
    expect(answer.status(), await answer.text()).toBe(201);

    await page.waitForURL(/\/thanks\/1$/);
    await expect.poll(() => h1(page).textContent()).toBe(siteMessages('en', 'thanks').title);

    const list = await api<{ items: Array<{ id: number; name: string; surname: string }> }>('/api/v1/admin/Candidates');
    const newest = list.body.items[0];
    expect(newest).toMatchObject({ name: 'Aysel', surname: 'Quliyeva' });
    const detail = await api(`/api/v1/admin/Candidates/${newest.id}`);
    expect(detail.body).toMatchObject({
      number: '+994 50 123 45 67',
      email: 'aysel.cv@example.az',
      resumePath: `/api/v1/admin/Candidates/${newest.id}/Resume`,
    });

    const resume = `${file.product.url}/api/v1/admin/Candidates/${newest.id}/Resume`;
    const download = await fetch(resume, { headers: { Authorization: `Bearer ${file.adminToken}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"/\\]+\.pdf"$/);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    expect((await fetch(resume)).status).toBe(401);
    expect((await fetch(resume, { headers: { Authorization: 'Bearer not-a-token' } })).status).toBe(401);
    // And no public address serves it.
    expect((await fetch(`${file.product.url}/uploads/${encodeURIComponent('Aysel CV.pdf')}`)).status).toBe(404);
    expect(pageErrors.map(String)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('the mobile menu at 375 px', () => {
  it('opens with the burger, traps focus, closes on Escape and on navigation', async () => {
    const common = siteMessages('en', 'common');
    const { page, pageErrors } = await site({ languageId: 1, viewport: PHONE });
    await visit(page, '/about');
    expect(await page.getByRole('navigation', { name: common.nav.label }).isVisible()).toBe(false);
    const burger = page.getByRole('button', { name: common.header.openMenu, exact: true });
    const menu = page.getByRole('dialog', { name: common.header.mobileMenu });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    await burger.click();
    await menu.waitFor();
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    const focusInMenu = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    const focusedName = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');
    await expect.poll(focusInMenu).toBe(true);
    expect(await focusedName()).toBe(common.header.closeMenu);
    for (const link of [common.nav.menu, common.nav.about, common.nav.interior, common.nav.location]) {
      expect(await menu.getByRole('link', { name: link, exact: true }).isVisible()).toBe(true);
    }

    // Tab goes round inside the menu, both ways.
    const focusable = await menu.evaluate(
      (el) => el.querySelectorAll('a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])').length,
    );
    for (let i = 0; i < focusable + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInMenu(), `after Tab ${i + 1}`).toBe(true);
    }
    await menu.getByRole('button', { name: common.header.closeMenu }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusInMenu()).toBe(true);
    expect(await focusedName()).not.toBe(common.header.closeMenu);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      await burger.getAttribute('aria-controls'),
    );

    // A link in the menu navigates (in the language being read) and closes it.
    await burger.click();
    await menu.getByRole('link', { name: common.nav.menu, exact: true }).click();
    await page.waitForURL(`${file.product.url}/menu?lang=en`);
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => h1(page).textContent()).toBe(siteMessages('en', 'menu').title);
    expect(pageErrors.map(String)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('accessibility', () => {
  it('axe-core finds no violation on any route in any of the three languages', async () => {
    const routes = await publicRoutes(file.product.url);
    expect(routes).toHaveLength(12);
    const results = await auditSite({
      browser: file.browser,
      origin: file.product.url,
      routes,
      viewports: ['desktop'],
      open: (languageId: LanguageId, viewport: { width: number; height: number }) => site({ languageId, viewport }),
    });
    expect(results).toHaveLength(routes.length * LANGUAGES.length);
    const problems = results.flatMap((r: Parameters<typeof problemsOf>[0]) =>
      problemsOf(r).map((line: string) => `${pageName(r)}: ${line}`),
    );
    expect(problems).toEqual([]);
    // 36 pages audited: a bound for a machine several times slower than a developer's, not a wait.
  }, 600_000);
});

phonePolishSuite({ url: () => file.product.url, open: site });
