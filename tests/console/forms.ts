import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_MESSAGES } from '@qahve/config';
import { az } from '../../admin/src/i18n/az';
import { en } from '../../admin/src/i18n/en';
import { ru } from '../../admin/src/i18n/ru';
import { DESKTOP, fetchesSettled } from '../support/browser';
import type { ConsoleContext, ConsoleLocale } from '../support/console';

const UNSAVED = { az: az.app.unsaved, en: en.app.unsaved, ru: ru.app.unsaved };

/** Every create form, by its path, and the list it returns to. */
const CREATE_FORMS = [
  '/products/create',
  '/categories/create',
  '/homeproducts/create',
  '/carousels/create',
  '/branches/create',
  '/contactsources/create',
];

/** Every edit modal: the list path and the API list that gives a record's id. */
const EDIT_MODALS: Array<[list: string, api: string]> = [
  ['/products', '/api/v1/admin/Products?pageSize=1'],
  ['/categories', '/api/v1/admin/Categories?pageSize=1'],
  ['/homeproducts', '/api/v1/admin/HomeProducts?pageSize=1'],
  ['/carousels', '/api/v1/admin/Carousels?pageSize=1'],
  ['/branches', '/api/v1/admin/Branches?pageSize=1'],
  ['/contactsources', '/api/v1/admin/ContactSources?pageSize=1'],
  ['/reviews', '/api/v1/admin/Reviews/GetAll?pageSize=1'],
];

const question = (page: Page, locale: ConsoleLocale = 'az') => page.getByRole('alertdialog', { name: UNSAVED[locale].title });

/** Waits until an edit modal's form holds its record (its first text box is filled). */
async function modalLoaded(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('form').waitFor();
  await expect.poll(() => dialog.getByRole('textbox').first().inputValue(), { timeout: 10_000 }).not.toBe('');
  return dialog;
}

/**
 * No lost work (issue 15, point 2): every create form and edit modal asks before typed changes are
 * thrown away, whichever way the administrator leaves (sidebar, Back, Escape, the close button,
 * Cancel), says nothing when nothing was typed or once it was saved, and asks the browser before a
 * reload. The order and price inputs answer with the validation own messages (point 3).
 */
export function formsSuite(ctx: ConsoleContext) {
  describe('console forms keep typed work', () => {
    it('ask before the category edit modal drops a change: Escape, the close button, Cancel', async () => {
      const { body } = await ctx.api<{ items: Array<{ id: number; categoryDictionaries: Array<{ languageId: number; name: string }> }> }>(
        '/api/v1/admin/Categories?pageSize=1',
      );
      const category = body.items[0];
      const before = category.categoryDictionaries.find((d) => d.languageId === 2)!.name;
      const { page, pageErrors } = await ctx.signedIn(`/categories/${category.id}`);
      const dialog = await modalLoaded(page);
      const name = dialog.getByRole('textbox', { name: 'Ad (Azərbaycanca)' });
      await name.fill(`${before} (yeni)`);

      for (const leave of [
        () => page.keyboard.press('Escape'),
        () => dialog.getByRole('button', { name: 'Bağla' }).click(),
        () => dialog.getByRole('button', { name: 'Ləğv et' }).click(),
      ]) {
        await leave();
        const ask = question(page);
        await ask.waitFor();
        expect(await ask.textContent()).toContain(UNSAVED.az.content);
        // "Keep editing" has the focus: Enter keeps the change.
        await page.keyboard.press('Enter');
        await ask.waitFor({ state: 'detached' });
        expect(await name.inputValue()).toBe(`${before} (yeni)`);
        expect(page.url()).toMatch(new RegExp(`/admin/categories/${category.id}$`));
      }

      await page.keyboard.press('Escape');
      await question(page).getByRole('button', { name: UNSAVED.az.discard }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(page.url()).toMatch(/\/admin\/categories$/);
      const { body: after } = await ctx.api<typeof body>('/api/v1/admin/Categories?pageSize=1');
      expect(after.items[0].categoryDictionaries.find((d) => d.languageId === 2)!.name).toBe(before);
      expect(pageErrors).toEqual([]);
    }, 60_000);

    it('ask before a half-filled create form is left through the sidebar or Back', async () => {
      const { page } = await ctx.signedIn('/products');
      await page.getByRole('link', { name: /yarat/i }).first().click();
      await page.waitForURL(/\/admin\/products\/create$/);
      const size = page.getByRole('textbox', { name: /Ölçü və qiymət/ });
      await size.fill('M / 9');

      await page.getByRole('menuitem', { name: 'Kateqoriyalar' }).click();
      await question(page).getByRole('button', { name: UNSAVED.az.keep }).click();
      expect(page.url()).toMatch(/\/admin\/products\/create$/);
      expect(await size.inputValue()).toBe('M / 9');

      await page.goBack();
      await question(page).getByRole('button', { name: UNSAVED.az.keep }).click();
      await expect.poll(() => page.url()).toMatch(/\/admin\/products\/create$/);
      expect(await size.inputValue()).toBe('M / 9');

      await page.getByRole('menuitem', { name: 'Kateqoriyalar' }).click();
      await question(page).getByRole('button', { name: UNSAVED.az.discard }).click();
      await page.waitForURL(/\/admin\/categories$/);
    }, 60_000);

    it('ask the browser before a reload drops the changes', async () => {
      const { page } = await ctx.signedIn('/categories/create');
      await page.getByRole('textbox', { name: 'Ad (Azərbaycanca)' }).fill('Yarımçıq');
      const asked = page.waitForEvent('dialog', { timeout: 30_000 });
      // Kept from navigating by the dismissed question: the reload never ends, and is given up after 3 s.
      const reloading = page.reload({ timeout: 3000 }).catch(() => {});
      const dialog = await asked;
      expect(dialog.type()).toBe('beforeunload');
      await dialog.dismiss();
      await reloading;
      expect(await page.getByRole('textbox', { name: 'Ad (Azərbaycanca)' }).inputValue()).toBe('Yarımçıq');
    }, 60_000);

    it('ask in the console’s language', async () => {
      for (const locale of ['en', 'ru'] as ConsoleLocale[]) {
        const { page } = await ctx.signedIn('/contactsources/create', { locale });
        await page.locator('form').getByRole('textbox').first().fill('…');
        await page.locator('nav a[href="/admin/"], nav a[href="/admin"]').first().click();
        const ask = question(page, locale);
        await ask.waitFor();
        for (const text of [UNSAVED[locale].content, UNSAVED[locale].keep, UNSAVED[locale].discard])
          expect(await ask.textContent()).toContain(text);
        await ask.getByRole('button', { name: UNSAVED[locale].keep }).click();
      }
    }, 60_000);

    it('ask nothing when nothing was typed, in every create form and every edit modal', async () => {
      const { page } = await ctx.signedIn('');
      for (const path of CREATE_FORMS) {
        await page.goto(`${ctx.url()}/admin${path}`);
        await page.locator('form').waitFor();
        await fetchesSettled(page);
        await page.getByRole('menuitem', { name: 'İdarə paneli' }).click();
        await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/', { timeout: 15_000 });
        expect(await question(page).count(), path).toBe(0);
      }
      for (const [list, api] of EDIT_MODALS) {
        const { body } = await ctx.api<{ items: Array<{ id: number }> }>(api);
        await page.goto(`${ctx.url()}/admin${list}/${body.items[0].id}`);
        const dialog = await modalLoaded(page);
        await fetchesSettled(page);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached', timeout: 15_000 });
        expect(page.url(), list).toMatch(new RegExp(`/admin${list}$`));
      }
    }, 120_000);

    it('ask every form and modal when something was typed', async () => {
      const { page } = await ctx.signedIn('');
      for (const path of CREATE_FORMS) {
        await page.goto(`${ctx.url()}/admin${path}`);
        await page.locator('form').getByRole('textbox').last().fill('x');
        await page.getByRole('menuitem', { name: 'İdarə paneli' }).click();
        await question(page).getByRole('button', { name: UNSAVED.az.discard }).click();
        await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
      }
      for (const [list, api] of EDIT_MODALS) {
        const { body } = await ctx.api<{ items: Array<{ id: number }> }>(api);
        await page.goto(`${ctx.url()}/admin${list}/${body.items[0].id}`);
        const dialog = await modalLoaded(page);
        const text = dialog.getByRole('textbox').first();
        await text.fill(`${await text.inputValue()} x`);
        await page.keyboard.press('Escape');
        await question(page).getByRole('button', { name: UNSAVED.az.discard }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(page.url(), list).toMatch(new RegExp(`/admin${list}$`));
      }
    }, 120_000);

    it('let a saved edit close and a saved create form leave without asking', async () => {
      const { body } = await ctx.api<{
        items: Array<{ id: number; contactSourceDictionaries: Array<{ languageId: number; name: string }> }>;
      }>('/api/v1/admin/ContactSources?pageSize=1');
      const source = body.items[0];
      const before = source.contactSourceDictionaries.find((d) => d.languageId === 2)!.name;
      const { page } = await ctx.signedIn(`/contactsources/${source.id}`);
      const dialog = await modalLoaded(page);
      const name = dialog.getByRole('textbox', { name: 'Ad (Azərbaycanca)' });
      for (const value of [`${before}!`, before]) {
        if (!(await dialog.isVisible())) await page.goto(`${ctx.url()}/admin/contactsources/${source.id}`);
        await modalLoaded(page);
        await name.fill(value);
        await dialog.getByRole('button', { name: 'Yadda saxla' }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(await question(page).count()).toBe(0);
        const { body: saved } = await ctx.api<{
          items: Array<{ id: number; contactSourceDictionaries: Array<{ languageId: number; name: string }> }>;
        }>(`/api/v1/admin/ContactSources?pageSize=100`);
        expect(saved.items.find((s) => s.id === source.id)!.contactSourceDictionaries.find((d) => d.languageId === 2)!.name).toBe(value);
      }

      await page.goto(`${ctx.url()}/admin/contactsources/create`);
      const names = ['E2E source', 'E2E mənbə', 'E2E источник'];
      for (const [i, language] of ['English', 'Azərbaycanca', 'Русский'].entries()) {
        await page.getByRole('tab', { name: language }).click();
        await page.getByRole('textbox', { name: `Ad (${language})` }).fill(names[i]);
      }
      const created = page.waitForResponse(
        (res) => res.url().includes('/api/v1/admin/ContactSources') && res.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Yadda saxla' }).click();
      const { id } = await (await created).json();
      await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/', { timeout: 10_000 });
      expect(await question(page).count()).toBe(0);
      expect((await ctx.api(`/api/v1/admin/ContactSources/${id}`, { method: 'DELETE' })).status).toBe(200);
    }, 60_000);
  });

  describe('console order and price messages', () => {
    /** Types `value` in the input, saves, and answers the input's helper text; nothing may have been sent. */
    async function messageFor(page: Page, label: RegExp, value: string) {
      const input = page.getByRole('textbox', { name: label });
      await input.fill(value);
      await page.getByRole('button', { name: /^(yadda saxla|save|сохранить)$/i }).click();
      const id = await input.getAttribute('aria-describedby');
      const helper = page.locator(`[id="${id?.split(' ')[0]}"]`);
      await expect.poll(() => helper.textContent()).not.toMatch(/^\s*\u200b?\s*$/);
      return (await helper.textContent())!.trim();
    }

    it('answer 0 and 1.5 with the validation texts on the products, home products and slides forms, in the three languages', async () => {
      for (const locale of ['az', 'en', 'ru'] as ConsoleLocale[]) {
        const { page } = await ctx.signedIn('', { locale, viewport: DESKTOP });
        const posts: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && request.url().includes('/api/v1/admin/')) posts.push(request.url());
        });
        for (const path of ['/products/create', '/homeproducts/create', '/carousels/create']) {
          await page.goto(`${ctx.url()}/admin${path}`);
          const order = page.getByRole('textbox', { name: /^(Sıra|Order|Порядок)/ });
          await order.waitFor();
          // No browser rule on the input or the form: the messages are the console's own.
          expect(await order.evaluate((input: HTMLInputElement) => [input.type, input.min, input.step, input.form!.noValidate])).toEqual([
            'text',
            '',
            '',
            true,
          ]);
          expect(await messageFor(page, /^(Sıra|Order|Порядок)/, '0'), `${path} ${locale}`).toBe(ADMIN_MESSAGES.orderPositive);
          expect(await messageFor(page, /^(Sıra|Order|Порядок)/, '1.5'), `${path} ${locale}`).toBe(ADMIN_MESSAGES.orderInteger);
          expect(await messageFor(page, /^(Sıra|Order|Порядок)/, ''), `${path} ${locale}`).toBe(ADMIN_MESSAGES.orderRequired);
          // A good order clears the message (the form still lacks other fields).
          await order.fill('2');
          await page.getByRole('button', { name: /^(yadda saxla|save|сохранить)$/i }).click();
          await expect.poll(() => page.getByText(/^Order (is|must)/).count()).toBe(0);
          if (path === '/homeproducts/create') {
            expect(await messageFor(page, /^(Qiymət|Price|Цена)/, '-1')).toBe(ADMIN_MESSAGES.priceNonNegative);
            expect(await messageFor(page, /^(Qiymət|Price|Цена)/, '4.555')).toBe(ADMIN_MESSAGES.priceStep);
          }
          expect(await page.evaluate(() => document.querySelector('form')!.checkValidity())).toBe(true);
        }
        expect(posts).toEqual([]);
      }
    }, 120_000);

    it('answer them from the server in an edit modal, which checks nothing itself', async () => {
      const { body } = await ctx.api<{ items: Array<{ id: number }> }>('/api/v1/admin/Products?pageSize=1');
      const { page } = await ctx.signedIn(`/products/${body.items[0].id}`);
      const dialog = await modalLoaded(page);
      const order = dialog.getByRole('textbox', { name: /^Sıra/ });
      for (const [value, message] of [
        ['0', ADMIN_MESSAGES.orderPositive],
        ['1.5', ADMIN_MESSAGES.orderInteger],
      ]) {
        await order.fill(value);
        const answered = page.waitForResponse((res) => res.url().includes('/api/v1/admin/Products/') && res.request().method() === 'PUT');
        await dialog.getByRole('button', { name: 'Yadda saxla' }).click();
        expect((await answered).status()).toBe(400);
        await dialog.getByText(message, { exact: true }).first().waitFor();
      }
      await page.keyboard.press('Escape');
      await question(page).getByRole('button', { name: UNSAVED.az.discard }).click();
      await dialog.waitFor({ state: 'detached' });
    }, 60_000);
  });
}
