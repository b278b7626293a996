import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@qahve/config';
import { consoleDataProvider } from '../../App';
import { CATEGORY_TREE, dict } from '../../test/dataProvider';
import { json } from '../../test/jwt';
import { renderConsole } from '../../test/render';
import { scheduleItemPath } from '../../common/ScheduleItemButton';

const product = (id: number, name: string, isDeleted = false): Product => ({
  id,
  categoryId: 1,
  order: id,
  isMenuItem: false,
  isDeleted,
  sizeAndPrice: 'M / 5',
  primaryImageUrl: null,
  secondaryImageUrl: null,
  woltLink: null,
  productDictionaries: dict(name, name, name).map((d) => ({ ...d, description: null, imageAlt: null })),
});

const paged = (items: unknown[]) => json({ pageNumber: 1, totalPages: 1, totalItems: items.length, items });

/**
 * The API behind the console's own data provider (every resource's calls, as the console makes them):
 * the products and categories lists, and `POST Schedules` answering each of `answers` in turn.
 */
function answeringApi(...answers: Response[]) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://console').pathname;
    if (path === '/api/v1/admin/Products') return paged([product(1, 'Latte'), product(2, 'Americano'), product(3, 'Cortado', true)]);
    if (path === '/api/v1/admin/Categories') return paged(CATEGORY_TREE);
    if (path === '/api/v1/admin/Schedules' && init?.method === 'POST') return answers.shift() ?? json({ message: 'unexpected' }, 500);
    if (path === '/api/v1/admin/Schedules') return paged([]);
    return json({ message: `unexpected ${path}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof answeringApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

afterEach(() => vi.unstubAllGlobals());

/** Picks the item of the `index`th line (1-based) in its section's list. */
async function pickItem(user: ReturnType<typeof userEvent.setup>, index: number, name: string) {
  const combobox = screen.getAllByRole('combobox', { name: /^Element/ })[index - 1];
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name }));
}

describe('the schedule create screen', () => {
  it('sends the release as JSON with the UTC instant, shows the server’s 400 on its fields, then saves', async () => {
    const user = userEvent.setup();
    const fetchMock = answeringApi(
      json(
        {
          message: 'Validation failed',
          errors: [
            { field: 'at', message: 'Date and time must be in the future' },
            { field: 'items[1].id', message: 'Item not found' },
          ],
        },
        400,
      ),
      json({ id: 7, message: 'Schedule created' }, 201),
    );
    renderConsole('/schedules/create', { dataProvider: consoleDataProvider() });

    await user.type(await screen.findByRole('textbox', { name: 'Ad' }), 'Qış menyusu');
    // Baku wall time: 20:30 in Baku is 16:30 UTC, whatever the machine's zone.
    await user.type(screen.getByLabelText(/^Vaxt/), '2030-12-24T20:30');
    expect(screen.getByText('Bakı vaxtı (UTC+4)')).toBeInTheDocument();
    await pickItem(user, 1, 'Latte');

    await user.click(screen.getByRole('button', { name: 'Element əlavə et' }));
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: /^Element/ })).toHaveLength(2));
    // A hidden (deleted) product says so: publishing it shows it again.
    await user.click(screen.getAllByRole('combobox', { name: /^Element/ })[1]);
    expect(await screen.findByRole('option', { name: 'Cortado (gizlədilib)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Americano' }));
    await user.click(screen.getAllByRole('combobox', { name: /^Əməliyyat/ })[1]);
    await user.click(await screen.findByRole('option', { name: 'Dərcdən çıxar' }));

    await user.click(screen.getByRole('button', { name: /Yadda saxla/ }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(posts(fetchMock)[0]).toEqual({
      name: 'Qış menyusu',
      at: '2030-12-24T16:30:00.000Z',
      items: [
        { resource: 'Products', id: 1, action: 'publish' },
        { resource: 'Products', id: 2, action: 'unpublish' },
      ],
    });
    const [url] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(url).toBe('/api/v1/admin/Schedules');

    // Each server error under its own input: the time, and the second item's choice.
    const at = screen.getByLabelText(/^Vaxt/);
    expect(await screen.findByText('Date and time must be in the future')).toBeInTheDocument();
    expect(at).toHaveAttribute('aria-invalid', 'true');
    expect(at).toHaveAccessibleDescription(/Date and time must be in the future/);
    const second = screen.getAllByRole('combobox', { name: /^Element/ })[1];
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription(/Item not found/);
    expect(screen.getAllByRole('combobox', { name: /^Element/ })[0]).not.toHaveAttribute('aria-invalid', 'true');

    await user.clear(at);
    await user.type(at, '2030-12-25T09:00');
    await user.click(screen.getByRole('button', { name: /Yadda saxla/ }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(2));
    expect(posts(fetchMock)[1].at).toBe('2030-12-25T05:00:00.000Z');
    expect(await screen.findByText('Planlaşdırıldı')).toBeInTheDocument();
  }, 60_000);

  it('asks for a time in the future and an item before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = answeringApi();
    renderConsole('/schedules/create', { dataProvider: consoleDataProvider() });
    await user.type(await screen.findByLabelText(/^Vaxt/), '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: /Yadda saxla/ }));
    expect(await screen.findByText('Date and time must be in the future')).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: /^Element/ })[0]).toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetchMock)).toHaveLength(0);
  }, 60_000);

  it('opens with an item filled in from its address (an item’s "Schedule…" button)', async () => {
    const user = userEvent.setup();
    const fetchMock = answeringApi(json({ id: 8, message: 'Schedule created' }, 201));
    renderConsole(scheduleItemPath('Categories', 5, 'unpublish'), { dataProvider: consoleDataProvider() });
    const item = await screen.findByRole('combobox', { name: /^Element/ });
    await waitFor(() => expect(item).toHaveValue('Desertlər'));
    expect(screen.getByRole('combobox', { name: /^Bölmə/ })).toHaveTextContent('Kateqoriya');
    expect(screen.getByRole('combobox', { name: /^Əməliyyat/ })).toHaveTextContent('Dərcdən çıxar');
    await user.type(screen.getByLabelText(/^Vaxt/), '2030-01-01T00:00');
    await user.click(screen.getByRole('button', { name: /Yadda saxla/ }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(posts(fetchMock)[0]).toEqual({
      at: '2029-12-31T20:00:00.000Z',
      items: [{ resource: 'Categories', id: 5, action: 'unpublish' }],
    });
    expect(within(document.body).getByText('Planlaşdırıldı')).toBeInTheDocument();
  }, 60_000);

  it('is reached from an item’s edit dialog with "Schedule…": hide it while shown, show it again once hidden', async () => {
    const user = userEvent.setup();
    answeringApi();
    const { router } = renderConsole('/products/3', { dataProvider: consoleDataProvider() });
    const hidden = await screen.findByRole('dialog', { name: 'Məhsulu redaktə et #3' });
    expect(await within(hidden).findByRole('link', { name: 'Planlaşdır…' })).toHaveAttribute(
      'href',
      scheduleItemPath('Products', 3, 'publish'),
    );
    await router.navigate('/products/1');
    const shown = await screen.findByRole('dialog', { name: 'Məhsulu redaktə et #1' });
    await user.click(await within(shown).findByRole('link', { name: 'Planlaşdır…' }));
    const item = await screen.findByRole('combobox', { name: /^Element/ });
    await waitFor(() => expect(item).toHaveValue('Latte'));
    expect(screen.getByRole('combobox', { name: /^Əməliyyat/ })).toHaveTextContent('Dərcdən çıxar');
  }, 60_000);

  it('cancels with DELETE Schedules/{id} and reschedules with PUT Schedules/{id} { name?, at }', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      json({ id: 4, name: null, at: '2030-01-01T00:00:00.000Z', state: init?.method === 'DELETE' ? 'cancelled' : 'pending', items: [] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const provider = consoleDataProvider();
    await provider.delete('schedules', { id: 4 });
    await provider.update('schedules', { id: 4, data: { name: '  ', at: '2030-01-01T00:00:00.000Z' }, previousData: { id: 4 } });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url} ${String(init?.body ?? '')}`)).toEqual([
      'DELETE /api/v1/admin/Schedules/4 ',
      'PUT /api/v1/admin/Schedules/4 {"at":"2030-01-01T00:00:00.000Z"}',
    ]);
  }, 60_000);
});
