import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditPage } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { submitLogin, type ConsoleContext } from '../support/console';

const PANEL_ADMIN = { email: 'cms@qahve.local', password: 'Qahve-cms-2024' };

/**
 * An Administrator of the console of its own, made the way an operator would: by the Strapi panel's
 * super-admin in the content manager. Changing the shared administrator's password would end the
 * sessions the other suites rely on.
 */
async function createAdministrator(ctx: ConsoleContext, email: string, password: string) {
  const panel = await ctx.api<{ data: { token: string } }>('/admin/login', {
    method: 'POST',
    token: null,
    body: JSON.stringify(PANEL_ADMIN),
  });
  expect(panel.status).toBe(200);
  const token = panel.body.data.token;
  const roles = await ctx.api<{ roles: Array<{ id: number; type: string }> }>('/users-permissions/roles', { token });
  const role = roles.body.roles.find((r) => r.type === 'administrator');
  expect(role).toBeTruthy();
  const created = await ctx.api('/content-manager/collection-types/plugin::users-permissions.user', {
    method: 'POST',
    token,
    body: JSON.stringify({ username: email, email, password, confirmed: true, blocked: false, role: { connect: [{ id: role!.id }] } }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

const atDashboard = (page: Page) => page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
const tokens = (page: Page) =>
  page.evaluate(() => ({ access: localStorage.getItem('accessToken'), refresh: localStorage.getItem('refreshToken') }));

/** The console's own "change my password" (issue 13, Sessions): the screen, and what it does to sessions. */
export function passwordSuite(ctx: ConsoleContext) {
  describe('console: change my password', () => {
    const email = 'password-e2e@qahve.local';
    const oldPassword = 'First-password-1';
    const newPassword = 'Second-password-2';

    it('changes it from the account menu; this console goes on, another is thrown out, the new password signs in', async () => {
      await createAdministrator(ctx, email, oldPassword);
      const { page } = await ctx.anonymous('/admin/login', { locale: 'en' });
      await submitLogin(page, email, oldPassword);
      await atDashboard(page);
      // A second session of the same user, in another browser context.
      const other = await ctx.anonymous('/admin/login', { locale: 'en' });
      await submitLogin(other.page, email, oldPassword);
      await atDashboard(other.page);

      // Reached from the account menu, by keyboard.
      await page.getByRole('button', { name: /profile/i }).focus();
      await page.keyboard.press('Enter');
      // The menu opens on its first item, this one.
      await page.getByRole('menuitem', { name: 'Change password' }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Change password');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/password$/);
      await page.getByRole('heading', { name: 'Change password', level: 2 }).waitFor();

      const current = page.getByLabel('Current password', { exact: true });
      const next = page.getByLabel('New password', { exact: true });
      const confirm = page.getByLabel('Repeat the new password', { exact: true });
      const submit = page.getByRole('button', { name: 'Change password' });

      // The shared rules, checked before anything is sent.
      let sent = 0;
      page.on('request', (request) => {
        if (request.url().includes('/Identity/Password')) sent++;
      });
      await current.fill(oldPassword);
      await next.fill('short');
      await confirm.fill('short');
      await submit.click();
      await page.getByText('The password must be at least 12 characters long').waitFor();
      await next.fill('no-uppercase-here-1');
      await page.getByText('The password must contain an uppercase letter').waitFor();
      await next.fill(newPassword);
      await confirm.fill(`${newPassword}x`);
      await submit.click();
      await page.getByText('The passwords do not match').waitFor();
      expect(sent).toBe(0);
      // The field's error is announced with it.
      expect(await confirm.getAttribute('aria-invalid')).toBe('true');

      // The server's answer to a wrong current password, on its field.
      await current.fill('Not-the-password-1');
      await confirm.fill(newPassword);
      await submit.click();
      await page.getByText('The current password is not correct').waitFor();
      expect(sent).toBe(1);

      const before = await tokens(page);
      await current.fill(oldPassword);
      await submit.click();
      await page.getByText('Password changed. Other sessions have been signed out.').waitFor();
      const after = await tokens(page);
      expect(after.access).toBeTruthy();
      expect(after.access).not.toBe(before.access);
      expect(after.refresh).not.toBe(before.refresh);
      // The fields are emptied.
      expect(await page.getByLabel('Current password', { exact: true }).inputValue()).toBe('');

      // This console keeps working with its fresh tokens.
      await page.goto(`${ctx.url()}/admin/products`);
      await page
        .getByRole('heading', { name: /products/i })
        .first()
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/products');

      // The other one is thrown out to the login page at its next request.
      await other.page.goto(`${ctx.url()}/admin/products`);
      await other.page.waitForURL(/\/admin\/login$/);
      expect(await tokens(other.page)).toEqual({ access: null, refresh: null });

      // Sign out, then in: the old password fails, the new one works.
      await page.getByRole('button', { name: /profile/i }).click();
      await page.getByRole('menuitem', { name: /logout/i }).click();
      await page.waitForURL(/\/admin\/login$/);
      await submitLogin(page, email, oldPassword);
      await page.getByText(/Login failed/i).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/login');
      await submitLogin(page, email, newPassword);
      await atDashboard(page);
    }, 180_000);

    it('fits a 375 px phone, speaks Azerbaijani and Russian, and has no axe violations', async () => {
      const shots = process.env.SCREENSHOT_DIR;
      for (const [locale, viewport, title, submit] of [
        ['az', PHONE, 'Şifrəni dəyiş', 'Şifrəni dəyiş'],
        ['ru', PHONE, 'Смена пароля', 'Сменить пароль'],
        ['en', DESKTOP, 'Change password', 'Change password'],
      ] as const) {
        const { page } = await ctx.anonymous('/admin/login', { locale, viewport });
        await submitLogin(page, email, newPassword);
        await atDashboard(page);
        await page.goto(`${ctx.url()}/admin/password`);
        await page.getByRole('heading', { name: title, level: 2 }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${locale} ${viewport.width}px`).toBeLessThanOrEqual(0);
        const button = await page.getByRole('button', { name: submit }).boundingBox();
        expect(button!.x + button!.width).toBeLessThanOrEqual(viewport.width);
        if (shots) await page.screenshot({ path: path.join(shots, `change-password-${locale}-${viewport.width}.png`), fullPage: true });
        expect(await auditPage(page)).toEqual([]);
      }
    }, 180_000);
  });
}
