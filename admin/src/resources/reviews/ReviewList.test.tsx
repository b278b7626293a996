import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { GetListParams, RaRecord } from 'react-admin';
import type { AdminReview } from '@qahve/config';
import { testDataProvider } from '../../test/dataProvider';
import { renderConsole } from '../../test/render';
import { movesOf } from './api';
import { expectSavedEdit, retypeAndSave } from '../../test/forms';

const review = (
  id: number,
  name: string,
  surname: string | null,
  status: AdminReview['status'],
  extra: Partial<AdminReview> = {},
): AdminReview => ({
  id,
  productId: 1,
  name,
  surname,
  email: `${name.toLowerCase()}@example.az`,
  feedback: `Rəy ${id}`,
  status,
  isConfirmed: status === 'confirmed',
  isRejected: status === 'rejected',
  isDeleted: false,
  createdAt: `2026-11-0${id - 10}T10:00:00.000Z`,
  ...extra,
});

/** Lets `mock` answer for the reviews resource with `mine`, and as before for the others. */
function forReviews<F extends (resource: string, ...rest: any[]) => any>(mock: Mock<F>, mine: F) {
  const original = mock.getMockImplementation()!;
  const routed = (resource: string, ...rest: unknown[]) => (resource === 'reviews' ? mine : original)(resource, ...rest);
  mock.mockImplementation(routed as Parameters<Mock<F>['mockImplementation']>[0]);
}

/** The shared test provider with reviews: filtered by product and state like the API. */
function reviewsProvider() {
  const provider = testDataProvider();
  const reviews: AdminReview[] = [
    review(11, 'Aysel', 'Quliyeva', 'pending'),
    review(12, 'Murad', 'Əliyev', 'confirmed'),
    review(13, 'Leyla', null, 'rejected'),
    review(14, 'Nigar', 'Həsənova', 'pending', { isDeleted: true }),
    review(15, 'Orxan', 'Babayev', 'pending', { productId: 2 }),
  ];
  const byId = (id: unknown) => reviews.find((r) => String(r.id) === String(id))!;
  forReviews(provider.getList, async (_resource, params: GetListParams) => {
    const filter = params.filter ?? {};
    const data = reviews.filter(
      (r) =>
        (filter.productId === undefined || String(r.productId) === String(filter.productId)) &&
        (filter.status !== 'pending' || (r.status === 'pending' && !r.isDeleted)),
    );
    return { data, total: data.length };
  });
  forReviews(provider.getOne, async (_resource, { id }: { id: unknown }) => ({ data: byId(id) }));
  forReviews(provider.update, async (_resource, { id, data }: { id: unknown; data: RaRecord }) => ({ data: { ...byId(id), ...data, id } }));
  forReviews(provider.delete, async (_resource, { id }: { id: unknown }) => {
    byId(id).isDeleted = true;
    return { data: byId(id) };
  });
  return provider;
}

type Provider = ReturnType<typeof reviewsProvider>;

/** The moderation calls go through fetch (the API client), not the data provider. */
function mockFetch(status = 200, body: unknown = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body), { status }));
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
/** The names of a row's action buttons and links (Edit is a link to the modal's route), in order. */
const actionNames = (row: HTMLElement) =>
  [...row.querySelectorAll('td.column-actions button, td.column-actions a')].map((b) => b.getAttribute('aria-label'));
const reviewCalls = (provider: Provider) => provider.getList.mock.calls.filter(([resource]) => resource === 'reviews');
const lastFilter = (provider: Provider) => reviewCalls(provider).at(-1)?.[1].filter;

describe('review moderation', () => {
  it('offers Confirm and Reject while pending, Reject when confirmed, Confirm when rejected, nothing when deleted', () => {
    expect(movesOf({ status: 'pending', isDeleted: false })).toEqual(['confirm', 'reject']);
    expect(movesOf({ status: 'confirmed', isDeleted: false })).toEqual(['reject']);
    expect(movesOf({ status: 'rejected', isDeleted: false })).toEqual(['confirm']);
    expect(movesOf({ status: 'pending', isDeleted: true })).toEqual([]);
  });

  it("lists the product's reviews under its name, with the buttons each state allows and its status chip", async () => {
    const provider = reviewsProvider();
    renderConsole('/products/1/reviews', { dataProvider: provider });
    await waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Rəylər: Latte'));
    expect(lastFilter(provider)).toEqual({ productId: '1' });
    expect(screen.queryByText('Orxan Babayev')).toBeNull();

    const pending = await rowOf('Aysel Quliyeva');
    expect(actionNames(pending)).toEqual([
      'Təsdiqlə: Aysel Quliyeva',
      'Rədd et: Aysel Quliyeva',
      'Redaktə et: Aysel Quliyeva',
      'Sil: Aysel Quliyeva',
    ]);
    expect(within(pending).getByText('Gözləyir').closest('[data-status]')).toHaveAttribute('data-status', 'pending');
    expect(within(pending).getByText('aysel@example.az')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Redaktə et: Aysel Quliyeva' })).toHaveAttribute('href', '/products/1/reviews/11');

    expect(actionNames(await rowOf('Murad Əliyev'))).toEqual(['Rədd et: Murad Əliyev', 'Redaktə et: Murad Əliyev', 'Sil: Murad Əliyev']);
    expect(within(await rowOf('Murad Əliyev')).getByText('Təsdiqlənib')).toBeInTheDocument();
    expect(actionNames(await rowOf('Leyla'))).toEqual(['Təsdiqlə: Leyla', 'Redaktə et: Leyla', 'Sil: Leyla']);
    expect(within(await rowOf('Leyla')).getByText('Rədd edilib')).toBeInTheDocument();

    // Deleted: only Revert, struck through, "Deleted" beside its state, and not selectable for bulk moves.
    const deleted = await rowOf('Nigar Həsənova');
    expect(actionNames(deleted)).toEqual(['Geri qaytar: Nigar Həsənova']);
    expect(within(deleted).getByText('Silinib')).toBeInTheDocument();
    expect(within(deleted).getByRole('checkbox')).toBeDisabled();
    expect(within(pending).getByRole('checkbox')).toBeEnabled();
  });

  it('confirms a pending review with PATCH admin/Reviews/Confirm/Confirm/{id}, notifies and reloads', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(200, { ...review(11, 'Aysel', 'Quliyeva', 'confirmed') });
    const provider = reviewsProvider();
    renderConsole('/products/1/reviews', { dataProvider: provider });
    const row = await rowOf('Aysel Quliyeva');
    const loads = reviewCalls(provider).length;
    await user.click(within(row).getByRole('button', { name: 'Təsdiqlə: Aysel Quliyeva' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/v1/admin/Reviews/Confirm/Confirm/11');
    expect(init?.method).toBe('PATCH');
    expect(await screen.findByText('Rəy təsdiqləndi')).toBeInTheDocument();
    await waitFor(() => expect(reviewCalls(provider).length).toBeGreaterThan(loads));
  });

  it('rejects a confirmed review with PATCH admin/Reviews/Reject/Reject/{id}', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(200, { ...review(12, 'Murad', 'Əliyev', 'rejected') });
    renderConsole('/products/1/reviews', { dataProvider: reviewsProvider() });
    await user.click(within(await rowOf('Murad Əliyev')).getByRole('button', { name: 'Rədd et: Murad Əliyev' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/v1/admin/Reviews/Reject/Reject/12', expect.objectContaining({ method: 'PATCH' })),
    );
    expect(await screen.findByText('Rəy rədd edildi')).toBeInTheDocument();
  });

  it('says the method is not allowed on a 405', async () => {
    const user = userEvent.setup();
    mockFetch(405, { message: 'Method Not Allowed' });
    renderConsole('/products/1/reviews', { dataProvider: reviewsProvider() });
    await user.click(within(await rowOf('Leyla')).getByRole('button', { name: 'Təsdiqlə: Leyla' }));
    expect(await screen.findByText('Bu metoda icazə verilmir (405)')).toBeInTheDocument();
  });

  it('confirms the selected rows in one POST admin/Reviews/Bulk and clears the selection', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(200, { action: 'confirm', items: [] });
    renderConsole('/products/1/reviews', { dataProvider: reviewsProvider() });
    await user.click(await screen.findByRole('checkbox', { name: 'Bu sətri seç: Aysel Quliyeva' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bu sətri seç: Leyla' }));
    expect(await screen.findByText('2 element seçilib')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Təsdiqlə' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/v1/admin/Reviews/Bulk');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'confirm', ids: [11, 13] });
    expect(await screen.findByText('2 rəy təsdiqləndi')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByText('Aysel Quliyeva').closest('tr')!).getByRole('checkbox')).not.toBeChecked());
  });

  it('selects every row of the page but the deleted ones from the header', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(200, { action: 'reject', items: [] });
    renderConsole('/products/1/reviews', { dataProvider: reviewsProvider() });
    await rowOf('Nigar Həsənova');
    await user.click(screen.getByRole('checkbox', { name: 'Hamısını seç' }));
    expect(screen.getByRole('checkbox', { name: 'Bu sətri seç: Nigar Həsənova' })).not.toBeChecked();
    await user.click(await screen.findByRole('button', { name: 'Rədd et' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ action: 'reject', ids: [11, 12, 13] });
    expect(await screen.findByText('3 rəy rədd edildi')).toBeInTheDocument();
  });

  it('shows the server message when a bulk move is refused', async () => {
    const user = userEvent.setup();
    mockFetch(409, { message: 'Some reviews are deleted: revert them first: 11' });
    renderConsole('/products/1/reviews', { dataProvider: reviewsProvider() });
    await user.click(within(await rowOf('Aysel Quliyeva')).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Rədd et' }));
    expect(
      await screen.findByText('Rəy rədd edilərkən xəta baş verdi: Some reviews are deleted: revert them first: 11'),
    ).toBeInTheDocument();
  });

  it('filters to pending reviews on the server and back', async () => {
    const user = userEvent.setup();
    const provider = reviewsProvider();
    renderConsole('/products/1/reviews', { dataProvider: provider });
    await rowOf('Murad Əliyev');
    const toggle = screen.getByRole('switch', { name: 'Yalnız gözləyənlər' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(lastFilter(provider)).toEqual({ productId: '1', status: 'pending' }));
    await waitFor(() => expect(screen.queryByText('Murad Əliyev')).toBeNull());
    expect(screen.getByText('Aysel Quliyeva')).toBeInTheDocument();
    expect(screen.queryByText('Nigar Həsənova')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Yalnız gözləyənlər' })).toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Yalnız gözləyənlər' }));
    await waitFor(() => expect(lastFilter(provider)).toEqual({ productId: '1' }));
    expect(await screen.findByText('Murad Əliyev')).toBeInTheDocument();
  });

  it('edits the feedback in the modal on /products/:productId/reviews/:id and closes back to the list', async () => {
    const user = userEvent.setup();
    const provider = reviewsProvider();
    renderConsole('/products/1/reviews/11', { dataProvider: provider });
    const dialog = await screen.findByRole('dialog', { name: 'Rəyi redaktə et #11' });
    const feedback = await within(dialog).findByRole('textbox', { name: /Rəy/ });
    await waitFor(() => expect(feedback).toHaveValue('Rəy 11'));
    await retypeAndSave(user, dialog, feedback, 'Düzəldilmiş rəy');
    await expectSavedEdit(provider, 'reviews', '11', { feedback: 'Düzəldilmiş rəy' });
    expect(await screen.findByText('Aysel Quliyeva')).toBeInTheDocument();
  });

  it('moderates in the dialog the pending-review e-mail links to: author, state, Confirm and Reject', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(200, { ...review(11, 'Aysel', 'Quliyeva', 'confirmed') });
    renderConsole('/products/1/reviews/11', { dataProvider: reviewsProvider() });
    const dialog = await screen.findByRole('dialog', { name: 'Rəyi redaktə et #11' });
    const moderation = await within(dialog).findByRole('region', { name: 'Moderasiya' });
    expect(within(moderation).getByText('Aysel Quliyeva')).toBeInTheDocument();
    expect(within(moderation).getByText('Gözləyir')).toBeInTheDocument();
    expect(within(moderation).getByRole('button', { name: 'Rədd et: Aysel Quliyeva' })).toBeEnabled();
    await user.click(within(moderation).getByRole('button', { name: 'Təsdiqlə: Aysel Quliyeva' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0][0]).toBe('/api/v1/admin/Reviews/Confirm/Confirm/11');
    expect(await screen.findByText('Rəy təsdiqləndi')).toBeInTheDocument();
    // The dialog shows the state the server answered, and the move that state allows.
    expect(await within(moderation).findByText('Təsdiqlənib')).toBeInTheDocument();
    expect(within(moderation).queryByRole('button', { name: 'Təsdiqlə: Aysel Quliyeva' })).toBeNull();
  });

  it('offers no move in the dialog of a deleted review, and says why', async () => {
    renderConsole('/products/1/reviews/14', { dataProvider: reviewsProvider() });
    const dialog = await screen.findByRole('dialog', { name: 'Rəyi redaktə et #14' });
    const moderation = await within(dialog).findByRole('region', { name: 'Moderasiya' });
    expect(within(moderation).queryByRole('button', { name: /Təsdiqlə|Rədd et/ })).toBeNull();
    expect(within(moderation).getByText(/Bu rəy silinib/)).toBeInTheDocument();
  });

  it('deletes a review through the shared soft delete', async () => {
    const user = userEvent.setup();
    const provider = reviewsProvider();
    renderConsole('/products/1/reviews', { dataProvider: provider });
    await user.click(within(await rowOf('Murad Əliyev')).getByRole('button', { name: 'Sil: Murad Əliyev' }));
    await user.click(await screen.findByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(provider.delete).toHaveBeenCalledWith('reviews', expect.objectContaining({ id: 12 })));
    await waitFor(() => expect(actionNames(screen.getByText('Murad Əliyev').closest('tr')!)).toEqual(['Geri qaytar: Murad Əliyev']));
  });

  it("lists every product's reviews at /reviews, each leading to its product's reviews", async () => {
    const provider = reviewsProvider();
    renderConsole('/reviews', { dataProvider: provider });
    const row = await rowOf('Orxan Babayev');
    expect(lastFilter(provider)).toEqual({});
    expect(await within(row).findByRole('link', { name: 'Americano' })).toHaveAttribute('href', '/products/2/reviews');
  });
});
