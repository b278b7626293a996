import type { Dashboard } from '@qahve/config';
import { request } from '../api/http';

/**
 * `GET admin/Dashboard`: every card's figures in one answer (docs/dashboard.md). An answer of another
 * shape (a proxy's page, an older server) is a failure, shown as such, not a crash of the cards.
 */
export async function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const { json } = await request<Dashboard>('Dashboard', { signal });
  if (!isDashboard(json)) throw new Error('app.dashboard.load_error');
  return json;
}

function isDashboard(value: unknown): value is Dashboard {
  const data = value as Partial<Dashboard> | null;
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof data.reviews?.pending === 'number' &&
    Array.isArray(data.reviews.newest) &&
    Array.isArray(data.surveys?.days) &&
    typeof data.candidates?.unread === 'number' &&
    Array.isArray(data.products?.mostReviewed)
  );
}

/** A react-admin list address with its filter in the URL (the list reads it from there). */
export const listWithFilter = (path: string, filter: Record<string, unknown>) =>
  `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

/** Where each card leads: its list, filtered as the card counts. */
export const dashboardLinks = (data: Pick<Dashboard, 'surveys' | 'candidates'>) => ({
  pendingReviews: listWithFilter('/reviews', { status: 'pending' }),
  // The survey list keeps its state in its URL (its sort, its range), not in react-admin's filter.
  surveys: `/survey?${new URLSearchParams({ from: data.surveys.from, to: data.surveys.to })}`,
  quality: `/survey/statistics?${new URLSearchParams({ from: data.surveys.from, to: data.surveys.to })}`,
  candidatesThisWeek: listWithFilter('/career-list', { from: data.candidates.weekStart }),
  unreadCandidates: listWithFilter('/career-list', { unread: true }),
  productReviews: (productId: number) => `/products/${productId}/reviews`,
  allReviews: '/reviews',
  /** The Translations page, filtered to a language when given. */
  translations: (languageId?: number) => (languageId ? listWithFilter('/translations', { languageId }) : '/translations'),
});
