import { PAGER_ALL_PAGES_UP_TO } from '@qahve/config';

/** A page number, or a gap: `gap-start` (after page 1) or `gap-end` (before the last page). */
export type PagerItem = number | 'gap-start' | 'gap-end';

/** How many pages the head and tail runs show. */
const RUN = 4;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The pager of the business limits, as a pure function of the current page and the page count:
 *
 * - up to 6 pages: every page;
 * - current ≤ 4: pages 1-4, a gap, the last page;
 * - near the end, defined as current ≥ total - 3 (the current page is one of the last 4):
 *   page 1, a gap, the last 4 pages;
 * - otherwise: page 1, a gap, current - 1 .. current + 1, a gap, the last page.
 *
 * The rules are tried in that order, so with 7 pages page 4 takes the "first 4" shape.
 * `current` is clamped to 1..total; no pages gives an empty list.
 */
export function pagerItems(current: number, total: number): PagerItem[] {
  const count = Math.max(0, Math.floor(total));
  if (count === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), count);
  if (count <= PAGER_ALL_PAGES_UP_TO) return range(1, count);
  if (page <= RUN) return [...range(1, RUN), 'gap-end', count];
  if (page >= count - (RUN - 1)) return [1, 'gap-start', ...range(count - (RUN - 1), count)];
  return [1, 'gap-start', page - 1, page, page + 1, 'gap-end', count];
}

export function pageCount(items: number, perPage: number): number {
  return items > 0 ? Math.ceil(items / perPage) : 0;
}
