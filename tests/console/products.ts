import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { auditPage } from '../support/axe';
import type { ConsoleContext } from '../support/console';
import { fetchesSettled } from '../support/browser';

interface ClientProduct {
  id: number;
  sizeAndPrice: string;
  productDictionaries: Array<{ languageId: number; name: string }>;
}

/** A real PNG of `width`×`height` px in one colour: Chromium draws it. */
async function drawPng(page: Page, colour: string, width = 480, height = 360): Promise<Buffer> {
  await page.setContent(`<body style="margin:0"><div style="width:${width}px;height:${height}px;background:${colour}"></div></body>`);
  return page.screenshot({ clip: { x: 0, y: 0, width, height }, type: 'png' });
}

/**
 * Products from the console to the public site: create one with two images and names in three
 * languages, see it on /menu, edit it, delete it (struck through, gone from the site) and revert it.
 * The console runs in English here, so that labels read plainly.
 */
/** Presses `button` and the button of the confirmation it opens (the dialog's last, which is the act). */
async function pressAndConfirm(page: Page, button: Locator, confirm: RegExp) {
  await button.click();
  await page.getByRole('dialog').getByRole('button', { name: confirm }).last().click();
}

export function productsSuite(ctx: ConsoleContext) {
  const stamp = Date.now().toString(36);
  const names = { en: `E2E Flat White ${stamp}`, az: `E2E Flet Uayt ${stamp}`, ru: `E2E Флэт уайт ${stamp}` };

  const menuProduct = async () => {
    const { body } = await ctx.api<{ items: ClientProduct[] }>('/api/v1/client/Products?languageId=1&isPaginated=false&isMenuItem=true', {
      token: null,
    });
    return body.items.find((p) => p.productDictionaries.some((d) => d.name === names.en));
  };

  describe('console products', () => {
    it('creates a menu product with two images in three languages, which then shows on the public /menu', async () => {
      const { page, pageErrors } = await ctx.signedIn('/productcreate', { locale: 'en' });
      await page.waitForURL(/\/admin\/products\/create$/);
      const form = page.locator('form');
      await form.getByRole('combobox', { name: /menu item/i }).click();
      await page.getByRole('option', { name: /yes/i }).click();
      await form.getByRole('textbox', { name: /size and price/i }).fill('M / 7.40');

      const drawer = await ctx.anonymous('/admin/login');
      const [first, second] = [await drawPng(drawer.page, '#7b4a2a'), await drawPng(drawer.page, '#d9b38c')];
      await form.getByLabel('First image', { exact: true }).setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: first });
      await form.getByLabel('Second image', { exact: true }).setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: second });

      await form.getByRole('combobox', { name: /^category/i }).click();
      await page.getByRole('option').nth(1).click();

      const tabs = form.getByRole('tablist', { name: /names and descriptions/i });
      for (const [code, language] of [
        ['en', 'English'],
        ['az', 'Azərbaycanca'],
        ['ru', 'Русский'],
      ] as const) {
        await tabs.getByRole('tab', { name: language }).click();
        await form.getByRole('textbox', { name: `Name (${language})` }).fill(names[code]);
        await form.getByRole('textbox', { name: `Description (${language})` }).fill(`${names[code]}: double ristretto, silky milk.`);
      }
      await form.getByRole('button', { name: /^save$/i }).click();
      await page.getByText('Product added successfully!').waitFor();
      await page.waitForURL(/\/admin\/products$/, { timeout: 10_000 });

      const created = await menuProduct();
      expect(created?.sizeAndPrice).toBe('M / 7.40');

      const site = await ctx.anonymous('/menu', { locale: 'en' });
      await site.page.getByRole('button', { name: new RegExp(`^${names.en}`) }).waitFor();
      expect(pageErrors).toEqual([]);
    }, 120_000);

    it('edits the product in its modal; deletes it (struck through, gone from the site) and reverts it', async () => {
      const { page } = await ctx.signedIn('/products', { locale: 'en' });
      await page.getByRole('textbox', { name: /search/i }).fill(names.en);
      const row = page.getByRole('row').filter({ hasText: names.en });
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);

      await row.getByLabel(/^edit:/i).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /size and price/i }).fill('M / 8.10');
      await dialog.getByRole('button', { name: /^save$/i }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(async () => (await menuProduct())?.sizeAndPrice, { timeout: 10_000 }).toBe('M / 8.10');

      await pressAndConfirm(page, row.getByRole('button', { name: /^delete/i }), /confirm|delete/i);
      await expect
        .poll(() => row.evaluate((tr) => getComputedStyle(tr.querySelector('td:not(.column-actions)')!).textDecorationLine), {
          timeout: 10_000,
        })
        .toContain('line-through');
      expect(await row.getByLabel(/^edit:/i).isDisabled()).toBe(true);
      expect(await menuProduct()).toBeUndefined();
      const site = await ctx.anonymous('/menu', { locale: 'en' });
      await site.page.getByRole('heading', { level: 1 }).waitFor();
      await site.page.waitForLoadState('networkidle');
      expect(await site.page.getByRole('button', { name: new RegExp(`^${names.en}`) }).count()).toBe(0);

      await pressAndConfirm(page, row.getByRole('button', { name: /^revert/i }), /confirm|revert/i);
      await expect.poll(() => row.getByLabel(/^edit:/i).isDisabled(), { timeout: 10_000 }).toBe(false);
      expect((await menuProduct())?.sizeAndPrice).toBe('M / 8.10');
    }, 120_000);

    it('has no axe violations on the products list and the create form', async () => {
      const { page } = await ctx.signedIn('/products', { locale: 'az' });
      await page.getByRole('table').waitFor();
      await fetchesSettled(page);
      expect(await auditPage(page)).toEqual([]);
      await page.goto(`${ctx.url()}/admin/products/create`);
      await page.locator('form').waitFor();
      await fetchesSettled(page);
      expect(await auditPage(page)).toEqual([]);
    }, 120_000);
  });
}
