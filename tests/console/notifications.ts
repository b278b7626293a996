import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditPage } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import type { ConsoleContext } from '../support/console';

/**
 * The e-mail notifications page (docs/notifications.md) in a real browser. The product of this file
 * runs without SMTP settings, so the page must say that notifications are off, and still keep the
 * administrator's choices for when a server is configured.
 */
export function notificationsSuite(ctx: ConsoleContext) {
  describe('console: e-mail notifications', () => {
    it('is reached from the account menu, says notifications are off, and keeps a choice', async () => {
      const { page } = await ctx.signedIn('/', { locale: 'en' });
      await page.getByRole('button', { name: /profile/i }).click();
      await page.getByRole('menuitem', { name: 'Notifications' }).click();
      await page.waitForURL(/\/admin\/notifications$/);
      await page.getByRole('heading', { name: 'E-mail notifications', level: 2 }).waitFor();
      await page.getByText(/E-mail notifications are off: no mail server \(SMTP\) is configured/).waitFor();

      const digest = page.getByRole('switch', { name: /The daily digest/ });
      const wasOn = await digest.isChecked();
      await digest.click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Notification settings saved').waitFor();
      const stored = await ctx.api<{ dailyDigest: boolean; language: string; enabled: boolean }>('/api/v1/admin/Notifications/Settings');
      expect(stored.body).toMatchObject({ dailyDigest: !wasOn, language: 'en', enabled: false });

      await page.reload();
      await page.getByRole('heading', { name: 'E-mail notifications', level: 2 }).waitFor();
      expect(await page.getByRole('switch', { name: /The daily digest/ }).isChecked()).toBe(!wasOn);
    }, 120_000);

    it('fits a 375 px phone, speaks Azerbaijani and Russian, and has no axe violations', async () => {
      const shots = process.env.SCREENSHOT_DIR;
      for (const [locale, viewport, title, save] of [
        ['az', PHONE, 'E-poçt bildirişləri', 'Yadda saxla'],
        ['ru', PHONE, 'Уведомления по электронной почте', 'Сохранить'],
        ['en', DESKTOP, 'E-mail notifications', 'Save'],
      ] as const) {
        const { page } = await ctx.signedIn('/notifications', { locale, viewport });
        await page.getByRole('heading', { name: title, level: 2 }).waitFor();
        await page.getByRole('alert').waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${locale} ${viewport.width}px`).toBeLessThanOrEqual(0);
        const button = await page.getByRole('button', { name: save }).boundingBox();
        expect(button!.x + button!.width).toBeLessThanOrEqual(viewport.width);
        if (shots) await page.screenshot({ path: path.join(shots, `notifications-${locale}-${viewport.width}.png`), fullPage: true });
        expect(await auditPage(page)).toEqual([]);
      }
    }, 120_000);
  });
}
