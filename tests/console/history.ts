import { describe, expect, it } from 'vitest';
import { az } from '../../admin/src/i18n/az';
import { historyMessages } from '../../admin/src/resources/history/messages';
import { auditPage } from '../support/axe';
import { ADMIN, type ConsoleContext } from '../support/console';

interface Entry {
  id: number;
  action: string;
  resource: string;
  entityId: number | null;
  changes: Array<{ field: string; locale?: string; before: unknown; after: unknown }>;
}

/** The console's texts in Azerbaijani (its default language). */
const t = az.app.history;
const fields = historyMessages.az.resources.history.fields;
const names = (en: string, azName: string, ru: string) => [
  { languageId: 1, name: en },
  { languageId: 2, name: azName },
  { languageId: 3, name: ru },
];

/**
 * The content history in the browser: a category's History tab shows its edit in each language and
 * restores the version its creation left; the Activity page finds that restore by its action.
 */
export function historySuite(ctx: ConsoleContext) {
  const stamp = Date.now().toString(36);
  const first = names(`Tea ${stamp}`, `Çay ${stamp}`, `Чай ${stamp}`);
  const edited = names(`Green tea ${stamp}`, `Yaşıl çay ${stamp}`, `Зелёный чай ${stamp}`);
  let categoryId: number;

  const history = async (query: string) => (await ctx.api<{ items: Entry[] }>(`/api/v1/admin/History?${query}`)).body.items;

  describe('console content history', () => {
    it('fits the edit dialog to a phone (390 × 844): Save bar inside, one scrollbar, whole tab names, worded buttons', async () => {
      const created = await ctx.api<{ id: number }>('/api/v1/admin/Categories', {
        method: 'POST',
        body: JSON.stringify({
          parentCategoryId: null,
          categoryDictionaries: names(`Phone ${stamp}`, `Telefon ${stamp}`, `Телефон ${stamp}`),
        }),
      });
      expect(created.status).toBe(201);
      const updated = await ctx.api(`/api/v1/admin/Categories/${created.body.id}`, {
        method: 'PUT',
        body: JSON.stringify({
          parentCategoryId: null,
          categoryDictionaries: names(`Phone 2 ${stamp}`, `Telefon 2 ${stamp}`, `Телефон 2 ${stamp}`),
        }),
      });
      expect(updated.status).toBe(200);
      const { page } = await ctx.signedIn(`/categories/${created.body.id}`, { viewport: { width: 390, height: 844 } });
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').first().waitFor();
      const layout = await dialog.evaluate((paper) => {
        const box = (el: Element) => el.getBoundingClientRect();
        const toolbar = paper.querySelector('.MuiToolbar-root')!;
        const scrolling = [paper, ...paper.querySelectorAll('*')].filter((el) => {
          const { overflowY } = getComputedStyle(el);
          return (overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight;
        });
        return {
          dialog: { left: box(paper).left, right: box(paper).right },
          toolbar: { left: box(toolbar).left, right: box(toolbar).right },
          scrolling: scrolling.length,
          clippedTabs: [...paper.querySelectorAll('[role=tab]')]
            .filter((tab) => tab.scrollWidth > tab.clientWidth)
            .map((tab) => tab.textContent),
        };
      });
      expect(layout.toolbar.left).toBeGreaterThanOrEqual(layout.dialog.left);
      expect(layout.toolbar.right).toBeLessThanOrEqual(layout.dialog.right);
      expect(layout.scrolling).toBeLessThanOrEqual(1);
      expect(layout.clippedTabs).toEqual([]);
      // Buttons say what they do on a phone too, not an icon alone (or nothing).
      expect(await dialog.getByRole('button', { name: 'Ləğv et' }).textContent()).toBe('Ləğv et');
      await dialog.getByRole('tab', { name: t.tab_history }).click();
      const restore = dialog.getByRole('button', { name: t.restore }).first();
      await restore.waitFor();
      expect(await restore.textContent()).toBe(t.restore);
    }, 120_000);

    it('shows a category’s versions in its edit modal and restores the first one', async () => {
      const created = await ctx.api<{ id: number }>('/api/v1/admin/Categories', {
        method: 'POST',
        body: JSON.stringify({ parentCategoryId: null, categoryDictionaries: first }),
      });
      expect(created.status).toBe(201);
      categoryId = created.body.id;
      const updated = await ctx.api(`/api/v1/admin/Categories/${categoryId}`, {
        method: 'PUT',
        body: JSON.stringify({ parentCategoryId: null, categoryDictionaries: edited }),
      });
      expect(updated.status).toBe(200);
      const [update, create] = await history(`resource=Categories&entityId=${categoryId}`);
      expect([update.action, create.action]).toEqual(['update', 'create']);

      const { page, pageErrors } = await ctx.signedIn(`/categories/${categoryId}`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: t.tab_history }).click();
      const latest = dialog.getByTestId(`history-entry-${update.id}`);
      await latest.getByText(t.actions.update).waitFor();
      // The edit in all three languages, before and after.
      for (const [language, before, after] of [
        ['English', first[0].name, edited[0].name],
        ['Azərbaycanca', first[1].name, edited[1].name],
        ['Русский', first[2].name, edited[2].name],
      ]) {
        const row = latest.getByRole('row').filter({ hasText: language });
        expect(await row.getByRole('cell').allTextContents()).toEqual([expect.any(String), language, before, after]);
      }
      expect(await auditPage(page)).toEqual([]);

      await dialog.getByTestId(`history-entry-${create.id}`).getByRole('button', { name: t.restore }).click();
      const confirm = page.getByRole('dialog', { name: t.restore_title });
      await confirm.getByRole('button', { name: 'Təsdiq et' }).click();
      await page.getByText(t.restored).waitFor();
      // The restore is on top of the list now, and the category has its first names again.
      await dialog.getByText(t.actions.restore).first().waitFor();
      const tree = await ctx.api<{ items: Array<{ id: number; categoryDictionaries: Array<{ name: string }> }> }>(
        '/api/v1/admin/Categories?isPaginated=false',
      );
      expect(tree.body.items.find((c) => c.id === categoryId)?.categoryDictionaries.map((d) => d.name)).toEqual(first.map((d) => d.name));
      const [restore] = await history(`resource=Categories&entityId=${categoryId}`);
      expect(restore.action).toBe('restore');
      // The form shows the restored version once back on its tab.
      await dialog.getByRole('tab', { name: t.tab_edit }).click();
      await expect
        .poll(() => dialog.getByRole('textbox').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
        .toContain(first[1].name);
      expect(pageErrors).toEqual([]);
    });

    it('finds the restore on the Activity page by its action, paged on the server', async () => {
      const { page, pageErrors } = await ctx.signedIn('/activity');
      await page.waitForURL(/\/admin\/history/);
      await page.getByRole('combobox', { name: fields.action }).click();
      await page.getByRole('option', { name: t.actions.restore }).click();
      await page.waitForURL(/action/);
      const [restore] = await history('action=restore');
      const entry = page.getByTestId(`history-entry-${restore.id}`);
      // The category by the console's name of its resource and its own name in the console's language (the
      // restored one), a link to its edit dialog.
      const link = entry.getByRole('link', { name: `Kateqoriya · ${first[1].name} açın` });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/admin/categories/${categoryId}`);
      expect(await page.locator('[data-testid^="history-entry-"]').count()).toBe((await history('action=restore')).length);
      expect(await auditPage(page)).toEqual([]);
      // The user filter, set from an entry's e-mail: the select shows the e-mail, the id is in the URL.
      await entry.getByRole('button', { name: ADMIN.email }).click();
      await page.waitForURL(/userId/);
      await expect.poll(() => page.getByRole('combobox', { name: fields.userId }).textContent()).toContain(ADMIN.email);
      // A reload at that address: the filter still shows whom it filters to.
      await page.reload();
      await entry.waitFor();
      await expect.poll(() => page.getByRole('combobox', { name: fields.userId }).textContent()).toContain(ADMIN.email);
      expect(pageErrors).toEqual([]);

      // On a phone (390 × 844) the named link wraps inside the page: no sideways scrolling.
      const phone = await ctx.signedIn(`/history?filter=${encodeURIComponent(JSON.stringify({ action: 'restore' }))}`, {
        viewport: { width: 390, height: 844 },
      });
      const phoneLink = phone.page
        .getByTestId(`history-entry-${restore.id}`)
        .getByRole('link', { name: `Kateqoriya · ${first[1].name} açın` });
      await phoneLink.waitFor();
      const box = (await phoneLink.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(phone.pageErrors).toEqual([]);
    });
  });
}
