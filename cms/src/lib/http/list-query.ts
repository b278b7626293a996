import { listQuerySchema, type z } from '@qahve/config';
import type { Context } from 'koa';
import { validate } from './api-error';

/**
 * The list parameters of a request. Small lists that the site reads whole (slides, branches,
 * categories, contact sources) answer everything when no paging is asked for.
 */
export function listQuery<S extends z.ZodType = typeof listQuerySchema>(
  ctx: Context,
  { schema, wholeByDefault = false }: { schema?: S; wholeByDefault?: boolean } = {},
): z.output<S> {
  const query = wholeByDefault && ctx.query.isPaginated === undefined ? { ...ctx.query, isPaginated: 'false' } : ctx.query;
  return validate(schema ?? (listQuerySchema as unknown as S), query);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every one of the conditions (none: every row). */
export const allOf = (conditions: Array<Record<string, unknown>>) => (conditions.length > 0 ? { $and: conditions } : {});

/** The column asked for, id breaking ties the same way; without one, newest first. */
export function chosenOrNewest(query: { sortBy?: string; sortOrder: 'asc' | 'desc' }): Array<Record<string, 'asc' | 'desc'>> {
  return query.sortBy ? [{ [query.sortBy]: query.sortOrder }, { id: query.sortOrder }] : [{ createdAt: 'desc' }, { id: 'desc' }];
}
