import type { SortPayload } from 'react-admin';

/**
 * The products list's category sort: a click on the column cycles ascending, descending,
 * none. The state is kept in localStorage and reset after an edit, a delete or a revert.
 * "None" is the API's own order (by order, then id).
 */
export const PRODUCT_SORT_STORAGE_KEY = 'adminProductsSort';
export type CategorySort = 'asc' | 'desc' | null;

export const DEFAULT_PRODUCT_SORT: SortPayload = { field: 'order', order: 'ASC' };

export function readCategorySort(): CategorySort {
  try {
    const value = localStorage.getItem(PRODUCT_SORT_STORAGE_KEY);
    return value === 'asc' || value === 'desc' ? value : null;
  } catch {
    return null;
  }
}

export function saveCategorySort(sort: CategorySort) {
  try {
    if (sort) localStorage.setItem(PRODUCT_SORT_STORAGE_KEY, sort);
    else localStorage.removeItem(PRODUCT_SORT_STORAGE_KEY);
  } catch {
    // storage disabled: the sort then lasts for this visit only
  }
}

export function nextCategorySort(sort: CategorySort): CategorySort {
  return sort === null ? 'asc' : sort === 'asc' ? 'desc' : null;
}

export function listSortOf(sort: CategorySort): SortPayload {
  return sort ? { field: 'categoryName', order: sort === 'asc' ? 'ASC' : 'DESC' } : DEFAULT_PRODUCT_SORT;
}

export function categorySortOf(sort: SortPayload | undefined): CategorySort {
  return sort?.field === 'categoryName' ? (sort.order === 'DESC' ? 'desc' : 'asc') : null;
}
