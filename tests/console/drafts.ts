import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Carousel } from '@qahve/config';
import { az } from '../../admin/src/i18n/az';
import { en } from '../../admin/src/i18n/en';
import { ru } from '../../admin/src/i18n/ru';
import type { ConsoleContext, ConsoleLocale } from '../support/console';

const WORDS: Record<ConsoleLocale, typeof en.app.drafts> = { az: az.app.drafts, en: en.app.drafts, ru: ru.app.drafts };

/**
 * Drafts in the browser, on a slide: an edit saved as a draft from its edit dialog leaves the site (its
 * API and its rendered home page) as published; the list marks the slide in each language; the dialog
 * opens on the draft and publishes it, and only then does the site show it. That no cache or language
 * ever serves a draft is the integration tests' (cms/tests/drafts.test.ts).
 */
export function draftsSuite(ctx: ConsoleContext) {
  const stamp = `Qaralama ${Date.now().toString(36)}`;
  let slide: Carousel;

  /** The slide's Azerbaijani text on the site: its public API answer and its rendered home page. */
  async function onSite() {
    const api = await ctx.api<{ items: Array<Carousel & { content: string }> }>('/api/v1/client/Carousels?languageId=2', { token: null });
    const page = await fetch(`${ctx.url()}/`, { headers: { Accept: '*/*' } }).then((res) => res.text());
    return { api: JSON.stringify(api.body.items.find((s) => s.id === slide.id)), page };
  }

  async function openSlide(page: Page) {
    const dialog = page.getByRole('dialog');
    await dialog.locator('form').waitFor();
    await expect.poll(() => dialog.getByRole('textbox').first().inputValue(), { timeout: 10_000 }).not.toBe('');
    return dialog;
  }

  describe('console drafts', () => {
    it('saves a slide’s edit as a draft: the site keeps showing what was published', async () => {
      slide = (await ctx.api<{ items: Carousel[] }>('/api/v1/admin/Carousels?pageSize=1')).body.items[0];
      const { page, pageErrors } = await ctx.signedIn(`/carousels/${slide.id}`);
      const dialog = await openSlide(page);
      await dialog.getByRole('textbox', { name: /Mətn/ }).first().fill(stamp);
      const saved = page.waitForResponse((res) => res.url().endsWith(`/Carousels/${slide.id}/draft`) && res.request().method() === 'PUT');
      await dialog.getByRole('button', { name: WORDS.az.save }).click();
      expect((await saved).status()).toBe(200);
      await dialog.waitFor({ state: 'detached' });

      const site = await onSite();
      expect(site.api).not.toContain(stamp);
      expect(site.page).not.toContain(stamp);
      expect(pageErrors).toEqual([]);
    });

    it('marks the slide in the list in each language, and opens its dialog on the draft', async () => {
      for (const locale of ['az', 'en', 'ru'] as const) {
        const { page, pageErrors } = await ctx.signedIn('/carousels', { locale });
        // The chip's words follow a screen reader's "State: " (visually hidden) in the same label.
        const marked = page.getByRole('row').filter({ hasText: WORDS[locale].states.changed });
        await expect.poll(() => marked.count(), { timeout: 30_000 }).toBe(1);
        await page.goto(`${ctx.url()}/admin/carousels/${slide.id}`);
        const dialog = await openSlide(page);
        // The draft's text is the Azerbaijani one; each language's texts are on a tab named in that language.
        await dialog.getByRole('tab', { name: 'Azərbaycanca' }).click();
        await expect
          .poll(() =>
            dialog
              .getByRole('textbox', { name: /Azərbaycanca/ })
              .first()
              .inputValue(),
          )
          .toBe(stamp);
        for (const word of [WORDS[locale].publish, WORDS[locale].discard]) {
          expect(await dialog.getByRole('button', { name: word, exact: true }).count()).toBe(1);
        }
        expect(pageErrors).toEqual([]);
      }
    });

    it('publishes it from the dialog: then, and only then, the site shows it', async () => {
      const { page, pageErrors } = await ctx.signedIn(`/carousels/${slide.id}`, { locale: 'ru' });
      const dialog = await openSlide(page);
      const published = page.waitForResponse(
        (res) => res.url().endsWith(`/Carousels/${slide.id}/publish`) && res.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: WORDS.ru.publish, exact: true }).click();
      expect((await published).status()).toBe(200);
      await expect.poll(async () => (await onSite()).api, { timeout: 15_000 }).toContain(stamp);
      await expect.poll(async () => (await onSite()).page, { timeout: 15_000 }).toContain(stamp);
      await expect.poll(() => page.getByRole('row').filter({ hasText: WORDS.ru.states.changed }).count(), { timeout: 15_000 }).toBe(0);
      expect(pageErrors).toEqual([]);
    });
  });
}
