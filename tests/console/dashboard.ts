import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Dashboard } from '@qahve/config';
import { az } from '../../admin/src/i18n/az';
import { en } from '../../admin/src/i18n/en';
import { ru } from '../../admin/src/i18n/ru';
import { auditPage } from '../support/axe';
import type { ConsoleContext, ConsoleLocale } from '../support/console';

const TEXTS = { az: az.app.dashboard, en: en.app.dashboard, ru: ru.app.dashboard };
const shots = path.resolve(__dirname, '../../.cache/screenshots');

/** Nothing wider than the window: no sideways scrolling on a phone. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The dashboard (/admin) on the seeded product: its tiles say what GET admin/Dashboard says, a
 * review posted through the public form is confirmed from its card, a tile leads to its filtered
 * list, by keyboard too; in the three languages at 1280 and 375 px, with no axe violation.
 */
export function dashboardSuite(ctx: ConsoleContext) {
  const stamp = Date.now().toString(36);
  const feedback = `Dashboard E2E ${stamp}: əla latte.`;
  const author = { name: 'Leyla', surname: `Panel${stamp}` };
  let reviewId = 0;

  const dashboard = async () => {
    const res = await ctx.api<Dashboard>('/api/v1/admin/Dashboard');
    expect(res.status).toBe(200);
    return res.body;
  };

  describe('console dashboard', () => {
    it('shows the figures of GET admin/Dashboard, and confirms a pending review from its card', async () => {
      const products = await ctx.api<{ items: Array<{ id: number }> }>(
        '/api/v1/client/Products?languageId=2&isPaginated=false&isMenuItem=true',
        { token: null },
      );
      const productId = products.body.items[0].id;
      const posted = await ctx.api<{ id: number }>(`/api/v1/client/Reviews?productId=${productId}`, {
        method: 'POST',
        token: null,
        body: JSON.stringify({ ...author, email: 'leyla.e2e@example.az', feedback }),
      });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      reviewId = posted.body.id;

      const { page, pageErrors } = await ctx.signedIn('');
      const t = TEXTS.az;
      const figures = await dashboard();
      const tile = (name: string) => page.getByRole('link', { name: new RegExp(`^${name}: `) });
      await tile(t.pending_reviews).waitFor();
      expect(await page.locator('[data-count="pending-reviews"]').textContent()).toBe(String(figures.reviews.pending));
      expect(await page.locator('[data-count="surveys"]').textContent()).toBe(figures.surveys.total.toLocaleString('tr'));
      expect(await page.locator('[data-count="candidates-unread"]').textContent()).toBe(String(figures.candidates.unread));
      expect(figures.reviews.newest[0].id).toBe(reviewId);

      // The charts come after the tiles, each canvas named by its heading.
      await page.getByRole('img', { name: t.surveys_per_day }).waitFor();
      await page.getByRole('img', { name: t.quality_trend }).waitFor();

      const pending = page.getByRole('region', { name: t.pending_reviews });
      await pending.getByText(feedback).waitFor();
      await pending.getByRole('button', { name: `${t.confirm}: ${author.name} ${author.surname}` }).click();
      await page.getByText(t.confirm_done.replace('%{name}', `${author.name} ${author.surname}`)).waitFor();
      await expect.poll(() => pending.getByText(feedback).count(), { timeout: 10_000 }).toBe(0);
      const after = await dashboard();
      expect(after.reviews.pending).toBe(figures.reviews.pending - 1);
      const review = await ctx.api<{ items: Array<{ id: number; status: string }> }>(
        `/api/v1/admin/Reviews/GetAll?productId=${productId}&isPaginated=false`,
      );
      expect(review.body.items.find((r) => r.id === reviewId)?.status).toBe('confirmed');
      expect(pageErrors).toEqual([]);
    }, 60_000);

    it('leads from a tile to its filtered list, by keyboard', async () => {
      const { page } = await ctx.signedIn('');
      const t = TEXTS.az;
      const unread = page.getByRole('link', { name: new RegExp(`^${t.unread_candidates}: `) });
      await unread.waitFor();
      await unread.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => decodeURIComponent(page.url())).toContain('/admin/career-list?filter={"unread":true}');
      const toggle = page.getByRole('button', { name: 'Yalnız oxunmamışlar' });
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');

      await page.goto(`${ctx.url()}/admin/`);
      const pendingTile = page.getByRole('link', { name: new RegExp(`^${t.pending_reviews}: `) });
      await pendingTile.waitFor();
      await pendingTile.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => decodeURIComponent(page.url())).toContain('/admin/reviews?filter={"status":"pending"}');

      // The surveys tile: the list of the 30 days, which says so and lets them all be shown again.
      const figures = await dashboard();
      await page.goto(`${ctx.url()}/admin/`);
      await page.getByRole('link', { name: new RegExp(`^${t.surveys_30_days}: `) }).click();
      await expect.poll(() => page.url()).toContain(`/admin/survey?from=${figures.surveys.from}&to=${figures.surveys.to}`);
      const day = (iso: string) => iso.split('-').reverse().join('.');
      const notice = page.getByRole('button', { name: new RegExp(`${day(figures.surveys.from)}.*${day(figures.surveys.to)}`) });
      await notice.waitFor();
      await notice.click();
      await expect.poll(() => page.url()).not.toContain('from=');
    }, 60_000);

    for (const locale of ['az', 'en', 'ru'] as ConsoleLocale[]) {
      it(`reads well in ${locale} at 1280 and 375 px, with no axe violation`, async () => {
        const t = TEXTS[locale];
        await fs.mkdir(shots, { recursive: true });
        for (const viewport of [
          { width: 1280, height: 900 },
          { width: 375, height: 812 },
        ]) {
          const { page, pageErrors } = await ctx.signedIn('', { locale, viewport });
          // Charts drawn at once (they honour reduced motion), so that the screenshot shows them whole.
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.reload();
          await page.getByRole('region', { name: t.most_reviewed }).waitFor();
          await page.getByRole('img', { name: t.surveys_per_day }).waitFor();
          await page.getByRole('img', { name: t.quality_trend }).waitFor();
          expect(await overflow(page)).toBeLessThanOrEqual(0);
          await page.screenshot({ path: path.join(shots, `console-dashboard-${viewport.width}-${locale}.png`), fullPage: true });
          expect(await auditPage(page)).toEqual([]);
          expect(pageErrors).toEqual([]);
        }
      }, 90_000);
    }
  });
}
