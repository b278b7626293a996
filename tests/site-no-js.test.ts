// The site's two forms in Chromium with JavaScript off, against the built product and its seeded
// content: the browser posts them to their own page (multipart with the CV, urlencoded for the
// survey); what the API accepts is stored and answers 303 to /thanks in the visitor's language, and
// what it refuses comes back as the page with the visitor's values and the messages in their
// language. Nothing typed ever reaches an address, nor a line of the server's log. And, with
// script, the hydration of a returning visitor whose language only localStorage holds.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { publicMessage } from '@qahve/config';
import { DESKTOP, openSite } from './support/browser';
import { minimalPdf } from './support/documents';
import { siteFile, siteMessages, type SiteCode } from './support/site-file';

type Code = SiteCode;
const LANGUAGES: ReadonlyArray<{ id: 1 | 2 | 3; code: Code }> = [
  { id: 1, code: 'en' },
  { id: 2, code: 'az' },
  { id: 3, code: 'ru' },
];

const file = siteFile();

/** A context with JavaScript off; every address the page asks for is recorded. */
async function noScript() {
  const opened = await openSite(file.browser, file.product.url, { viewport: DESKTOP, javaScriptEnabled: false });
  file.open.push(opened);
  const addresses: string[] = [];
  // The path and query only: the origin's random port must not match a typed number.
  opened.page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    addresses.push(pathname + search);
  });
  return { ...opened, addresses };
}

async function admin<T>(route: string): Promise<T> {
  const res = await fetch(`${file.product.url}${route}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${file.adminToken}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** Submits the page's form (a click on its submit button: the browser sends it) and answers the page's answer. */
async function submit(page: Page, name: string) {
  const answered = page.waitForResponse((res) => res.request().method() === 'POST' && res.request().resourceType() === 'document');
  await page.getByRole('button', { name, exact: true }).click();
  return answered;
}

/** The text of the message shown under a field (its aria-describedby names it). */
const messageOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const described = (el.closest('fieldset') ?? el).getAttribute('aria-describedby') ?? '';
      return described
        .split(' ')
        .map((id) => document.getElementById(id))
        .filter((node) => node?.classList.contains('form-field__error'))
        .map((node) => node!.textContent)
        .join(' ');
    });

/** Clicks the pill (label) of a radio button: the input itself is drawn by its label. */
const choose = (page: Page, name: string, value: string) => page.locator(`label:has(input[name="${name}"][value="${value}"])`).click();

describe('/career without JavaScript', () => {
  it('posts the form with its PDF: stored with the file, 303 to /thanks in English, nothing typed in an address or the log', async () => {
    const pdf = minimalPdf('Leyla Hasanova, barista');
    const t = siteMessages('en', 'career');
    const { page, addresses, pageErrors } = await noScript();
    await page.goto(`${file.product.url}/career?lang=en`);
    const form = page.getByRole('form', { name: t.form.label });
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.getAttribute('enctype')).toBe('multipart/form-data');
    await form.getByRole('textbox', { name: t.form.name, exact: true }).fill('Leyla');
    await form.getByRole('textbox', { name: t.form.surname, exact: true }).fill('Hasanovaxyz');
    await form.getByRole('textbox', { name: t.form.number, exact: true }).fill('+994 55 765 43 21');
    await form.getByRole('textbox', { name: t.form.email, exact: true }).fill('leyla.nojs@example.az');
    await page.locator('input[name="resumeFile"]').setInputFiles({ name: 'Leyla CV.pdf', mimeType: 'application/pdf', buffer: pdf });

    const answer = await submit(page, t.form.submit);
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe('/thanks/1?lang=en');
    await page.waitForURL(/\/thanks\/1\?lang=en$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(siteMessages('en', 'thanks').title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    const list = await admin<{ items: Array<{ id: number; name: string; surname: string }> }>('/api/v1/admin/Candidates');
    const stored = list.items.find((c) => c.surname === 'Hasanovaxyz');
    expect(stored).toMatchObject({ name: 'Leyla' });
    const detail = await admin<Record<string, unknown>>(`/api/v1/admin/Candidates/${stored!.id}`);
    expect(detail).toMatchObject({ number: '+994 55 765 43 21', email: 'leyla.nojs@example.az' });
    const download = await fetch(`${file.product.url}/api/v1/admin/Candidates/${stored!.id}/Resume`, {
      headers: { Authorization: `Bearer ${file.adminToken}` },
    });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    // The phone number as a form would put it in a query (either space encoding), and as typed.
    for (const typed of ['Leyla', 'Hasanovaxyz', 'leyla.nojs', '765+43', '765%2043', '765 43 21']) {
      expect(addresses.filter((url) => url.includes(typed))).toEqual([]);
      expect(file.product.output()).not.toContain(typed);
    }
    expect(pageErrors).toEqual([]);
  });

  it.each(LANGUAGES)('a refusal comes back in $code with the values typed and each field’s message', async ({ code }) => {
    const t = siteMessages(code, 'career');
    const { page, addresses } = await noScript();
    await page.goto(`${file.product.url}/career?lang=${code}`);
    const form = page.getByRole('form', { name: t.form.label });
    await form.getByRole('textbox', { name: t.form.surname, exact: true }).fill('Mammadli');
    await form.getByRole('textbox', { name: t.form.email, exact: true }).fill('not-an-address');

    const answer = await submit(page, t.form.submit);
    expect(answer.status()).toBe(400);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/career?lang=${code}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(code);
    expect(await form.getByRole('textbox', { name: t.form.surname, exact: true }).inputValue()).toBe('Mammadli');
    expect(await form.getByRole('textbox', { name: t.form.email, exact: true }).inputValue()).toBe('not-an-address');
    expect(await messageOf(page, 'input[name="name"]')).toBe(publicMessage(code, 'nameRequired'));
    expect(await messageOf(page, 'input[name="email"]')).toBe(publicMessage(code, 'emailInvalid'));
    expect(await form.getByRole('textbox', { name: t.form.name, exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(addresses.filter((url) => url.includes('Mammadli') || url.includes('not-an-address'))).toEqual([]);
    expect(file.product.output()).not.toContain('Mammadli');
  });

  it('a file that is no PDF or DOCX is refused by its content, in Russian', async () => {
    const t = siteMessages('ru', 'career');
    const { page } = await noScript();
    await page.goto(`${file.product.url}/career?lang=ru`);
    const form = page.getByRole('form', { name: t.form.label });
    await form.getByRole('textbox', { name: t.form.name, exact: true }).fill('Rauf');
    await form.getByRole('textbox', { name: t.form.surname, exact: true }).fill('Aliyev');
    await form.getByRole('textbox', { name: t.form.number, exact: true }).fill('+994 50 111 22 33');
    await form.getByRole('textbox', { name: t.form.email, exact: true }).fill('rauf@example.az');
    await page
      .locator('input[name="resumeFile"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
    const answer = await submit(page, t.form.submit);
    expect(answer.status()).toBe(400);
    expect(await messageOf(page, 'input[name="resumeFile"]')).toBe(publicMessage('ru', 'fileType'));
    expect(await form.getByRole('textbox', { name: t.form.name, exact: true }).inputValue()).toBe('Rauf');
  });
});

describe('/survey without JavaScript', () => {
  it('posts the answers: stored, 303 to /thanks in Russian, nothing typed in an address', async () => {
    const t = siteMessages('ru', 'survey');
    const { page, addresses } = await noScript();
    await page.goto(`${file.product.url}/survey?lang=ru`);
    const form = page.locator('form.survey-form');
    expect(await form.getAttribute('method')).toBe('post');
    const source = await page.locator('input[name="contactSourceId"]').first().getAttribute('value');
    await choose(page, 'gender', 'false');
    await choose(page, 'age', '2');
    await choose(page, 'qualityPoint', '1');
    await choose(page, 'contactSourceId', source!);
    await choose(page, 'satisfaction-Cleanliness', '3');
    const comment = 'Bez JS vse rabotaet qwz';
    await page.locator('textarea[name="comment"]').fill(comment);

    const answer = await submit(page, t.submit);
    expect(answer.status()).toBe(303);
    await page.waitForURL(/\/thanks\/3\?lang=ru$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(siteMessages('ru', 'thanks').title);

    const list = await admin<{ items: Array<Record<string, unknown>> }>('/api/v1/admin/Surveys');
    const stored = list.items.find((s) => s.comment === comment);
    expect(stored).toMatchObject({ gender: false, age: 2, qualityPoint: 1 });
    expect(addresses.filter((url) => url.includes('qwz'))).toEqual([]);
    expect(file.product.output()).not.toContain('qwz');
  });

  it.each(LANGUAGES)('a refusal comes back in $code with the answers given and each question’s message', async ({ code }) => {
    const t = siteMessages(code, 'survey');
    const { page } = await noScript();
    await page.goto(`${file.product.url}/survey?lang=${code}`);
    await choose(page, 'age', '1');
    await page.locator('textarea[name="comment"]').fill('kept');
    const answer = await submit(page, t.submit);
    expect(answer.status()).toBe(400);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(code);
    expect(await messageOf(page, 'input[name="gender"]')).toBe(publicMessage(code, 'genderNotSelected'));
    expect(await messageOf(page, 'input[name="qualityPoint"]')).toBe(publicMessage(code, 'qualityNotSelected'));
    expect(await messageOf(page, 'input[name="age"]')).toBe('');
    expect(await page.locator('input[name="age"][value="1"]').isChecked()).toBe(true);
    expect(await page.locator('textarea[name="comment"]').inputValue()).toBe('kept');
  });
});

describe('a returning visitor whose language is stored in localStorage only (no cookie)', () => {
  it('gets the page hydrated as the server rendered it (az), then switched to Russian, without a hydration error', async () => {
    const opened = await openSite(file.browser, file.product.url, { viewport: DESKTOP });
    file.open.push(opened);
    const { context, page, pageErrors } = opened;
    await context.clearCookies();
    await context.addInitScript(() => {
      if (localStorage.getItem('languageId') === null) localStorage.setItem('languageId', '3');
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // A slow phone: the page's own part hydrates well after the frame around it (React hydrates a
    // Suspense boundary's server markup apart), which is when the switch used to reach it.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const ru = siteMessages('ru', 'home');
    await page.goto(`${file.product.url}/`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('az');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 30_000 }).toBe('ru');
    await expect.poll(() => page.locator('main').innerText(), { timeout: 30_000 }).toContain(ru.survey.action);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ru.title);
    expect(errors.filter((text) => /418|hydrat/i.test(text))).toEqual([]);
    expect(pageErrors.map(String).filter((text) => /418|hydrat/i.test(text))).toEqual([]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});

describe('the catalogue without JavaScript', () => {
  interface ApiCategory {
    id: number;
    isDeleted: boolean;
    categoryDictionaries: Array<{ languageId: number; name: string | null }>;
    subCategories?: ApiCategory[];
  }
  interface ApiProduct {
    id: number;
    categoryId: number | null;
    isDeleted: boolean;
    productDictionaries: Array<{ languageId: number; name: string | null }>;
  }
  const api = async <T>(route: string): Promise<T> => {
    const res = await fetch(`${file.product.url}/api/v1/client/${route}`, { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: T }).items;
  };
  const english = (entries: Array<{ languageId: number; name: string | null }>) => entries.find((d) => d.languageId === 1)?.name;
  const subtree = (c: ApiCategory): number[] => [c.id, ...(c.subCategories ?? []).flatMap(subtree)];

  /** The catalogue as the API has it: the shop's products by English name, and its tabs with theirs. */
  async function catalogue() {
    const [categories, products] = await Promise.all([
      api<ApiCategory[]>('Categories?languageId=1'),
      api<ApiProduct[]>('Products?pageNumber=1&pageSize=100&isPaginated=true&isMenuItem=false&languageId=1'),
    ]);
    const listed = products.filter((p) => !p.isDeleted);
    const shop = categories.find((c) => english(c.categoryDictionaries) === 'Products')!;
    const tabs = (shop.subCategories ?? [])
      .filter((c) => !c.isDeleted)
      .map((c) => ({
        name: english(c.categoryDictionaries)!,
        products: listed
          .filter((p) => p.categoryId !== null && subtree(c).includes(p.categoryId))
          .map((p) => english(p.productDictionaries)!),
      }));
    return { all: listed.map((p) => english(p.productDictionaries)!), tabs };
  }

  /**
   * Follows the pager's links from `start` (JavaScript off: each is a page the server renders) and
   * answers the product names of every page reached, and the addresses.
   */
  async function walkPages(page: Page, start: string) {
    const seen = new Set<string>();
    const names: string[] = [];
    const queue = [start];
    while (queue.length) {
      const address = queue.shift()!;
      if (seen.has(address)) continue;
      seen.add(address);
      const answer = await page.goto(`${file.product.url}${address}`);
      expect(answer?.status(), address).toBe(200);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname + new URL(canonical!).search, address).toBe(address);
      names.push(...(await page.locator('.product-tile__name').allTextContents()));
      const hrefs = await page
        .getByRole('navigation', { name: siteMessages('en', 'product').pager.label })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')).filter((href): href is string => href !== null));
      for (const href of hrefs) {
        // Every link keeps the language.
        expect(new URLSearchParams(href.split('?')[1]).get('lang'), href).toBe('en');
        queue.push(href);
      }
    }
    return { names, addresses: [...seen] };
  }

  it('reaches every catalogue product by following links, and each tab shows only its own', async () => {
    const t = siteMessages('en', 'product');
    const expected = await catalogue();
    expect(expected.all.length).toBeGreaterThan(3);
    const { page, pageErrors } = await noScript();

    const all = await walkPages(page, '/product?lang=en');
    expect([...all.names].sort()).toEqual([...expected.all].sort());
    expect(all.addresses).toContain('/product?page=2&lang=en');

    await page.goto(`${file.product.url}/product?lang=en`);
    const tabs = page.getByRole('navigation', { name: t.tabs.label }).getByRole('link');
    const tabLinks = await tabs.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')] as [string, string]));
    expect(tabLinks.map(([name]) => name)).toEqual([t.tabs.all, ...expected.tabs.map((tab) => tab.name)]);
    for (const { name, products } of expected.tabs) {
      // The tab's link, followed by a click as a reader would.
      await page.goto(`${file.product.url}/product?lang=en`);
      await Promise.all([page.waitForURL(/category=/), page.getByRole('link', { name, exact: true }).click()]);
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('aria-current')).toBe('page');
      const { pathname, search } = new URL(page.url());
      const reached = await walkPages(page, pathname + search);
      expect([...reached.names].sort(), name).toEqual([...products].sort());
      expect(await page.title()).toContain(name);
    }
    expect(pageErrors).toEqual([]);
  });

  it('answers a tab or a page the catalogue has not with 404', async () => {
    const { page } = await noScript();
    for (const address of ['/product?category=999999&lang=en', '/product?page=99&lang=en', '/product?page=abc']) {
      const answer = await page.goto(`${file.product.url}${address}`);
      expect(answer?.status(), address).toBe(404);
    }
  });
});

describe('structured data (JSON-LD) as a crawler reads it', () => {
  const blocks = async (page: Page) =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, any>);

  it.each(['en', 'ru'] as const)(
    '/location and /menu in %s describe the coffee house and its menu, each naming the other',
    async (code) => {
      const { page } = await noScript();
      const lang = `?lang=${code}`;
      await page.goto(`${file.product.url}/location${lang}`);
      const [shop] = await blocks(page);
      const origin = new URL(shop.url).origin;
      expect(shop).toMatchObject({
        '@type': 'CafeOrCoffeeShop',
        '@id': `${origin}/location${lang}#shop`,
        url: `${origin}/location${lang}`,
        image: `${origin}/og-image.jpg`,
        priceRange: expect.any(String),
        telephone: expect.stringMatching(/^\+994\d+$/),
        hasMenu: { '@id': `${origin}/menu${lang}#menu` },
        address: { '@type': 'PostalAddress', streetAddress: siteMessages(code, 'location').shop.street },
      });
      expect(shop).not.toHaveProperty('inLanguage');
      for (const value of [shop.geo.latitude, shop.geo.longitude]) expect(String(value).split('.')[1].length).toBeGreaterThanOrEqual(5);
      // The hours the page states ("8:00 - 23:00").
      const stated = (await page.locator('.location-card__hours').textContent())!.split('-').map((time) => time.trim().padStart(5, '0'));
      const { opens, closes } = shop.openingHoursSpecification[0];
      expect([opens, closes]).toEqual(stated);

      await page.goto(`${file.product.url}/menu${lang}`);
      const [menu] = await blocks(page);
      expect(menu).toMatchObject({
        '@type': 'Menu',
        '@id': shop.hasMenu['@id'],
        url: `${origin}/menu${lang}`,
        provider: { '@id': shop['@id'] },
      });
      const items = (function all(sections: Array<Record<string, any>>): Array<Record<string, any>> {
        return sections.flatMap((s) => [...(s.hasMenuItem ?? []), ...all(s.hasMenuSection ?? [])]);
      })(menu.hasMenuSection);
      expect(items.length).toBeGreaterThan(0);
      // Every item as the page shows it, with its picture and its prices in manat.
      const shown = (await page.locator('main').textContent())!;
      for (const item of items) {
        expect(shown).toContain(item.name);
        expect(item.image).toMatch(new RegExp(`^${origin}/uploads/`));
        expect(item.offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'AZN', price: expect.stringMatching(/^\d+\.\d\d$/) });
      }
    },
  );
});

describe('the navigation without JavaScript on a 320 px screen', () => {
  it.each(LANGUAGES)('fits in $code: no link cut off, nothing scrolls sideways', async ({ code }) => {
    const opened = await openSite(file.browser, file.product.url, { viewport: { width: 320, height: 640 }, javaScriptEnabled: false });
    file.open.push(opened);
    const { page } = opened;
    await page.goto(`${file.product.url}/?lang=${code}`);
    const nav = page.getByRole('navigation', { name: siteMessages(code, 'common').nav.label });
    await nav.waitFor();
    const sizes = await nav.evaluate((el) => ({
      scroll: el.scrollWidth,
      right: Math.max(...[...el.querySelectorAll('a')].map((a) => a.getBoundingClientRect().right)),
      page: document.documentElement.scrollWidth,
    }));
    expect(sizes.scroll).toBeLessThanOrEqual(320);
    expect(sizes.right).toBeLessThanOrEqual(320);
    expect(sizes.page).toBeLessThanOrEqual(320);
  });
});
