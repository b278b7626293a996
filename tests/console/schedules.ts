import { describe, expect, it } from 'vitest';
import type { Schedule } from '@qahve/config';
import { schedulesMessages } from '../../admin/src/resources/schedules/messages';
import { scheduleItemPath } from '../../admin/src/common/ScheduleItemButton';
import type { ConsoleContext } from '../support/console';

/**
 * Scheduled publishing in the browser, in a browser whose clock is New York's: a product's schedule
 * made from its prefilled create screen in Baku time (sent as UTC), listed in each language's words
 * and format, then cancelled from the list. That a due schedule is carried out is the integration
 * tests' (cms/tests/schedules.test.ts: three processes, all or nothing).
 */
export function schedulesSuite(ctx: ConsoleContext) {
  const stamp = Date.now().toString(36);
  const name = `Qış menyusu ${stamp}`;
  const text = (locale: 'en' | 'az' | 'ru') => schedulesMessages[locale].app.schedules;
  let scheduleId: number;

  describe('console schedules', () => {
    it('schedules a product in Baku time from its prefilled screen, whatever the browser’s zone', async () => {
      const products = await ctx.api<{ items: Array<{ id: number }> }>('/api/v1/admin/Products?pageSize=1');
      const productId = products.body.items[0].id;
      const { page, pageErrors } = await ctx.signedIn(scheduleItemPath('Products', productId, 'unpublish'), {
        timezoneId: 'America/New_York',
      });
      await page.getByRole('textbox', { name: schedulesMessages.az.resources.schedules.fields.name, exact: true }).fill(name);
      await page.locator('input[type="datetime-local"]').fill('2031-01-15T09:30');
      const posted = page.waitForResponse((res) => res.url().endsWith('/api/v1/admin/Schedules') && res.request().method() === 'POST');
      await page.getByRole('button', { name: 'Yadda saxla' }).click();
      const response = await posted;
      expect(response.status(), await response.text()).toBe(201);
      const body = response.request().postDataJSON() as { name: string; at: string; items: unknown[] };
      expect(body).toEqual({ name, at: '2031-01-15T05:30:00.000Z', items: [{ resource: 'Products', id: productId, action: 'unpublish' }] });
      scheduleId = ((await response.json()) as { id: number }).id;
      expect(pageErrors).toEqual([]);
    });

    it('lists it in each language’s words and date format, in Baku time', async () => {
      for (const [locale, due] of [
        ['az', '15.01.2031 09:30'],
        ['en', 'Jan 15, 2031, 9:30 AM'],
        ['ru', '15.01.2031, 09:30'],
      ] as const) {
        const { page, pageErrors } = await ctx.signedIn('/schedules', { locale, timezoneId: 'America/New_York' });
        const row = page.getByRole('row').filter({ hasText: name });
        await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
        await expect.poll(() => row.innerText()).toContain(due);
        expect(await row.innerText()).toContain(text(locale).state.pending);
        expect(pageErrors).toEqual([]);
      }
    });

    it('cancels it from the list after asking', async () => {
      const { page, pageErrors } = await ctx.signedIn('/schedules', { locale: 'en' });
      const cancel = page.getByRole('button', { name: `${text('en').cancel}: ${name}` });
      await cancel.click();
      const deleted = page.waitForResponse(
        (res) => res.url().endsWith(`/api/v1/admin/Schedules/${scheduleId}`) && res.request().method() === 'DELETE',
      );
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text('en').cancel })
        .click();
      expect((await deleted).status()).toBe(200);
      const row = page.getByRole('row').filter({ hasText: name });
      await expect.poll(() => row.innerText(), { timeout: 30_000 }).toContain(text('en').state.cancelled);
      expect(((await ctx.api<Schedule>(`/api/v1/admin/Schedules/${scheduleId}`)).body as Schedule).state).toBe('cancelled');
      expect(pageErrors).toEqual([]);
    });
  });
}
