import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { auditPage } from '../support/axe';
import type { ConsoleContext } from '../support/console';
import { fetchesSettled } from '../support/browser';

interface ListedSurvey {
  id: number;
  isDeleted: boolean;
}

const CSV_HEADER = 'id,createdAt,gender,age,ageGroup,qualityPoint,quality,contactSourceId,contactSource,comment,statisfactions,isDeleted';
const CHARTS = ['Users per Contact Source', 'Age Groups', 'Satisfaction Categories', 'Gender Distribution'];

const day = (offsetDays = 0) => new Date(Date.now() + offsetDays * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** The ids of the rows shown, top to bottom. */
const shownIds = async (page: Page) => (await page.locator('tbody td.column-id').allTextContents()).map(Number);

/** Whether each chart's canvas has painted pixels. */
const painted = (page: Page) =>
  page.locator('canvas[data-chart]').evaluateAll((canvases) =>
    canvases.map((canvas) => {
      const { width, height } = canvas as HTMLCanvasElement;
      if (!width || !height) return false;
      const { data } = (canvas as HTMLCanvasElement).getContext('2d')!.getImageData(0, 0, width, height);
      for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
      return false;
    }),
  );

/**
 * Survey answers in the console, against the seeded ones: the list and its detail modal, the
 * multi-column sort (the request and the rows), delete and revert, and the statistics page (four
 * drawn charts, a date range, the CSV export, axe). English labels, except where axe runs.
 */
export function surveySuite(ctx: ConsoleContext) {
  const listIds = async (query = '') => {
    const { status, body } = await ctx.api<{ items: ListedSurvey[]; totalItems: number }>(
      `/api/v1/admin/Surveys?pageNumber=1&pageSize=10${query}`,
    );
    expect(status).toBe(200);
    return body.items.map((s) => s.id);
  };
  const surveyRequest = (page: Page, sort: string | null) =>
    page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/v1/admin/Surveys' && url.searchParams.get('sort') === sort;
    });

  describe('console surveys', () => {
    it('lists the seeded surveys by id descending, labelled, with a detail modal', async () => {
      const { page, pageErrors } = await ctx.signedIn('/survey', { locale: 'en' });
      const expected = await listIds();
      expect(expected).toHaveLength(10);
      await expect.poll(() => shownIds(page), { timeout: 15_000 }).toEqual(expected);
      const headers = await page.getByRole('columnheader').allTextContents();
      expect(headers).toEqual(['ID', 'Gender', 'Age', 'Quality point', 'Contact source', 'Comment', 'Services', 'Products', 'Actions']);
      const first = page.getByRole('row').nth(1);
      expect(await first.locator('td.column-gender').textContent()).toMatch(/^(Male|Female)$/);
      expect(await first.locator('td.column-services dt').allTextContents()).toEqual([
        'Cleanliness',
        'Wi-Fi',
        'Atmosphere',
        'Product availability',
        'Staff',
      ]);
      expect(await first.locator('td.column-products dt').allTextContents()).toEqual(['Drinks', 'Food', 'Desserts']);

      await first.getByRole('link', { name: `Details: #${expected[0]}` }).click();
      const dialog = page.getByRole('dialog', { name: `Survey #${expected[0]}` });
      await dialog.waitFor();
      await page.waitForURL(new RegExp(`/admin/survey/${expected[0]}$`));
      await dialog.getByText('Contact source', { exact: true }).waitFor();
      expect(await dialog.locator('dl').first().locator(':scope > dt').allTextContents()).toEqual([
        'ID',
        'Status',
        'Date',
        'Gender',
        'Age',
        'Quality point',
        'Contact source',
        'Comment',
        'Services',
        'Products',
      ]);
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForURL(/\/admin\/survey$/);
      expect(pageErrors).toEqual([]);
    }, 60_000);

    it('sorts on two headers in click order (age, then gender), sending the multi-sort and showing its order', async () => {
      const { page } = await ctx.signedIn('/survey', { locale: 'en' });
      await expect.poll(() => shownIds(page), { timeout: 15_000 }).toHaveLength(10);
      const header = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}\\. Sort`) });

      const byAge = surveyRequest(page, 'age:asc');
      await header('Age').click();
      await byAge;
      const byAgeThenGender = surveyRequest(page, 'age:asc,gender:asc');
      await header('Gender').click();
      await byAgeThenGender;
      await page.waitForURL(/\?sort=age%3Aasc%2Cgender%3Aasc$/);
      await expect.poll(() => shownIds(page)).toEqual(await listIds('&sort=age:asc,gender:asc'));
      expect(await header('Gender').getAttribute('aria-label')).toBe('Gender. Sort: ascending, priority 2');

      const ageDown = surveyRequest(page, 'age:desc,gender:asc');
      await header('Age').click();
      await ageDown;
      await expect.poll(() => shownIds(page)).toEqual(await listIds('&sort=age:desc,gender:asc'));

      const genderOnly = surveyRequest(page, 'gender:asc');
      await header('Age').click();
      await genderOnly;
      await expect.poll(() => shownIds(page)).toEqual(await listIds('&sort=gender:asc'));
      expect(await header('Age').getAttribute('aria-label')).toBe('Age. Sort: off');

      // A reload keeps the sort (it lives in the URL).
      const again = surveyRequest(page, 'gender:asc');
      await page.reload();
      await again;
      await expect.poll(() => shownIds(page)).toEqual(await listIds('&sort=gender:asc'));
    }, 60_000);

    it('deletes a survey after confirming (struck through) and reverts it', async () => {
      const { page } = await ctx.signedIn('/survey', { locale: 'en' });
      const [id] = await listIds();
      const row = page.getByRole('row').filter({ has: page.locator('td.column-id', { hasText: new RegExp(`^${id}$`) }) });
      await row.waitFor({ timeout: 15_000 });
      const struck = () => row.evaluate((tr) => getComputedStyle(tr.querySelector('td.column-gender')!).textDecorationLine);
      const isDeleted = async () => (await ctx.api<ListedSurvey>(`/api/v1/admin/Surveys/${id}`)).body.isDeleted;

      await row.getByRole('button', { name: `Delete: #${id}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(struck, { timeout: 10_000 }).toContain('line-through');
      expect(await isDeleted()).toBe(true);
      expect(await row.getByRole('button', { name: `Delete: #${id}` }).isDisabled()).toBe(true);

      await row.getByRole('button', { name: `Revert: #${id}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Revert' }).click();
      await expect.poll(struck, { timeout: 10_000 }).not.toContain('line-through');
      expect(await isDeleted()).toBe(false);
      expect(await row.getByRole('button', { name: `Revert: #${id}` }).count()).toBe(0);
    }, 60_000);

    it('draws the four statistics charts, follows a date range, and exports the range as CSV', async () => {
      const { page, pageErrors } = await ctx.signedIn('/survey', { locale: 'en' });
      await page.getByRole('main').getByRole('link', { name: 'Statistics' }).click();
      await page.waitForURL(/\/admin\/survey\/statistics$/);
      const all = (await ctx.api<{ total: number }>('/api/v1/admin/Surveys/Statistics')).body;
      expect(all.total).toBeGreaterThan(0);
      await page.getByText(`${all.total} answers (deleted ones are not counted)`).waitFor({ timeout: 15_000 });
      for (const name of CHARTS) await page.getByRole('img', { name }).waitFor();
      await expect.poll(() => painted(page), { timeout: 10_000 }).toEqual([true, true, true, true]);
      // Each chart's numbers, for screen readers.
      for (const name of CHARTS) expect(await page.getByRole('table', { name }).count()).toBe(1);

      // A range with no answers.
      const future = page.waitForRequest((r) => r.url().includes('/Surveys/Statistics?from=2099-01-01'));
      await page.getByLabel('From', { exact: true }).fill('2099-01-01');
      await future;
      await page.getByText('No surveys in this range').waitFor();
      expect(await page.locator('canvas[data-chart]').count()).toBe(0);

      // The seeded answers' days.
      const [from, to] = [day(-1), day(0)];
      await page.getByLabel('From', { exact: true }).fill(from);
      // The page has taken the first day (it is in the address) before the second is typed, as between
      // a person's two edits; the range's request is waited for from before the act that sends it.
      await page.waitForURL(new RegExp(`[?&]from=${from}(&|$)`), { timeout: 30_000 });
      const ranged = page.waitForResponse((r) => r.url().includes(`/Surveys/Statistics?from=${from}&to=${to}`), { timeout: 60_000 });
      await page.getByLabel('To', { exact: true }).fill(to);
      expect((await ranged).status()).toBe(200);
      const inRange = (await ctx.api<{ total: number }>(`/api/v1/admin/Surveys/Statistics?from=${from}&to=${to}`)).body;
      expect(inRange.total).toBe(all.total);
      await page.getByText(`${inRange.total} answers (deleted ones are not counted)`).waitFor();
      await expect.poll(() => painted(page), { timeout: 10_000 }).toEqual([true, true, true, true]);
      await page.waitForURL(new RegExp(`\\?from=${from}&to=${to}$`));

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^surveys-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await fs.readFile((await download.path())!, 'utf8');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const lines = csv.slice(1).split('\r\n').filter(Boolean);
      expect(lines[0]).toBe(CSV_HEADER);
      const listed = (await ctx.api<{ totalItems: number }>(`/api/v1/admin/Surveys?from=${from}&to=${to}&pageSize=1`)).body;
      expect(lines).toHaveLength(listed.totalItems + 1);
      expect(lines[1]).toMatch(/^\d+,\d{4}-\d{2}-\d{2}T/);
      expect(pageErrors).toEqual([]);
    }, 90_000);

    it('has no axe violations on the statistics page and the list', async () => {
      const { page } = await ctx.signedIn('/survey/statistics', { locale: 'az' });
      await page.getByRole('img', { name: 'Yaş qrupları' }).waitFor({ timeout: 15_000 });
      await fetchesSettled(page);
      expect(await auditPage(page)).toEqual([]);
      await page.goto(`${ctx.url()}/admin/survey`);
      await page.getByRole('table').waitFor();
      await fetchesSettled(page);
      expect(await auditPage(page)).toEqual([]);
    }, 60_000);
  });
}
