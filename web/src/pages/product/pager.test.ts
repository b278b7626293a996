import { describe, expect, it } from 'vitest';
import { pageCount, pagerItems } from './pager';

const G1 = 'gap-start';
const G2 = 'gap-end';

describe('pagerItems', () => {
  it('lists nothing without pages', () => {
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it.each([1, 2, 3, 4, 5, 6])('lists every page when there are %i (≤ 6)', (total) => {
    const all = Array.from({ length: total }, (_, i) => i + 1);
    for (let current = 1; current <= total; current++) expect(pagerItems(current, total)).toEqual(all);
  });

  it('current ≤ 4: the first 4 pages, a gap, the last page', () => {
    for (const current of [1, 2, 3, 4]) {
      expect(pagerItems(current, 7)).toEqual([1, 2, 3, 4, G2, 7]);
      expect(pagerItems(current, 10)).toEqual([1, 2, 3, 4, G2, 10]);
      expect(pagerItems(current, 50)).toEqual([1, 2, 3, 4, G2, 50]);
    }
  });

  it('near the end (current ≥ total - 3): the first page, a gap, the last 4 pages', () => {
    expect(pagerItems(5, 7)).toEqual([1, G1, 4, 5, 6, 7]);
    expect(pagerItems(7, 7)).toEqual([1, G1, 4, 5, 6, 7]);
    for (const current of [7, 8, 9, 10]) expect(pagerItems(current, 10)).toEqual([1, G1, 7, 8, 9, 10]);
    expect(pagerItems(47, 50)).toEqual([1, G1, 47, 48, 49, 50]);
  });

  it('the "first 4" rule wins where both could apply (7 pages, page 4)', () => {
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, G2, 7]);
    expect(pagerItems(4, 8)).toEqual([1, 2, 3, 4, G2, 8]);
  });

  it('in the middle: the first page, a gap, current - 1 .. current + 1, a gap, the last page', () => {
    expect(pagerItems(5, 9)).toEqual([1, G1, 4, 5, 6, G2, 9]);
    expect(pagerItems(5, 10)).toEqual([1, G1, 4, 5, 6, G2, 10]);
    expect(pagerItems(6, 10)).toEqual([1, G1, 5, 6, 7, G2, 10]);
    expect(pagerItems(25, 50)).toEqual([1, G1, 24, 25, 26, G2, 50]);
    expect(pagerItems(46, 50)).toEqual([1, G1, 45, 46, 47, G2, 50]);
  });

  it('switches between the shapes at the documented boundaries', () => {
    // 8 pages: 4 -> head, 5 -> tail (5 ≥ 8 - 3): no middle shape exists.
    expect(pagerItems(5, 8)).toEqual([1, G1, 5, 6, 7, 8]);
    // 9 pages: 5 is the only middle page.
    expect(pagerItems(4, 9)).toEqual([1, 2, 3, 4, G2, 9]);
    expect(pagerItems(6, 9)).toEqual([1, G1, 6, 7, 8, 9]);
  });

  it('always holds the first, the last and the current page, ascending, each once', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pagerItems(current, total);
        const pages = items.filter((i): i is number => typeof i === 'number');
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(current);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        // a gap always hides at least one page
        items.forEach((item, i) => {
          if (typeof item === 'string') expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(1);
        });
      }
    }
  });

  it('clamps a current page out of range', () => {
    expect(pagerItems(0, 10)).toEqual(pagerItems(1, 10));
    expect(pagerItems(99, 10)).toEqual(pagerItems(10, 10));
  });

  it('counts pages of 3', () => {
    expect(pageCount(0, 3)).toBe(0);
    expect(pageCount(3, 3)).toBe(1);
    expect(pageCount(4, 3)).toBe(2);
    expect(pageCount(14, 3)).toBe(5);
  });
});
