import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testDataProvider } from '../../test/dataProvider';
import { renderConsole } from '../../test/render';
import { nextCategorySort, PRODUCT_SORT_STORAGE_KEY } from './sort';
import { expectSavedEdit, retypeAndSave } from '../../test/forms';

const lastSort = (provider: ReturnType<typeof testDataProvider>) => {
  const calls = provider.getList.mock.calls.filter(([resource]) => resource === 'products');
  return calls[calls.length - 1]?.[1].sort;
};

const header = () => screen.findByRole('button', { name: /^Kateqoriya\./ });

describe('the products list', () => {
  it('cycles the category sort ascending, descending, none', () => {
    expect([nextCategorySort(null), nextCategorySort('asc'), nextCategorySort('desc')]).toEqual(['asc', 'desc', null]);
  });

  it('sorts by category on each click, asc -> desc -> none, and keeps the choice in localStorage', async () => {
    const user = userEvent.setup();
    const provider = testDataProvider();
    renderConsole('/products', { dataProvider: provider });
    await screen.findByText('Americano');
    expect(lastSort(provider)).toEqual({ field: 'order', order: 'ASC' });

    await user.click(await header());
    await waitFor(() => expect(lastSort(provider)).toEqual({ field: 'categoryName', order: 'ASC' }));
    expect(localStorage.getItem(PRODUCT_SORT_STORAGE_KEY)).toBe('asc');

    await user.click(await header());
    await waitFor(() => expect(lastSort(provider)).toEqual({ field: 'categoryName', order: 'DESC' }));
    expect(localStorage.getItem(PRODUCT_SORT_STORAGE_KEY)).toBe('desc');

    await user.click(await header());
    await waitFor(() => expect(lastSort(provider)).toEqual({ field: 'order', order: 'ASC' }));
    expect(localStorage.getItem(PRODUCT_SORT_STORAGE_KEY)).toBeNull();
  });

  it('starts from the stored sort', async () => {
    localStorage.setItem(PRODUCT_SORT_STORAGE_KEY, 'desc');
    const provider = testDataProvider();
    renderConsole('/products', { dataProvider: provider });
    await screen.findByText('Americano');
    expect(lastSort(provider)).toEqual({ field: 'categoryName', order: 'DESC' });
    expect(await header()).toHaveAttribute('data-sort', 'desc');
  });

  it('resets the sort after a delete and after a revert', async () => {
    const user = userEvent.setup();
    localStorage.setItem(PRODUCT_SORT_STORAGE_KEY, 'asc');
    const provider = testDataProvider();
    renderConsole('/products', { dataProvider: provider });
    const row = (await screen.findByText('Americano')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Sil: Americano/ }));
    await user.click(await screen.findByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(provider.delete).toHaveBeenCalledWith('products', expect.objectContaining({ id: 2 })));
    await waitFor(() => expect(lastSort(provider)).toEqual({ field: 'order', order: 'ASC' }));
    expect(localStorage.getItem(PRODUCT_SORT_STORAGE_KEY)).toBeNull();
    expect(await screen.findByText('Silindi')).toBeInTheDocument();

    localStorage.setItem(PRODUCT_SORT_STORAGE_KEY, 'desc');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const deleted = (await screen.findByText('Cortado')).closest('tr')!;
    await user.click(within(deleted).getByRole('button', { name: /^Geri qaytar: Cortado/ }));
    await user.click(await screen.findByRole('button', { name: 'Geri qaytar' }));
    await waitFor(() => expect(provider.revert).toHaveBeenCalledWith('products', 3));
    await waitFor(() => expect(localStorage.getItem(PRODUCT_SORT_STORAGE_KEY)).toBeNull());
  });

  it('shows "No image", the category name, and disables Reviews, Edit and Delete on a deleted row', async () => {
    renderConsole('/products', { dataProvider: testDataProvider() });
    const row = (await screen.findByText('Cortado')).closest('tr')!;
    expect(within(row).getAllByText('Şəkil yoxdur')).toHaveLength(2);
    expect(await within(row).findByText('Espresso içkiləri')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Rəylər/ })).toBeDisabled();
    expect(within(row).getByRole('button', { name: /^Sil/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: /Rəylər: Latte/ })).toHaveAttribute('href', '/products/1/reviews');
  });
});

describe('the product edit modal', () => {
  it('opens on /products/:id, saves, closes and resets the category sort', async () => {
    const user = userEvent.setup();
    localStorage.setItem(PRODUCT_SORT_STORAGE_KEY, 'asc');
    const provider = testDataProvider();
    renderConsole('/products/2', { dataProvider: provider });
    const dialog = await screen.findByRole('dialog');
    const size = await within(dialog).findByLabelText(/Ölçü və qiymət/);
    await waitFor(() => expect(size).toHaveValue('M / 5'));
    await retypeAndSave(user, dialog, size, 'L / 6');
    await expectSavedEdit(provider, 'products', '2', { sizeAndPrice: 'L / 6' });
    expect(localStorage.getItem(PRODUCT_SORT_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(lastSort(provider)).toEqual({ field: 'order', order: 'ASC' }));
  });

  it("saves the picture's alt text of a language, an optional field with its hint", async () => {
    const user = userEvent.setup();
    const provider = testDataProvider();
    renderConsole('/products/2', { dataProvider: provider });
    const dialog = await screen.findByRole('dialog');
    const alt = await within(dialog).findByLabelText('Şəklin təsviri (alt mətni) (Azərbaycanca)');
    expect(alt).not.toBeRequired();
    expect(alt).toHaveAccessibleDescription(/onu görə bilməyən ziyarətçilər üçün/);
    await retypeAndSave(user, dialog, alt, 'Mərmər piştaxta üzərində amerikano');
    await expectSavedEdit(provider, 'products', '2', {
      productDictionaries: expect.arrayContaining([
        expect.objectContaining({ languageId: 2, imageAlt: 'Mərmər piştaxta üzərində amerikano' }),
      ]),
    });
  });
});
