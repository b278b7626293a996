import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { toFormErrors } from '../../api/form-errors';
import { testDataProvider } from '../../test/dataProvider';
import { renderConsole } from '../../test/render';
import { categories } from '.';

async function fillNames(user: ReturnType<typeof userEvent.setup>) {
  for (const [tab, label, value] of [
    ['English', 'Ad (English)', 'Snacks'],
    ['Azərbaycanca', 'Ad (Azərbaycanca)', 'Qəlyanaltılar'],
    ['Русский', 'Ad (Русский)', 'Закуски'],
  ]) {
    await user.click(screen.getByRole('tab', { name: tab }));
    await user.type(screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)), value);
  }
}

describe('the category create form', () => {
  it('requires the three names with the spec message, and opens the first language with an error', async () => {
    const user = userEvent.setup();
    renderConsole('/categorycreate', { dataProvider: testDataProvider() });
    await user.click(await screen.findByRole('button', { name: /Yadda saxla/ }));
    // One error per language; the open tab shows its own.
    const errors = await screen.findAllByText('Category name is required');
    expect(errors).toHaveLength(3);
    expect(errors.filter((el) => el.closest('[hidden]') === null)).toHaveLength(1);
    for (const tab of ['English', 'Azərbaycanca', 'Русский'])
      expect(screen.getByRole('tab', { name: new RegExp(tab) })).toHaveTextContent('●');
  });

  it('shows server field errors next to their inputs and the server message as the notification', async () => {
    const user = userEvent.setup();
    const provider = testDataProvider();
    provider.create.mockRejectedValueOnce(
      new HttpError('Category name is required', 400, {
        errors: toFormErrors(
          'Category name is required',
          [{ field: 'categoryDictionaries[2].name', message: 'Too long for the server' }],
          categories.api.formErrors!,
        ),
      }),
    );
    renderConsole('/categories/create', { dataProvider: provider });
    await screen.findByRole('tab', { name: 'English' });
    await fillNames(user);
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: /Yadda saxla/ }));
    // The Russian tab opens on its error; the notification carries the server's message.
    expect(await screen.findByText('Too long for the server')).toBeVisible();
    expect(screen.getByRole('tab', { name: /Русский/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Category name is required')).toBeInTheDocument();
  });

  it('says "Kateqoriya uğurla əlavə olundu!" and returns to the list after 2 s', async () => {
    const user = userEvent.setup();
    const provider = testDataProvider();
    renderConsole('/categories/create', { dataProvider: provider });
    await screen.findByRole('tab', { name: 'English' });
    await fillNames(user);
    await user.click(screen.getByRole('button', { name: /Yadda saxla/ }));
    expect(await screen.findByText('Kateqoriya uğurla əlavə olundu!')).toBeInTheDocument();
    expect(provider.create).toHaveBeenCalledWith(
      'categories',
      expect.objectContaining({
        data: expect.objectContaining({
          parentCategoryId: null,
          categoryDictionaries: [
            { languageId: 1, name: 'Snacks' },
            { languageId: 2, name: 'Qəlyanaltılar' },
            { languageId: 3, name: 'Закуски' },
          ],
        }),
      }),
    );
    expect(screen.queryByText('Qəhvə')).toBeNull();
    await waitFor(() => expect(screen.getByText('Qəhvə')).toBeInTheDocument(), { timeout: 4000 });
  });
});
