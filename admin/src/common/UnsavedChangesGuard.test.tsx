import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testDataProvider } from '../test/dataProvider';
import { renderConsole } from '../test/render';

const question = () => screen.findByRole('alertdialog', { name: 'Dəyişikliklərdən imtina edilsin?' });
/** The question's dialog has faded out (until then the rest of the page is hidden from the accessibility tree). */
const answered = () => waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

describe('the unsaved-changes guard', () => {
  it('asks before a create form with typed text is left through the sidebar; Keep stays, Discard goes', async () => {
    const user = userEvent.setup();
    const { router } = renderConsole('/categories/create', { dataProvider: testDataProvider() });
    await user.type(await screen.findByLabelText(/^Ad \(Azərbaycanca\)/), 'Qəlyanaltılar');
    await user.click(screen.getByRole('menuitem', { name: 'Məhsullar' }));
    await user.click(within(await question()).getByRole('button', { name: 'Redaktəyə davam et' }));
    await answered();
    expect(router.state.location.pathname).toBe('/categories/create');
    expect(screen.getByLabelText(/^Ad \(Azərbaycanca\)/)).toHaveValue('Qəlyanaltılar');

    await user.click(screen.getByRole('menuitem', { name: 'Məhsullar' }));
    await user.click(within(await question()).getByRole('button', { name: 'Dəyişikliklərdən imtina et' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('lets an untouched form go without a word', async () => {
    const user = userEvent.setup();
    const { router } = renderConsole('/categories/create', { dataProvider: testDataProvider() });
    await screen.findByLabelText(/^Ad \(Azərbaycanca\)/);
    await user.click(screen.getByRole('menuitem', { name: 'Məhsullar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before Escape closes an edit modal with a change, and lets a save close it', async () => {
    const user = userEvent.setup();
    const provider = testDataProvider();
    const { router } = renderConsole('/categories/2', { dataProvider: provider });
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByLabelText(/^Ad \(Azərbaycanca\)/);
    await waitFor(() => expect(name).toHaveValue('Espresso içkiləri'));
    await user.type(name, ' (yeni)');
    await user.keyboard('{Escape}');
    await user.click(within(await question()).getByRole('button', { name: 'Redaktəyə davam et' }));
    await answered();
    expect(router.state.location.pathname).toBe('/categories/2');
    expect(name).toHaveValue('Espresso içkiləri (yeni)');

    await user.click(within(dialog).getByRole('button', { name: /Yadda saxla/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
    expect(provider.update).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
