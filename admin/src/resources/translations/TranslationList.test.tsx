import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TranslationItem } from '@qahve/config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../api/session';
import { json } from '../../test/jwt';
import { answeringList } from '../../test/dataProvider';
import { renderConsole } from '../../test/render';
import { translationFilterQuery } from './api';

const item = (
  resource: string,
  entityId: number,
  field: string,
  locale: 'en' | 'az' | 'ru',
  status: 'missing' | 'stale',
  names: string[] = [],
) => ({
  id: `${resource}:${entityId}:${field}:${locale}`,
  resource,
  entityId,
  entityNames: names.map((name, i) => ({ languageId: [1, 2, 3][i] as 1 | 2 | 3, name })),
  field,
  languageId: ({ en: 1, az: 2, ru: 3 } as const)[locale],
  locale,
  status,
});

/** The in-memory console whose translations list answers these, filtered by ['languageId', 'status'] as the server does. */
const answering = (items: TranslationItem[], total?: number) => answeringList('translations', items, ['languageId', 'status'], total);

afterEach(() => vi.unstubAllGlobals());

describe('the Translations page', () => {
  it('lists what is missing or out of date, each item a link to its edit screen, and filters on the server', async () => {
    const user = userEvent.setup();
    const provider = answering(
      [
        item('Products', 4, 'description', 'en', 'missing', ['Napoleon', 'Napoleon tortu', 'Наполеон']),
        item('Categories', 7, 'name', 'ru', 'stale', ['Green tea', 'Yaşıl çay', 'Зелёный чай']),
        item('Carousels', 2, 'content', 'en', 'stale'),
      ],
      60,
    );
    renderConsole('/translations', { dataProvider: provider });

    const product = await screen.findByRole('link', { name: 'Napoleon tortu redaktə edin' });
    expect(product).toHaveAttribute('href', '/products/4');
    // The section, the field's label of its form, the language and the status, in the console's language.
    const cells = (id: string) =>
      within(document.querySelector(`[data-row="${id}"]`) as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Products:4:description:en')).toEqual(['Napoleon tortu', 'Məhsullar', 'Təsvir', 'English', 'Çatışmır', '']);
    expect(cells('Categories:7:name:ru')).toEqual(['Yaşıl çay', 'Kateqoriyalar', 'Ad', 'Русский', 'Köhnəlib', 'Hələ doğrudur']);
    expect(screen.getByRole('link', { name: 'Yaşıl çay redaktə edin' })).toHaveAttribute('href', '/categories/7');
    // Without a name: the section and the id.
    expect(screen.getByRole('link', { name: /#2 redaktə edin$/ })).toHaveAttribute('href', '/carousels/2');

    expect(provider.getList).toHaveBeenCalledWith('translations', expect.objectContaining({ pagination: { page: 1, perPage: 25 } }));
    expect(await screen.findByText(/1-25/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Dil' }));
    await user.click(await screen.findByRole('option', { name: 'Русский' }));
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith('translations', expect.objectContaining({ filter: { languageId: 3 } })),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Napoleon tortu redaktə edin' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Yaşıl çay redaktə edin' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Vəziyyət' }));
    await user.click(await screen.findByRole('option', { name: 'Çatışmır' }));
    expect(await screen.findByText('Bütün mətnlər tərcümə olunub və aktualdır.')).toBeInTheDocument();
  }, 60_000);

  it('confirms a stale translation as still right, then reads the list again', async () => {
    const user = userEvent.setup();
    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    const fetch = vi.fn(async (url: string, init?: RequestInit) =>
      url.includes('/api/v1/admin/Translations/Confirm') && init?.method === 'POST'
        ? json({ status: 'current' })
        : json({ message: 'unexpected' }, 404),
    );
    vi.stubGlobal('fetch', fetch);
    const provider = answering([item('Categories', 7, 'name', 'ru', 'stale', ['Green tea', 'Yaşıl çay', 'Зелёный чай'])]);
    renderConsole('/translations', { dataProvider: provider });
    const row = await screen.findByRole('row', { name: /Yaşıl çay/ });
    const calls = vi.mocked(provider.getList).mock.calls.length;
    await user.click(within(row).getByRole('button', { name: 'Hələ doğrudur' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toContain('/api/v1/admin/Translations/Confirm');
    expect(JSON.parse(String(init?.body))).toEqual({ resource: 'Categories', entityId: 7, field: 'name', languageId: 3 });
    expect(await screen.findByText('Aktual kimi qeyd olundu')).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(provider.getList).mock.calls.length).toBeGreaterThan(calls));
  }, 60_000);

  it('sends only the filters that are set', () => {
    expect(translationFilterQuery({ languageId: 1, resource: 'Products', status: '', entityId: undefined })).toEqual({
      languageId: '1',
      resource: 'Products',
    });
  });
});
