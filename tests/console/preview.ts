import { describe, expect, it } from 'vitest';
import type { Carousel } from '@qahve/config';
import { az } from '../../admin/src/i18n/az';
import { en } from '../../admin/src/i18n/en';
import { ru } from '../../admin/src/i18n/ru';
import type { ConsoleContext, ConsoleLocale } from '../support/console';

const WORDS: Record<ConsoleLocale, typeof en.app.preview> = { az: az.app.preview, en: en.app.preview, ru: ru.app.preview };

/**
 * The live preview in the browser, on a slide, with the console in each language: the dialog's Preview
 * shows the home page rendered by the server with the text being typed (not saved), in the language
 * chosen in the pane, at a phone's and a desktop's width; the site itself never shows it. That the
 * preview is never public, cached or written is the integration tests' (cms/tests/preview.test.ts).
 */
export function previewSuite(ctx: ConsoleContext) {
  describe('console live preview', () => {
    for (const locale of ['az', 'en', 'ru'] as const) {
      it(`shows the slide's unsaved text on the home page beside the form (${locale})`, async () => {
        const slide = (await ctx.api<{ items: Carousel[] }>('/api/v1/admin/Carousels?pageSize=1')).body.items[0];
        const stamp = `Önbaxış ${locale} ${Date.now().toString(36)}`;
        const { page, pageErrors } = await ctx.signedIn(`/carousels/${slide.id}`, { locale });
        const dialog = page.getByRole('dialog');
        await dialog.locator('form').waitFor();
        await expect.poll(() => dialog.getByRole('textbox').first().inputValue(), { timeout: 10_000 }).not.toBe('');

        await dialog.getByRole('button', { name: WORDS[locale].toggle, exact: true }).click();
        const pane = dialog.getByRole('region', { name: WORDS[locale].heading });
        await pane.getByRole('button', { name: 'Azərbaycanca' }).click();
        // The answer to the call made once the typing stops, waited for from before the typing.
        const previewed = page.waitForResponse(
          async (res) =>
            res.url().endsWith(`/Carousels/${slide.id}/preview`) &&
            res.request().method() === 'POST' &&
            (res.request().postData() ?? '').includes(stamp),
        );
        await dialog.getByRole('tab', { name: 'Azərbaycanca' }).click();
        // The slide's text, the first of the tab's inputs (its picture's alt text follows).
        await dialog
          .getByRole('textbox', { name: /Azərbaycanca/ })
          .first()
          .fill(stamp);
        expect((await previewed).status()).toBe(200);

        const frame = dialog.frameLocator(`iframe[title="${WORDS[locale].frame_title}"]`);
        await expect
          .poll(async () => (await frame.locator('body').textContent({ timeout: 10_000 })) ?? '', { timeout: 15_000 })
          .toContain(stamp);
        const iframe = dialog.locator(`iframe[title="${WORDS[locale].frame_title}"]`);
        expect(await iframe.getAttribute('src')).toMatch(/^\/preview\/[\w-]+\/\?lang=az$/);
        await pane.getByRole('button', { name: WORDS[locale].desktop }).click();
        await expect.poll(() => iframe.getAttribute('data-device')).toBe('desktop');

        // The site, for a visitor, still shows what was published.
        const home = await fetch(`${ctx.url()}/?lang=az`, { headers: { Accept: '*/*' } }).then((res) => res.text());
        expect(home).not.toContain(stamp);
        expect(pageErrors).toEqual([]);
      });
    }
  });
}
