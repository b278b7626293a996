import { describe, expect, it } from 'vitest';
import { auditPage } from '../support/axe';
import { ADMIN, submitLogin, type ConsoleContext } from '../support/console';

/** Sign-in, the guard on every console route, logout, and axe on the login page. */
export function sessionSuite(ctx: ConsoleContext) {
  describe('console session', () => {
    it('sends a visitor without a token from any console route to /admin/login', async () => {
      const { page } = await ctx.anonymous('/admin/products');
      for (const path of ['/admin/products', '/admin', '/admin/career-list', '/admin/survey']) {
        if (path !== '/admin/products') await page.goto(`${ctx.url()}${path}`);
        await page.waitForURL(/\/admin\/login$/);
        await page.getByRole('textbox', { name: /e-?poçt|email/i }).waitFor();
      }
    }, 120_000);

    it('reaches the login page at once from a signed-out deep link, with one history entry and no navigation loop', async () => {
      // Every link of a notification e-mail is such a visit. The page counts the router's pushState calls.
      const { page, context } = await ctx.anonymous('/menu');
      await context.addInitScript(() => {
        const push = history.pushState.bind(history);
        (window as unknown as { pushes: number }).pushes = 0;
        history.pushState = (...args: Parameters<History['pushState']>) => {
          (window as unknown as { pushes: number }).pushes++;
          push(...args);
        };
      });
      for (const path of ['/admin', '/admin/products/1/reviews/1', '/admin/career-list/1']) {
        await page.goto(`${ctx.url()}${path}`);
        await page.getByRole('textbox', { name: /e-?poçt|email/i }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/admin/login');
        // One redirect to the login page, and nothing after it (before: hundreds, for 12 to 18 s).
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => (window as unknown as { pushes: number }).pushes), path).toBeLessThanOrEqual(1);
      }
    }, 120_000);

    it('refuses wrong credentials with the spec message and stores nothing', async () => {
      const { page } = await ctx.anonymous('/admin/login');
      await submitLogin(page, ADMIN.email, 'not-the-password-1');
      await page.getByText('Giriş başarısız! Lütfen bilgilerinizi kontrol edin.').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
      expect(page.url()).toMatch(/\/admin\/login$/);
    });

    it('signs in, stores both tokens and shows the dashboard; logout revokes the session', async () => {
      const { page } = await ctx.anonymous('/admin/login');
      await submitLogin(page, ADMIN.email, ADMIN.password);
      await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
      await page.getByRole('heading', { name: 'İdarə paneli' }).waitFor();

      const stored = await page.evaluate(() => ({
        access: localStorage.getItem('accessToken'),
        refresh: localStorage.getItem('refreshToken'),
      }));
      expect(typeof JSON.parse(stored.access!)).toBe('string');
      expect(stored.refresh).toBeTruthy();

      await page.getByRole('button', { name: /profil|profile|профиль/i }).click();
      await page.getByRole('menuitem', { name: /çıxış|logout|выход/i }).click();
      await page.waitForURL(/\/admin\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();

      // The session is gone on the server: the old refresh token no longer works.
      const refresh = await ctx.api('/api/v1/admin/Identity/Refresh', {
        method: 'POST',
        token: null,
        body: JSON.stringify({ refreshToken: stored.refresh }),
      });
      expect(refresh.status).toBe(401);

      await page.goto(`${ctx.url()}/admin`);
      await page.waitForURL(/\/admin\/login$/);
    });

    it('has no axe violations on the login page', async () => {
      const { page } = await ctx.anonymous('/admin/login');
      await page.getByRole('button', { name: /daxil|sign in|войти/i }).waitFor();
      expect(await auditPage(page)).toEqual([]);
    });
  });
}
