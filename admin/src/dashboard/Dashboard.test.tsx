import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminReview, Dashboard } from '@qahve/config';
import { json } from '../test/jwt';
import { testDataProvider } from '../test/dataProvider';
import { renderConsole } from '../test/render';
import { dashboardLinks, listWithFilter } from './api';
import { drawn } from '../test/charts';

vi.mock('react-chartjs-2', () => import('../test/charts'));

const review = (id: number, name: string, feedback: string): AdminReview => ({
  id,
  productId: 7,
  name,
  surname: 'Məmmədova',
  email: `${name.toLowerCase()}@example.az`,
  feedback,
  isDeleted: false,
  isConfirmed: false,
  isRejected: false,
  status: 'pending',
  createdAt: '2026-11-26T09:30:00.000Z',
});

function days(counts: number[]): Dashboard['surveys']['days'] {
  return counts.map((count, i) => ({
    date: new Date(Date.UTC(2026, 9, 29 + i)).toISOString().slice(0, 10),
    count,
    averageQuality: count ? 2 + (i % 3) / 2 : null,
  }));
}

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  const counts = Array.from({ length: 30 }, (_, i) => (i % 4 === 0 ? 0 : i));
  return {
    generatedAt: '2026-11-27T10:00:00.000Z',
    reviews: { pending: 7, newest: [review(31, 'Aysel', 'Əla qəhvə!'), review(30, 'Kamran', 'Soyuq idi')] },
    surveys: {
      from: '2026-10-29',
      to: '2026-11-27',
      total: counts.reduce((a, b) => a + b, 0),
      averageQuality: 3.25,
      previousAverageQuality: 2.75,
      days: days(counts),
    },
    candidates: { weekStart: '2026-11-23', thisWeek: 4, unread: 2, total: 40 },
    products: {
      mostReviewed: [
        {
          productId: 7,
          productDictionaries: [
            { languageId: 1, name: 'Latte' },
            { languageId: 2, name: 'Latte (az)' },
            { languageId: 3, name: 'Латте' },
          ],
          reviews: 12,
          pending: 3,
        },
        { productId: 9, productDictionaries: [{ languageId: 1, name: 'Mocha' }], reviews: 5, pending: 0 },
      ],
    },
    ...overrides,
  };
}

type Answer = Dashboard | { status: number; body: unknown };

/** The API: the dashboard answers in turn (the last repeats); the moderation calls answer `moves`. */
function mockApi(answers: Answer[], moves: { status: number; body: unknown } = { status: 200, body: {} }) {
  const queue = [...answers];
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    if (init?.method === 'PATCH') return json(moves.body, moves.status);
    if (!url.pathname.endsWith('/admin/Dashboard')) return json({ message: 'unexpected' }, 500);
    const answer = queue.length > 1 ? queue.shift()! : queue[0];
    return 'generatedAt' in answer ? json(answer) : json(answer.body, answer.status);
  });
}

const calls = (fetch: ReturnType<typeof mockApi>, method = 'GET') =>
  fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input]) => new URL(String(input), 'http://console.test').pathname);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the dashboard', () => {
  it('shows every card from one call, in Azerbaijani, each tile a link to its filtered list', async () => {
    const fetch = mockApi([dashboard()]);
    renderConsole('/', { dataProvider: testDataProvider() });
    const pending = await screen.findByRole('link', { name: /Gözləyən rəylər: 7/ });
    expect(pending).toHaveAttribute('href', `/reviews?filter=${encodeURIComponent('{"status":"pending"}')}`);
    expect(screen.getByRole('link', { name: /Sorğular, son 30 gün/ })).toHaveAttribute('href', '/survey?from=2026-10-29&to=2026-11-27');
    expect(screen.getByRole('link', { name: /Orta keyfiyyət: 3,25 \/ 4/ })).toHaveAttribute(
      'href',
      '/survey/statistics?from=2026-10-29&to=2026-11-27',
    );
    expect(screen.getByRole('link', { name: /Bu həftənin yeni namizədləri: 4/ })).toHaveAttribute(
      'href',
      `/career-list?filter=${encodeURIComponent('{"from":"2026-11-23"}')}`,
    );
    expect(screen.getByRole('link', { name: /Oxunmamış namizədlər: 2/ })).toHaveAttribute(
      'href',
      `/career-list?filter=${encodeURIComponent('{"unread":true}')}`,
    );
    expect(screen.getByText('əvvəlki 30 gündən 0,5 yuxarı (2,75)')).toBeInTheDocument();
    expect(calls(fetch)).toEqual(['/api/v1/admin/Dashboard']);

    // The most reviewed products, in the console's language, each to its reviews.
    const products = screen.getByRole('region', { name: 'Ən çox rəy yazılan məhsullar' });
    expect(within(products).getByRole('link', { name: 'Latte (az)' })).toHaveAttribute('href', '/products/7/reviews');
    expect(within(products).getByRole('link', { name: 'Mocha' })).toHaveAttribute('href', '/products/9/reviews');
    expect(within(products).getByText('12 rəy')).toBeInTheDocument();
    expect(within(products).getByText('3 gözləyir')).toBeInTheDocument();
  });

  it('counts the translations missing and out of date per language, each a link to the Translations page of that language', async () => {
    mockApi([
      dashboard({
        translations: [
          { languageId: 1, locale: 'en', missing: 3, stale: 5 },
          { languageId: 2, locale: 'az', missing: 0, stale: 0 },
          { languageId: 3, locale: 'ru', missing: 1, stale: 0 },
        ],
      }),
    ]);
    renderConsole('/', { dataProvider: testDataProvider() });
    const card = await screen.findByRole('region', { name: 'Tərcümələr' });
    const english = within(card).getByRole('link', { name: 'English: 3 çatışmır, 5 köhnəlib. Siyahını açın' });
    expect(english).toHaveAttribute('href', `/translations?filter=${encodeURIComponent('{"languageId":1}')}`);
    expect(within(card).getByRole('link', { name: /^Русский: 1 çatışmır, 0 köhnəlib/ })).toHaveAttribute(
      'href',
      `/translations?filter=${encodeURIComponent('{"languageId":3}')}`,
    );
    expect(card.querySelector('[data-count="stale-en"]')).toHaveTextContent('5 köhnəlib');
    expect(within(card).getByRole('link', { name: 'Tərcümələri açın' })).toHaveAttribute('href', '/translations');
  });

  it('shows no translations card when the server sends no counts', async () => {
    mockApi([dashboard()]);
    renderConsole('/', { dataProvider: testDataProvider() });
    await screen.findByRole('link', { name: /Gözləyən rəylər: 7/ });
    expect(screen.queryByRole('region', { name: 'Tərcümələr' })).toBeNull();
  });

  it('draws surveys per day and the quality trend, each canvas named by its heading, with a table for screen readers', async () => {
    mockApi([dashboard()]);
    renderConsole('/', { dataProvider: testDataProvider() });
    const bars = await screen.findByRole('img', { name: 'Gün üzrə sorğular' });
    expect(bars.tagName).toBe('CANVAS');
    const line = await screen.findByRole('img', { name: 'Gün üzrə orta keyfiyyət' });
    expect(line).toHaveAttribute('data-chart', 'quality-trend');
    const bar = drawn.filter((d) => d.type === 'bar').at(-1)!;
    expect(bar.data.labels).toHaveLength(30);
    expect(bar.data.labels[0]).toBe('29.10');
    expect(bar.data.datasets[0].data.slice(0, 3)).toEqual([0, 1, 2]);
    const trend = drawn.filter((d) => d.type === 'line').at(-1)!;
    expect(trend.data.datasets[0].data[0]).toBeNull();
    expect(trend.data.datasets[0].data[1]).toBe(2.5);
    const table = screen.getByRole('table', { name: /Gün üzrə sorğular/ });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: '30.10' }).nextSibling).toHaveTextContent('1');
  });

  it('confirms and rejects a pending review through the moderation calls, then reads the figures again', async () => {
    const after = dashboard({ reviews: { pending: 6, newest: [review(30, 'Kamran', 'Soyuq idi')] } });
    const fetch = mockApi([dashboard(), after]);
    const user = userEvent.setup();
    renderConsole('/', { dataProvider: testDataProvider() });
    const list = await screen.findByRole('region', { name: 'Gözləyən rəylər' });
    expect(within(list).getByText('Əla qəhvə!')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Təsdiqlə: Aysel Məmmədova' }));
    expect(await screen.findByText('Aysel Məmmədova adlı müəllifin rəyi təsdiqləndi')).toBeInTheDocument();
    expect(calls(fetch, 'PATCH')).toEqual(['/api/v1/admin/Reviews/Confirm/Confirm/31']);
    await waitFor(() => expect(within(list).queryByText('Əla qəhvə!')).not.toBeInTheDocument());
    expect(within(list).getByRole('link', { name: 'Bütün gözləyən rəylər (6)' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Rədd et: Kamran Məmmədova' }));
    await waitFor(() =>
      expect(calls(fetch, 'PATCH')).toEqual(['/api/v1/admin/Reviews/Confirm/Confirm/31', '/api/v1/admin/Reviews/Reject/Reject/30']),
    );
    expect(calls(fetch)).toHaveLength(3);
  });

  it('says why a moderation failed, and reads the queue again', async () => {
    const fetch = mockApi([dashboard()], { status: 409, body: { message: 'The review is deleted: revert it first' } });
    const user = userEvent.setup();
    renderConsole('/', { dataProvider: testDataProvider() });
    const list = await screen.findByRole('region', { name: 'Gözləyən rəylər' });
    await user.click(within(list).getByRole('button', { name: 'Rədd et: Aysel Məmmədova' }));
    expect(await screen.findByText('Rəy moderasiya edilmədi: The review is deleted: revert it first')).toBeInTheDocument();
    await waitFor(() => expect(calls(fetch)).toHaveLength(2));
  });

  it('shows the loading state, then the error state with a retry that loads the cards', async () => {
    let release: (response: Response) => void = () => {};
    const fetch = vi.spyOn(globalThis, 'fetch');
    fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    renderConsole('/', { dataProvider: testDataProvider() });
    expect(await screen.findByRole('status')).toHaveTextContent('İdarə paneli yüklənir…');
    release(json({ message: 'Server error' }, 500));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('İdarə paneli yüklənmədi.');
    fetch.mockImplementation(async () => json(dashboard()));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findByRole('link', { name: /Gözləyən rəylər: 7/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an answer of another shape as the error state, not a crash', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ pageNumber: 1, totalPages: 0, totalItems: 0, items: [] }));
    renderConsole('/', { dataProvider: testDataProvider() });
    expect(await screen.findByRole('alert')).toHaveTextContent('İdarə paneli yüklənmədi.');
    expect(screen.getByText('Qahve Evi idarəetmə paneli')).toBeInTheDocument();
  });

  it('says so where there is nothing yet: no pending reviews, no surveys, no reviews', async () => {
    mockApi([
      dashboard({
        reviews: { pending: 0, newest: [] },
        surveys: {
          from: '2026-10-29',
          to: '2026-11-27',
          total: 0,
          averageQuality: null,
          previousAverageQuality: null,
          days: days(Array(30).fill(0)),
        },
        candidates: { weekStart: '2026-11-23', thisWeek: 0, unread: 0, total: 0 },
        products: { mostReviewed: [] },
      }),
    ]);
    renderConsole('/', { dataProvider: testDataProvider() });
    expect(await screen.findByText('Gözləyən rəy yoxdur. Hamısı baxılıb.')).toBeInTheDocument();
    expect(screen.getAllByText('Son 30 gündə sorğu yoxdur.')).toHaveLength(2);
    expect(screen.getByText('Hələ rəy yoxdur.')).toBeInTheDocument();
    expect(screen.getByText('hələ müqayisə ediləcək bir şey yoxdur')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Orta keyfiyyət: —/ })).toBeInTheDocument();
    expect(drawn).toHaveLength(0);
  });
});

describe('the dashboard links', () => {
  it('put the filter in the list address, as react-admin reads it', () => {
    expect(listWithFilter('/reviews', { status: 'pending' })).toBe('/reviews?filter=%7B%22status%22%3A%22pending%22%7D');
    const links = dashboardLinks(dashboard());
    expect(links.productReviews(7)).toBe('/products/7/reviews');
    expect(JSON.parse(new URLSearchParams(links.unreadCandidates.split('?')[1]).get('filter')!)).toEqual({ unread: true });
  });
});
