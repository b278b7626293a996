import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryEntry } from '@qahve/config';
import { describe, expect, it, vi } from 'vitest';
import { testDataProvider } from '../test/dataProvider';
import { renderConsole } from '../test/render';
import { shownValue } from './HistoryEntry';

const entries: HistoryEntry[] = [
  {
    id: 13,
    time: '2026-11-21T09:00:00.000Z',
    userId: null,
    userEmail: 'cms@qahve.local',
    action: 'update',
    resource: 'Categories',
    entityId: 2,
    changes: [{ field: 'name', locale: 'az', before: 'Espresso', after: 'Espresso içkiləri' }],
    restorable: true,
    restorableBefore: true,
    source: 'panel',
  },
  {
    id: 12,
    time: '2026-11-20T10:15:00.000Z',
    userId: 1,
    userEmail: 'admin@qahve.local',
    action: 'update',
    resource: 'Categories',
    entityId: 2,
    changes: [
      { field: 'name', locale: 'en', before: 'Espresso', after: 'Espresso drinks' },
      { field: 'name', locale: 'ru', before: 'Эспрессо', after: 'Эспрессо-напитки' },
    ],
    restorable: true,
    source: 'console',
  },
  {
    id: 7,
    time: '2026-11-19T08:00:00.000Z',
    userId: 1,
    userEmail: 'admin@qahve.local',
    action: 'create',
    resource: 'Categories',
    entityId: 2,
    changes: [{ field: 'isDeleted', before: null, after: false }],
    restorable: true,
  },
];

function withHistory() {
  const provider = testDataProvider();
  return Object.assign(provider, {
    history: vi.fn(async () => ({ pageNumber: 1, totalPages: 1, totalItems: entries.length, items: entries })),
    restoreVersion: vi.fn(async () => undefined),
  });
}

/** The console on category 2's edit modal, its History tab chosen. */
async function historyTabOfCategory() {
  const user = userEvent.setup();
  const dataProvider = withHistory();
  renderConsole('/categories/2', { dataProvider });
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('tab', { name: 'Tarixçə' }));
  return { user, dataProvider, dialog };
}

describe('the History tab of an edit modal', () => {
  it('lists the versions newest first with the change in each language, and restores one after confirmation', async () => {
    const { user, dataProvider, dialog } = await historyTabOfCategory();

    const latest = await within(dialog).findByTestId('history-entry-12');
    expect(dataProvider.history).toHaveBeenCalledWith('categories', '2', { page: 1, perPage: 10 });
    expect(latest).toHaveTextContent('Redaktə edildi');
    expect(latest).toHaveTextContent('admin@qahve.local tərəfindən');
    const rows = within(latest)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Ad', 'English', 'Espresso', 'Espresso drinks'],
      ['Ad', 'Русский', 'Эспрессо', 'Эспрессо-напитки'],
    ]);
    const items = within(dialog).getAllByTestId(/^history-entry-/);
    expect(items.map((item) => item.dataset.testid)).toEqual(['history-entry-13', 'history-entry-12', 'history-entry-7']);
    expect(latest).toHaveTextContent('konsolda');

    await user.click(within(latest).getByRole('button', { name: /Bu versiyanı bərpa et/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Bu versiya bərpa edilsin?' });
    await user.click(within(confirm).getByRole('button', { name: /Təsdiq et/ }));
    await waitFor(() => expect(dataProvider.restoreVersion).toHaveBeenCalledWith('categories', 12, 'after'));
    expect(await screen.findByText('Versiya bərpa olundu')).toBeInTheDocument();
    // The list is read again (the restore is an entry of its own).
    await waitFor(() => expect(dataProvider.history).toHaveBeenCalledTimes(2));
  });

  it('names a panel edit as such and restores the state before it after confirmation', async () => {
    const { user, dataProvider, dialog } = await historyTabOfCategory();
    const panelEdit = await within(dialog).findByTestId('history-entry-13');
    expect(panelEdit).toHaveTextContent('cms@qahve.local tərəfindən · Strapi panelində');
    // The console's own entry without a "before" offers only its version.
    expect(within(within(dialog).getByTestId('history-entry-12')).queryByRole('button', { name: /Əvvəlki vəziyyəti bərpa et/ })).toBeNull();

    await user.click(within(panelEdit).getByRole('button', { name: /Əvvəlki vəziyyəti bərpa et/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Bu dəyişiklikdən əvvəlki vəziyyət bərpa edilsin?' });
    await user.click(within(confirm).getByRole('button', { name: /Təsdiq et/ }));
    await waitFor(() => expect(dataProvider.restoreVersion).toHaveBeenCalledWith('categories', 13, 'before'));
    // Generous: a dialog, a tab, two clicks and a confirmation take long on a loaded machine.
  }, 90_000);

  it('keeps the form as typed while the History tab is open', async () => {
    const user = userEvent.setup();
    renderConsole('/categories/2', { dataProvider: withHistory() });
    const dialog = await screen.findByRole('dialog');
    const editable = () =>
      within(dialog)
        .getAllByRole('textbox')
        .filter((el) => !el.hasAttribute('readonly') && !(el as HTMLInputElement).disabled);
    await waitFor(() => expect(editable().length).toBeGreaterThan(0));
    const [english] = editable();
    await user.clear(english);
    await user.type(english, 'Typed');
    await user.click(within(dialog).getByRole('tab', { name: 'Tarixçə' }));
    await within(dialog).findByTestId('history-entry-12');
    await user.click(within(dialog).getByRole('tab', { name: 'Redaktə' }));
    expect(editable()[0]).toHaveValue('Typed');
  });

  it('shows values plainly: a dash for nothing, yes/no marks, lists joined', () => {
    expect([null, '', true, false, [3, 4], [], 'Çay', 5].map(shownValue)).toEqual(['—', '—', '✓', '✗', '3, 4', '—', 'Çay', '5']);
  });
});
