import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { siteMessages } from '../support/site-file';
import { describe, expect, it } from 'vitest';
import { HEADER_FIXED_THRESHOLD_PX, publicMessage, translateSize, type LanguageCode } from '@qahve/config';
import { animationsDone, DESKTOP, overlap, PHONE, reachable, type SiteContext } from '../support/browser';

type LanguageId = 1 | 2 | 3;
const CODES: Record<LanguageId, LanguageCode> = { 1: 'en', 2: 'az', 3: 'ru' };

/** What tests/site-e2e.test.ts hands its suites: the product's origin and a fresh browser context. */
export interface SiteSuiteContext {
  url: () => string;
  open: (options?: { languageId?: LanguageId; viewport?: { width: number; height: number } }) => Promise<SiteContext>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface ClientProduct {
  id: number;
  sizeAndPrice: string;
  productDictionaries: Array<{ languageId: number; name: string }>;
}

/**
 * A visitor on a phone (issue 15, points 9 to 13): the review notification clear of the product
 * modal's close button, and the review's body with all four fields; the /product tab row showing
 * that it scrolls; the fixed header's own logo on every page; size words in the page's language.
 */
export function phonePolishSuite(ctx: SiteSuiteContext) {
  const shots = path.resolve(__dirname, '../../.cache/screenshots');
  const shoot = async (page: Page, name: string) => {
    fs.mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `site-${name}.png`) });
  };

  const products = async (query: string) => {
    const res = await fetch(`${ctx.url()}/api/v1/client/Products?languageId=2&${query}`, { headers: { Accept: 'application/json' } });
    return ((await res.json()) as { items: ClientProduct[] }).items;
  };

  describe('the site on a phone', () => {
    it('shows the review notification clear of the modal’s close button, and posts name, surname, email and feedback', async () => {
      const menu = await products('isPaginated=false&isMenuItem=true');
      const name = (p: ClientProduct) => p.productDictionaries.find((d) => d.languageId === 2)!.name;
      // A product whose name no other begins with, so that its card is found by name alone.
      const dish = menu.find((p) => menu.every((o) => o === p || !name(o).startsWith(name(p))))!;
      const t = siteMessages('az', 'menu');
      const { page, pageErrors } = await ctx.open({ languageId: 2, viewport: PHONE });
      await page.goto(`${ctx.url()}/menu`);
      await page.getByRole('button', { name: new RegExp(`^${escape(name(dish))}(\\s|$)`) }).click();
      const dialog = page.getByRole('dialog', { name: name(dish) });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: t.modal.feedback, exact: true }).click();
      const form = dialog.getByRole('form', { name: t.form.title });
      await form.getByRole('textbox', { name: t.form.name, exact: true }).fill('Günel');
      await form.getByRole('textbox', { name: t.form.email, exact: true }).fill('gunel.phone@example.az');
      await form.getByRole('textbox', { name: t.form.feedback, exact: true }).fill(`Telefondan rəy ${Date.now()}: çox gözəl.`);
      const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/v1/client/Reviews'));
      await form.getByRole('button', { name: t.form.submit, exact: true }).click();
      // The API's body: the four fields, the blank surname as an empty string.
      const body = (await posted).postDataJSON();
      expect(Object.keys(body).sort()).toEqual(['email', 'feedback', 'name', 'surname']);
      expect(body.surname).toBe('');

      const toast = page.getByRole('status').filter({ hasText: publicMessage('az', 'reviewSubmitted') });
      await toast.waitFor();
      await animationsDone(toast); // its slide-in
      const close = dialog.locator('.menu-modal__close');
      expect(await close.getAttribute('aria-label')).toBe(t.modal.close);
      expect(overlap((await toast.boundingBox())!, (await close.boundingBox())!)).toBe(false);
      expect(await reachable(close)).toBe(true);
      const box = (await toast.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await shoot(page, 'review-notification-375-az');
      await close.click();
      await dialog.waitFor({ state: 'detached' });
      expect(pageErrors.map(String)).toEqual([]);
    }, 120_000);

    it('shows that the /product tab row scrolls at 375 px, in Russian, and reaches every tab; it fits at 1280 px', async () => {
      const { page } = await ctx.open({ languageId: 3, viewport: PHONE });
      expect((await page.goto(`${ctx.url()}/product`))?.status()).toBe(200);
      // The row of category links (each the address of its tab).
      const tabs = page.locator('.product-tabs');
      await tabs.getByRole('link').first().waitFor();
      const more = { start: page.locator('.product-tabs__more--start'), end: page.locator('.product-tabs__more--end') };
      const hidden = () => tabs.evaluate((list) => list.scrollWidth - list.clientWidth);
      // Polled: the row is measured again once the page has taken over (a busy machine may be mid-way).
      await expect.poll(hidden, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expect.poll(() => more.end.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await more.start.isVisible()).toBe(false);
      // The arrow lies over the cut-off tab, at the row's right edge.
      const cut = (await tabs.getByRole('link').nth(1).boundingBox())!;
      expect(overlap((await more.end.boundingBox())!, cut)).toBe(true);
      await shoot(page, 'product-tabs-375-ru');

      await more.end.click();
      await expect.poll(() => more.start.isVisible()).toBe(true);
      // The last tab, followed, shows whole as the chosen one, and the end arrow goes.
      const last = tabs.getByRole('link').last();
      await last.click();
      await page.waitForURL(/category=/);
      await expect.poll(() => last.getAttribute('aria-current')).toBe('page');
      await expect.poll(() => more.end.isVisible()).toBe(false);
      const [row, tab] = [(await tabs.boundingBox())!, (await last.boundingBox())!];
      expect(tab.x + tab.width).toBeLessThanOrEqual(row.x + row.width + 1);

      const desktop = await ctx.open({ languageId: 3, viewport: DESKTOP });
      await desktop.page.goto(`${ctx.url()}/product`);
      const wide = desktop.page.locator('.product-tabs');
      await wide.getByRole('link').first().waitFor();
      expect(await wide.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(0);
      expect(await desktop.page.locator('.product-tabs__more--end').isVisible()).toBe(false);
    }, 120_000);

    it('gives the header, once fixed past 130 px, a logo of its own, on / and on an inner page, at both widths', async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page } = await ctx.open({ languageId: 2, viewport });
        for (const [route, before] of [
          ['/menu', 'logo-dark'],
          ['/', 'logo-light'],
        ] as const) {
          await page.goto(`${ctx.url()}${route}`);
          await page.waitForLoadState('networkidle');
          if (route === '/menu') await page.locator('.sizes__size').first().waitFor();
          const header = page.locator('header.site-header');
          const logo = header.locator('.site-header__logo img');
          await expect.poll(() => logo.getAttribute('src')).toContain(before);
          await page.mouse.wheel(0, HEADER_FIXED_THRESHOLD_PX + 400);
          await expect.poll(() => header.getAttribute('data-state')).toBe('fixed');
          await expect.poll(() => logo.getAttribute('src')).toContain('logo-fixed');
          // Drawn, not a broken image.
          await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
          if (route === '/menu') {
            await animationsDone(header); // the bar's drop
            await shoot(page, `header-fixed-${viewport.width}`);
          }
          await page.mouse.wheel(0, -(HEADER_FIXED_THRESHOLD_PX + 2000));
          await expect.poll(() => logo.getAttribute('src')).toContain(before);
        }
      }
    }, 120_000);

    it('writes sizes in the page’s language on /menu and /product', async () => {
      const everything = [
        ...(await products('isPaginated=false&isMenuItem=true')),
        ...(await products('isPaginated=false&isMenuItem=false')),
      ];
      const espresso = everything.find((p) => p.sizeAndPrice.startsWith('Single'))!;
      const beans = everything.find((p) => /\d+ g \//.test(p.sizeAndPrice))!;
      const EXPECTED: Record<LanguageId, { menu: string[]; product: string[] }> = {
        1: { menu: ['Single', 'Double'], product: ['250 g', '1 kg'] },
        2: { menu: ['Tək', 'İkiqat'], product: ['250 q', '1 kq'] },
        3: { menu: ['Одинарный', 'Двойной'], product: ['250 г', '1 кг'] },
      };
      for (const languageId of [1, 2, 3] as LanguageId[]) {
        const { page } = await ctx.open({ languageId, viewport: PHONE });
        await page.goto(`${ctx.url()}/menu`);
        const sizes = page.locator('.sizes__size');
        await sizes.first().waitFor();
        const words = await sizes.allTextContents();
        for (const word of EXPECTED[languageId].menu) expect(words, CODES[languageId]).toContain(word);
        // Every size on the page is the vocabulary's own reading of the stored text.
        expect(espresso.sizeAndPrice).toBe('Single / 3.5, Double / 4.5');
        // No English size word is left ("ml" is Azerbaijani too).
        const english =
          languageId === 3
            ? /\b(Single|Double|glass|Teapot|slice|pcs?|portion|cezve|ml|l|g|kg)\b/
            : /\b(Single|Double|glass|Teapot|slice|pcs?|portion|cezve|g|kg)\b/;
        if (languageId !== 1)
          expect(
            words.filter((w) => english.test(w)),
            CODES[languageId],
          ).toEqual([]);
        if (languageId === 3) await shoot(page, 'menu-sizes-375-ru');

        expect((await page.goto(`${ctx.url()}/product`))?.status(), CODES[languageId]).toBe(200);
        await page.locator('.sizes__size').first().waitFor();
        const product = await page.locator('.sizes__size').allTextContents();
        for (const word of EXPECTED[languageId].product) expect(product, CODES[languageId]).toContain(word);
        expect(beans.sizeAndPrice).toMatch(/^250 g \/ \d+, 1 kg \/ \d+$/);
        expect(product).toContain(translateSize('250 g', CODES[languageId]));
      }
    }, 120_000);
  });
}
