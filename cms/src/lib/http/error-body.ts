import type { Context } from 'koa';
import type { FieldError } from '@qahve/config';
import { isConsolePath, isStrapiPath } from '../site/site-pages';

/**
 * The body of an error answer written by a middleware in front of the routes, in the shape the caller
 * reads: `{ message, errors? }` for the API (/api/v1, which the site and the console call) and the
 * site's and console's own addresses; Strapi's `{ data, error }` for what Strapi serves (its panel,
 * its plugins' and users-permissions' routes, the panel's API under /admin), whose panel reads that.
 */
export function errorBody(ctx: Context, status: number, name: string, message: string, errors?: FieldError[]) {
  const path = ctx.path.toLowerCase();
  const strapis =
    !path.startsWith('/api/v1/') && (isStrapiPath(path) || (isConsolePath(path) && !(ctx.get('Accept') || '').includes('text/html')));
  if (strapis) return { data: null, error: { status, name, message, details: errors ? { errors } : {} } };
  return errors ? { message, errors } : { message };
}
