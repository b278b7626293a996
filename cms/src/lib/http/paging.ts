import type { Paged } from '@qahve/config';

export interface PageRequest {
  pageNumber: number;
  pageSize: number;
  isPaginated: boolean;
}

/** Offset and limit for the database; `isPaginated=false` asks for everything. */
export function pageWindow({ pageNumber, pageSize, isPaginated }: PageRequest) {
  return isPaginated ? { offset: (pageNumber - 1) * pageSize, limit: pageSize } : {};
}

export function paged<T>(items: T[], totalItems: number, request: PageRequest): Paged<T> {
  if (!request.isPaginated) return { pageNumber: 1, totalPages: totalItems > 0 ? 1 : 0, totalItems, items };
  return {
    pageNumber: request.pageNumber,
    totalPages: Math.ceil(totalItems / request.pageSize),
    totalItems,
    items,
  };
}
