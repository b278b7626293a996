/**
 * Pages of a list sorted on columns with few distinct values (a product's category, a survey's
 * gender, age and quality point), then by id. Sorting the whole table for one page costs the whole
 * table, and more the deeper the page; instead the rows are taken as groups that share the sort
 * columns' values, in the list's order: one query counts each group (from an index alone), whole
 * groups before the page are skipped by their counts, and only the one or two groups the page
 * overlaps are read, each in id order from an index. Every step reads an index in order, so a page
 * costs the same at any depth, and the counts give the total.
 */
export interface PageGroup {
  /** How many rows the group holds. */
  count: number;
  /** `limit` ids of the group from `offset` on, in the list's order within the group. */
  ids: (offset: number, limit: number) => Promise<number[]>;
}

/** The ids of the page `[offset, offset + limit)` over the groups, in their order. */
export async function idsOverGroups(groups: PageGroup[], offset: number, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let skip = offset;
  for (const group of groups) {
    if (ids.length >= limit) break;
    if (skip >= group.count) {
      skip -= group.count;
      continue;
    }
    ids.push(...(await group.ids(skip, limit - ids.length)));
    skip = 0;
  }
  return ids;
}

/** Compares rows' sort values (numbers, or booleans as the database hands them back) column by column. */
export function compareSortValues(columns: Array<{ key: string; order: 'asc' | 'desc' }>) {
  return (a: Record<string, unknown>, b: Record<string, unknown>) => {
    for (const { key, order } of columns) {
      const difference = Number(a[key]) - Number(b[key]);
      if (difference !== 0) return order === 'asc' ? difference : -difference;
    }
    return 0;
  };
}
