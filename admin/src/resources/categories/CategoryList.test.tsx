import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CATEGORY_TREE, testDataProvider } from '../../test/dataProvider';
import { renderConsole } from '../../test/render';
import { flattenTree, parentChoices } from '../../common/categoryTree';

describe('the category tree', () => {
  it('flattens depth first with depth and ancestors', () => {
    expect(flattenTree(CATEGORY_TREE).map(({ id, depth, ancestors }) => [id, depth, ancestors])).toEqual([
      [1, 0, []],
      [2, 1, [1]],
      [3, 2, [1, 2]],
      [5, 0, []],
      [4, 0, []],
    ]);
  });

  it('never offers a category, or anything below it, as its own parent', () => {
    const rows = flattenTree(CATEGORY_TREE);
    expect(parentChoices(rows, 1).map((r) => r.id)).toEqual([5, 4]);
    expect(parentChoices(rows, 2).map((r) => r.id)).toEqual([1, 5, 4]);
    expect(parentChoices(rows, 3).map((r) => r.id)).toEqual([1, 2, 5, 4]);
    expect(parentChoices(rows, undefined).map((r) => r.id)).toEqual([1, 2, 3, 5, 4]);
  });

  it('lists subcategories indented by depth and joined with an arrow, in Azerbaijani or "Unnamed"', async () => {
    renderConsole('/categories', { dataProvider: testDataProvider() });
    const coffee = await screen.findByText('Qəhvə');
    const cell = (text: string) => screen.getByText(text).closest('[data-depth]') as HTMLElement;
    expect(cell('Qəhvə')).toHaveAttribute('data-depth', '0');
    expect(cell('Qəhvə')).toHaveStyle({ paddingLeft: '0px' });
    expect(within(cell('Qəhvə')).queryByText('→')).toBeNull();
    expect(cell('Espresso içkiləri')).toHaveAttribute('data-depth', '1');
    expect(cell('Espresso içkiləri')).toHaveStyle({ paddingLeft: '24px' });
    expect(within(cell('Espresso içkiləri')).getByText('→')).toBeInTheDocument();
    expect(cell('Latte')).toHaveStyle({ paddingLeft: '48px' });
    // Rows keep the tree's order: parent, child, grandchild.
    const names = screen.getAllByRole('row').map((row) => row.textContent ?? '');
    expect(names.findIndex((t) => t.includes('Qəhvə'))).toBeLessThan(names.findIndex((t) => t.includes('Espresso içkiləri')));
    expect(names.findIndex((t) => t.includes('Espresso içkiləri'))).toBeLessThan(names.findIndex((t) => t.includes('Latte')));
    expect(coffee).toBeInTheDocument();
    // The deleted category has no Azerbaijani name: "Unnamed", a missing-translation badge, struck through.
    const unnamed = cell('Adsız');
    expect(within(unnamed).getByText('Çatışmır: AZ')).toBeInTheDocument();
    const row = unnamed.closest('tr')!;
    expect(within(row).getByRole('button', { name: /Redaktə et/ })).toBeDisabled();
    expect(within(row).getByRole('button', { name: /^Sil/ })).toBeDisabled();
    expect(within(row).getByRole('button', { name: /Geri qaytar/ })).toBeEnabled();
  });

  it('offers in the edit modal every category but the edited one and those below it', async () => {
    const user = userEvent.setup();
    renderConsole('/categories/2', { dataProvider: testDataProvider() });
    const dialog = await screen.findByRole('dialog');
    const select = await within(dialog).findByRole('combobox', { name: /Üst kateqoriya/ });
    await waitFor(() => expect(select).toHaveTextContent('Qəhvə'));
    await user.click(select);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['— ən üst səviyyə —', 'Qəhvə', 'Desertlər']);
  });

  it('marks in the edit modal the languages whose texts are missing or out of date, and copies another language’s to translate from', async () => {
    const user = userEvent.setup();
    const provider = testDataProvider();
    const getList = provider.getList;
    const problem = (locale: 'en' | 'ru', languageId: 1 | 3, status: 'missing' | 'stale') => ({
      id: `Categories:2:name:${locale}`,
      resource: 'Categories',
      entityId: 2,
      entityNames: [],
      field: 'name',
      languageId,
      locale,
      status,
    });
    provider.getList = vi.fn(async (resource: string, params: GetListParams) =>
      resource === 'translations'
        ? { data: [problem('en', 1, 'missing'), problem('ru', 3, 'stale')], total: 2 }
        : getList(resource, params),
    ) as unknown as typeof getList;
    renderConsole('/categories/2', { dataProvider: provider });
    const dialog = await screen.findByRole('dialog');
    const english = await within(dialog).findByRole('tab', { name: 'English (çatışmır)' }, { timeout: 5000 });
    expect(within(dialog).getByRole('tab', { name: 'Русский (köhnəlib)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Azərbaycanca' })).toBeInTheDocument();
    expect(provider.getList).toHaveBeenCalledWith(
      'translations',
      expect.objectContaining({ filter: { resource: 'Categories', entityId: 2 } }),
    );

    await user.click(english);
    const panel = within(dialog).getByRole('tabpanel', { name: 'English (çatışmır)' });
    expect(within(panel).getByRole('alert')).toHaveTextContent('bu dildə mətn yoxdur');
    const input = within(panel).getByRole('textbox');
    expect(input).toHaveValue('Espresso');
    await user.click(within(panel).getByRole('button', { name: 'Köçür: Azərbaycanca' }));
    expect(input).toHaveValue('Espresso içkiləri');
  });

  it('names the choices by their path for a deeper category', async () => {
    const user = userEvent.setup();
    renderConsole('/categories/5', { dataProvider: testDataProvider() });
    const dialog = await screen.findByRole('dialog');
    const select = await within(dialog).findByRole('combobox', { name: /Üst kateqoriya/ });
    await user.click(select);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['— ən üst səviyyə —', 'Qəhvə', 'Qəhvə → Espresso içkiləri', 'Qəhvə → Espresso içkiləri → Latte']);
  });
});
