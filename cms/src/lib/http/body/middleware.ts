import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { ApiError } from '../api-error';
import { bodyOf, type BodySpec, type RouteLike } from './limits';
import { readBody } from './read';
import { TempFiles } from './temp-files';
import { limitUnreadBodies } from './unread';

const STRAPI_ERROR_NAMES: Record<number, string> = {
  400: 'BadRequestError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
};
const PARSER = Symbol('request body parser');

/**
 * The body of one route: read after Strapi has matched the route, verified its token and run its
 * policies (so an unknown path, a forged or expired token and a client without the right are
 * refused before a byte of the body is read), then the route's own middlewares and controller;
 * at the end, whatever became of the request, every temporary file it wrote is removed.
 */
function routeBodyParser(spec: BodySpec | false) {
  const parse = async (ctx: Context, next: Next) => {
    const files = new TempFiles();
    const earlier: unknown = ctx.request.body;
    try {
      try {
        await readBody(ctx, spec, files);
        keepEarlierValues(ctx, earlier);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // /api/v1 answers `{ message, errors }` (middlewares/api-errors.ts); the panel and the
        // users-permissions routes Strapi's own envelope, which their clients read.
        if (/^\/api\/v1\//i.test(ctx.path)) throw error;
        ctx.status = error.status;
        ctx.body = {
          data: null,
          error: { status: error.status, name: STRAPI_ERROR_NAMES[error.status] ?? 'BadRequestError', message: error.message, details: {} },
        };
        return;
      }
      await next();
    } finally {
      await files.removeAll();
    }
  };
  return Object.assign(parse, { [PARSER]: true });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Keeps what a middleware ahead of the route already put on the body. The one that does is i18n's,
 * on the panel's content-manager writes: it moves the query's `locale` into `body.locale` and empties
 * the query, before any route runs. Strapi's own parser had read the body before that; this one reads
 * it after, and replacing the body dropped the locale, so that every panel save in English or Russian
 * wrote the default language's row. As in Strapi's order, a value the query named wins; a value only
 * filled in (i18n's default locale when the query names none) gives way to the body's own.
 */
function keepEarlierValues(ctx: Context, earlier: unknown) {
  const body: unknown = ctx.request.body;
  if (!isPlainObject(earlier) || !isPlainObject(body)) return;
  const query = new URLSearchParams(ctx.originalUrl.split('?')[1] ?? '');
  for (const [key, value] of Object.entries(earlier)) {
    if (!Object.prototype.hasOwnProperty.call(body, key) || query.has(key)) body[key] = value;
  }
}

type RoutesInput = RouteLike[] | { type?: string; routes?: RouteLike[] };

/**
 * Strapi wants a middleware named `strapi::body` (config/middlewares.ts keeps the name); this is
 * what src/index.ts puts in its place. Strapi's own parser read every request's body before
 * routing, to any path, with one set of limits; this one parses nothing globally. It is created
 * before Strapi registers its routes, and gives every route registered after it (the API's, the
 * panel's, the plugins') its own parser as the first of the route's middlewares, with the route's
 * own limits (lib/http/body/limits.ts). What a refused request leaves unread is dropped unparsed, up to a
 * point (./unread.ts).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const server = strapi.server as unknown as { routes: (input: RoutesInput) => unknown };
  const register = server.routes.bind(server);
  server.routes = (input: RoutesInput) => {
    for (const route of Array.isArray(input) ? input : (input.routes ?? [])) {
      const middlewares = (route.config?.middlewares as unknown[] | undefined) ?? [];
      if ((middlewares[0] as { [PARSER]?: boolean } | undefined)?.[PARSER]) continue;
      // A copy: several routes may share one config object (api/admin/routes).
      route.config = { ...route.config, middlewares: [routeBodyParser(bodyOf(route)), ...middlewares] };
    }
    return register(input);
  };
  limitUnreadBodies(strapi.server.httpServer);
  return (_ctx: Context, next: Next) => next();
};
