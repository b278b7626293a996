import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryEntry } from '@qahve/config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../api/session';
import { json } from '../../test/jwt';
import { answeringList } from '../../test/dataProvider';
import { renderConsole } from '../../test/render';
import { historyFilterQuery } from './api';

const entry = (id: number, extra: Partial<HistoryEntry>): HistoryEntry => ({
  id,
  time: '2026-11-20T10:15:00.000Z',
  userId: 1,
  userEmail: 'admin@qahve.local',
  action: 'update',
  resource: 'Products',
  entityId: 4,
  changes: [],
  restorable: true,
  ...extra,
});

/** The in-memory console whose history list answers these, filtered by ['action', 'userId'] as the server does. */
const answeringHistory = (items: HistoryEntry[], total?: number) => answeringList('history', items, ['action', 'userId'], total);

afterEach(() => vi.unstubAllGlobals());

/** The server's list of users who wrote entries: the administrator and an editor. */
function answeringUsers() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes('/api/v1/admin/History/Users')
        ? json({
            items: [
              { id: 1, email: 'admin@qahve.local' },
              { id: 2, email: 'editor@qahve.local' },
            ],
          })
        : json({ message: 'unexpected' }, 404),
    ),
  );
}

describe('the Activity page', () => {
  it('lists the entries of the page the server answers, and filters on the server', async () => {
    const user = userEvent.setup();
    const provider = answeringHistory(
      [
        entry(30, { action: 'login', resource: 'Identity', entityId: 1 }),
        entry(29, {
          entityNames: [
            { languageId: 1, name: 'Black tea' },
            { languageId: 2, name: 'Qara çay' },
            { languageId: 3, name: 'Чёрный чай' },
          ],
          changes: [
            { field: 'sizeAndPrice', before: 'M / 5', after: 'L / 6' },
            { field: 'legacyField', before: 'a', after: 'b' },
            { field: 'isDeleted', before: false, after: true },
          ],
        }),
        // Its Azerbaijani name is empty: another language's stands in.
        entry(28, {
          userId: 2,
          userEmail: 'editor@qahve.local',
          resource: 'Categories',
          entityId: 7,
          entityNames: [
            { languageId: 1, name: 'Green tea' },
            { languageId: 2, name: ' ' },
            { languageId: 3, name: 'Зелёный чай' },
          ],
        }),
        entry(27, { userId: null, userEmail: null, action: 'erase', resource: 'Candidates', entityId: 3 }),
        // No name known (a survey's, or a record gone without a version): its id.
        entry(25, { resource: 'Surveys', entityId: 12, entityNames: [] }),
      ],
      45,
    );
    renderConsole('/activity', { dataProvider: provider });
    const login = await screen.findByTestId('history-entry-30');
    expect(login).toHaveTextContent('Daxil oldu');
    // Resources by their console names, the record by its name in the console's language, a link to its
    // screen (a sign-in's account is none).
    expect(login).toHaveTextContent('Hesab #1');
    expect(within(login).queryByRole('link')).toBeNull();
    const edit = screen.getByTestId('history-entry-29');
    const product = within(edit).getByRole('link', { name: 'Məhsul · Qara çay açın' });
    expect(product).toHaveAttribute('href', '/products/4');
    expect(product).toHaveTextContent(/^Məhsul · Qara çay$/);
    expect(within(screen.getByTestId('history-entry-28')).getByRole('link', { name: 'Kateqoriya · Green tea açın' })).toHaveAttribute(
      'href',
      '/categories/7',
    );
    expect(within(screen.getByTestId('history-entry-25')).getByRole('link', { name: 'Sorğu #12 açın' })).toHaveAttribute(
      'href',
      '/survey/12',
    );
    // An erased candidate has no screen left: no link.
    expect(screen.getByTestId('history-entry-27')).toHaveTextContent('Namizəd #3');
    expect(within(screen.getByTestId('history-entry-27')).queryByRole('link')).toBeNull();
    // The field's label of the product form, as in the History tab (a field without one keeps its name).
    expect(
      within(edit)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ölçü və qiymət', '—', 'M / 5', 'L / 6', 'legacyField', '—', 'a', 'b', 'Silinib', '—', '✗', '✓']);
    // A sign-in changes no field by nature: no "no field changed" line under it.
    expect(login).not.toHaveTextContent('Heç bir sahə dəyişməyib');
    expect(provider.getList).toHaveBeenCalledWith('history', expect.objectContaining({ pagination: { page: 1, perPage: 20 } }));
    // 45 entries in pages of 20: the pager is the server's.
    expect(await screen.findByText(/1-20/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Əməliyyat' }));
    await user.click(await screen.findByRole('option', { name: 'Daxil oldu' }));
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith('history', expect.objectContaining({ filter: { action: 'login' } })),
    );
    await waitFor(() => expect(screen.queryByTestId('history-entry-29')).toBeNull());
  }, 60_000);

  it('names review fields, not their keys', async () => {
    renderConsole('/activity', {
      dataProvider: answeringHistory([
        entry(31, {
          resource: 'Reviews',
          entityId: 9,
          action: 'confirm',
          changes: [
            { field: 'isConfirmed', before: false, after: true },
            { field: 'isRejected', before: true, after: false },
          ],
        }),
      ]),
    });
    const confirm = await screen.findByTestId('history-entry-31');
    expect(
      within(confirm)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Təsdiqlənib', '—', '✗', '✓', 'Rədd edilib', '—', '✓', '✗']);
  });

  it('filters to a user chosen among everyone who wrote an entry, or from an entry’s e-mail', async () => {
    const user = userEvent.setup();
    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    answeringUsers();
    const provider = answeringHistory([
      entry(28, { userId: 2, userEmail: 'editor@qahve.local' }),
      entry(26, {}),
      entry(27, { userId: null, userEmail: null, action: 'erase', resource: 'Candidates' }),
    ]);
    renderConsole('/activity', { dataProvider: provider });
    const mine = await screen.findByTestId('history-entry-28');
    // "%{user} tərəfindən": the e-mail is a button in the sentence; an entry by nobody (the system) has none.
    expect(mine).toHaveTextContent('editor@qahve.local tərəfindən');
    expect(within(screen.getByTestId('history-entry-27')).queryByRole('button', { name: /@/ })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'İstifadəçi' }));
    await user.click(await screen.findByRole('option', { name: 'admin@qahve.local' }));
    await waitFor(() => expect(provider.getList).toHaveBeenLastCalledWith('history', expect.objectContaining({ filter: { userId: 1 } })));
    await waitFor(() => expect(screen.queryByTestId('history-entry-28')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'İstifadəçi' })).toHaveTextContent('admin@qahve.local');

    await user.click(screen.getByRole('combobox', { name: 'İstifadəçi' }));
    await user.click(within(await screen.findByRole('listbox')).getByText('Hamısı'));
    await waitFor(() => expect(provider.getList).toHaveBeenLastCalledWith('history', expect.objectContaining({ filter: {} })));
    // An entry's e-mail sets the same filter.
    await user.click(
      within(await screen.findByTestId('history-entry-28', {}, { timeout: 10_000 })).getByRole('button', { name: 'editor@qahve.local' }),
    );
    await waitFor(() => expect(provider.getList).toHaveBeenLastCalledWith('history', expect.objectContaining({ filter: { userId: 2 } })));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'İstifadəçi' })).toHaveTextContent('editor@qahve.local'));
  }, 60_000);

  it('shows the chosen user in the filter after a reload with the user filter in the URL', async () => {
    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    answeringUsers();
    const provider = answeringHistory([entry(28, { userId: 2, userEmail: 'editor@qahve.local' }), entry(26, {})]);
    // A fresh console (the reload) at the address the filter left: its user id in the URL's filter.
    renderConsole(`/history?filter=${encodeURIComponent(JSON.stringify({ userId: 2 }))}`, { dataProvider: provider });
    await screen.findByTestId('history-entry-28');
    expect(screen.queryByTestId('history-entry-26')).toBeNull();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'İstifadəçi' })).toHaveTextContent('editor@qahve.local'));
  });

  it('shows the chosen user after a reload even when the list of users cannot be had', async () => {
    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Service unavailable' }, 503)),
    );
    const provider = answeringHistory([entry(28, { userId: 2, userEmail: 'editor@qahve.local' }), entry(26, {})]);
    renderConsole(`/history?filter=${encodeURIComponent(JSON.stringify({ userId: 2 }))}`, { dataProvider: provider });
    await screen.findByTestId('history-entry-28');
    // Named by the e-mail of their entries on the page.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'İstifadəçi' })).toHaveTextContent('editor@qahve.local'));
  });

  it('sends the filters as the API takes them, leaving out empty ones', () => {
    // The API filters by id; anything else in the filter stays in the console.
    expect(
      historyFilterQuery({ resource: 'Categories', action: '', userId: 3, userEmail: 'a@b.c', from: '2026-11-01', to: undefined, q: 'x' }),
    ).toEqual({
      resource: 'Categories',
      userId: '3',
      from: '2026-11-01',
    });
  });
});
