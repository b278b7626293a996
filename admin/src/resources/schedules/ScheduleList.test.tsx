import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type GetListParams, type RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Schedule } from '@qahve/config';
import { testDataProvider } from '../../test/dataProvider';
import { expectSavedEdit } from '../../test/forms';
import { renderConsole } from '../../test/render';

const schedule = (id: number, state: Schedule['state'], extra: Partial<Schedule> = {}): Schedule => ({
  id,
  name: null,
  at: '2026-12-01T05:00:00.000Z',
  state,
  items: [{ resource: 'Products', id: 1, action: 'publish', names: { en: 'Latte', az: 'Latte', ru: 'Латте' } }],
  createdBy: 'admin@qahve.local',
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  firedAt: null,
  error: null,
  ...extra,
});

/** The shared test provider with schedules, filtered by state as the API filters them; a cancel answers the schedule cancelled. */
function schedulesProvider(schedules: Schedule[]) {
  const provider = testDataProvider();
  const { getList, getOne, update, delete: remove } = provider;
  const byId = (id: unknown) => schedules.find((s) => String(s.id) === String(id))!;
  provider.getList = vi.fn(async (resource: string, params: GetListParams) => {
    if (resource !== 'schedules') return getList(resource, params);
    // Fresh copies, as the API's JSON would be.
    const data = structuredClone(schedules.filter((s) => !params.filter?.state || s.state === params.filter.state));
    return { data, total: data.length };
  }) as typeof getList;
  provider.getOne = vi.fn(async (resource: string, params: { id: unknown }) =>
    resource === 'schedules' ? { data: structuredClone(byId(params.id)) } : getOne(resource, params),
  ) as typeof getOne;
  provider.update = vi.fn(async (resource: string, params: { id: unknown; data: RaRecord }) =>
    resource === 'schedules' ? { data: Object.assign(byId(params.id), params.data) } : update(resource, params),
  ) as typeof update;
  provider.delete = vi.fn(async (resource: string, params: { id: unknown }) => {
    if (resource !== 'schedules') return remove(resource, params);
    byId(params.id).state = 'cancelled';
    return { data: byId(params.id) };
  }) as typeof remove;
  return provider;
}

const SCHEDULES: Schedule[] = [
  schedule(4, 'pending', {
    name: 'Qış menyusu',
    at: '2026-12-20T20:30:00.000Z',
    items: [
      { resource: 'Products', id: 1, action: 'publish', names: { en: 'Latte', az: 'Latte', ru: 'Латте' } },
      { resource: 'Categories', id: 5, action: 'publish', names: { en: 'Desserts', az: 'Desertlər', ru: 'Десерты' } },
      { resource: 'Products', id: 2, action: 'unpublish', names: { en: 'Americano', az: 'Amerikano', ru: 'Американо' } },
      { resource: 'Branches', id: 9, action: 'unpublish', names: {} },
    ],
  }),
  schedule(3, 'pending'),
  schedule(2, 'done', { firedAt: '2026-11-26T06:00:05.000Z', at: '2026-11-26T06:00:00.000Z' }),
  schedule(1, 'failed', {
    firedAt: '2026-11-25T06:00:02.000Z',
    at: '2026-11-25T06:00:00.000Z',
    error: 'Item not found',
    createdBy: null,
  }),
];

/** The console on the schedules list, over the seeded schedules (`prepare` may change the provider first). */
function openSchedules(prepare: (provider: ReturnType<typeof schedulesProvider>) => void = () => {}) {
  const user = userEvent.setup();
  const provider = schedulesProvider(structuredClone(SCHEDULES));
  prepare(provider);
  renderConsole('/schedules', { dataProvider: provider });
  return { user, provider };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const actionNames = (row: HTMLElement) =>
  [...row.querySelectorAll('td.column-actions button, td.column-actions a')].map((b) => b.getAttribute('aria-label'));

describe('the schedules list', () => {
  it('shows each schedule in Baku time, its state, its items and who scheduled it, with the actions its state allows', async () => {
    renderConsole('/schedules', { dataProvider: schedulesProvider(structuredClone(SCHEDULES)) });
    const release = await rowOf('Qış menyusu');
    // 20:30 UTC is half past midnight the next day in Baku (UTC+4), whatever the machine's zone.
    expect(within(release).getByText('21.12.2026 00:30').tagName).toBe('TIME');
    expect(within(release).getByText('Gözləyir').closest('[data-state]')).toHaveAttribute('data-state', 'pending');
    expect(within(release).getByText('Dərc et: Məhsul · Latte')).toBeInTheDocument();
    expect(within(release).getByText('Dərc et: Kateqoriya · Desertlər')).toBeInTheDocument();
    expect(within(release).getByText('Dərcdən çıxar: Məhsul · Amerikano')).toBeInTheDocument();
    // Three named, the rest counted; the count column has them all.
    expect(within(release).getByText('və daha 1')).toBeInTheDocument();
    expect(within(release).getByText('4 element')).toBeInTheDocument();
    expect(within(release).getByText('admin@qahve.local')).toBeInTheDocument();
    expect(actionNames(release)).toEqual(['Vaxtı dəyiş: Qış menyusu', 'Cədvəli ləğv et: Qış menyusu']);

    // Without a name: its one item's.
    const single = screen.getAllByRole('row')[2];
    expect(within(single).getByText('Latte')).toBeInTheDocument();
    expect(within(single).getByText('1 element')).toBeInTheDocument();
    expect(actionNames(single)).toEqual(['Vaxtı dəyiş: Latte', 'Cədvəli ləğv et: Latte']);

    const done = screen.getAllByRole('row')[3];
    expect(within(done).getByText('İcra olunub')).toBeInTheDocument();
    expect(within(done).getByText('İcra vaxtı: 26.11.2026 10:00')).toBeInTheDocument();
    expect(actionNames(done)).toEqual(['Ətraflı: Latte']);

    const failed = screen.getAllByRole('row')[4];
    expect(within(failed).getByText('Alınmadı')).toBeInTheDocument();
    expect(within(failed).getByText('Cəhd edilib: 25.11.2026 10:00')).toBeInTheDocument();
    expect(within(failed).getByText('Item not found')).toBeInTheDocument();
    expect(within(failed).getByText('—')).toBeInTheDocument();
    expect(actionNames(failed)).toEqual(['Ətraflı: Latte']);
  }, 60_000);

  it('filters by state on the server', async () => {
    const { user, provider } = openSchedules();
    await rowOf('Qış menyusu');
    await user.click(screen.getByRole('combobox', { name: 'Vəziyyət' }));
    await user.click(await screen.findByRole('option', { name: 'Alınmadı' }));
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith('schedules', expect.objectContaining({ filter: { state: 'failed' } })),
    );
    await waitFor(() => expect(screen.queryByText('Qış menyusu')).toBeNull());
    expect(screen.getByText('Item not found')).toBeInTheDocument();
  }, 60_000);

  it('cancels a pending schedule with DELETE after a confirmation, and shows it cancelled', async () => {
    const { user, provider } = openSchedules();
    await user.click(within(await rowOf('Qış menyusu')).getByRole('button', { name: 'Cədvəli ləğv et: Qış menyusu' }));
    const dialog = await screen.findByRole('dialog', { name: '"Qış menyusu" cədvəli ləğv edilsin?' });
    // "Keep it" leaves it as it is.
    await user.click(within(dialog).getByRole('button', { name: 'Saxla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(provider.delete).not.toHaveBeenCalled();
    await user.click(within(await rowOf('Qış menyusu')).getByRole('button', { name: 'Cədvəli ləğv et: Qış menyusu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cədvəli ləğv et' }));
    await waitFor(() => expect(provider.delete).toHaveBeenCalledWith('schedules', expect.objectContaining({ id: 4 })));
    expect(await screen.findByText('Cədvəl ləğv edildi')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByText('Qış menyusu').closest('tr')!).getByText('Ləğv edilib')).toBeInTheDocument());
    expect(actionNames(screen.getByText('Qış menyusu').closest('tr')!)).toEqual(['Ətraflı: Qış menyusu']);
  }, 60_000);

  it('says when a cancel is refused (no longer pending)', async () => {
    const { user } = openSchedules((provider) =>
      provider.delete.mockRejectedValueOnce(new HttpError('Only a pending schedule can be changed or cancelled', 409)),
    );
    await user.click(within(await rowOf('Qış menyusu')).getByRole('button', { name: 'Cədvəli ləğv et: Qış menyusu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cədvəli ləğv et' }));
    expect(await screen.findByText('Cədvəli ləğv etmək alınmadı: Only a pending schedule can be changed or cancelled')).toBeInTheDocument();
  }, 60_000);

  it('reschedules a pending schedule: Baku wall time in, the UTC instant saved', async () => {
    const { user, provider } = openSchedules();
    await user.click(within(await rowOf('Qış menyusu')).getByRole('link', { name: 'Vaxtı dəyiş: Qış menyusu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cədvəl #4' });
    const at = await within(dialog).findByLabelText(/^Vaxt/);
    expect(at).toHaveValue('2026-12-21T00:30');
    await user.clear(at);
    await user.type(at, '2026-12-22T09:15');
    await user.click(within(dialog).getByRole('button', { name: /Yadda saxla/ }));
    await expectSavedEdit(provider, 'schedules', '4', { at: '2026-12-22T05:15:00.000Z', name: 'Qış menyusu' });
  }, 60_000);

  it('shows a done or failed schedule’s details without a form', async () => {
    renderConsole('/schedules/1', { dataProvider: schedulesProvider(structuredClone(SCHEDULES)) });
    const dialog = await screen.findByRole('dialog', { name: 'Cədvəl #1' });
    expect(await within(dialog).findByText('Item not found')).toBeInTheDocument();
    expect(within(dialog).getByText('Cəhd edilib: 25.11.2026 10:00')).toBeInTheDocument();
    expect(within(dialog).getByText(/Yalnız gözləyən cədvəlin/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Yadda saxla/ })).toBeNull();
  }, 60_000);

  it('says when the list cannot be loaded, and tries again', async () => {
    const { user } = openSchedules((provider) => {
      const answer = provider.getList.getMockImplementation()!;
      provider.getList.mockImplementation(async (resource, params) => {
        if (resource === 'schedules' && provider.getList.mock.calls.filter(([r]) => r === 'schedules').length === 1)
          throw new HttpError('Service unavailable', 503);
        return answer(resource, params);
      });
    });
    expect(await screen.findByText('Cədvəlləri yükləmək alınmadı.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findByText('Qış menyusu')).toBeInTheDocument();
  }, 60_000);

  it('says "Empty" when nothing is scheduled', async () => {
    renderConsole('/schedules', { dataProvider: schedulesProvider([]) });
    expect(await screen.findByText('Boşdur')).toBeInTheDocument();
  }, 60_000);
});
