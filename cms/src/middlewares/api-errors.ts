import type { Core } from '@strapi/strapi';
import { errors as strapiErrors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { ApiError } from '../lib/http/api-error';

const API_PREFIX = '/api/v1/';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
  type?: string;
}

/** Strapi's own errors (thrown by its services and plugins) by name; any other is a 400. */
const STRAPI_ERROR_STATUS: Record<string, number> = {
  UnauthorizedError: 401,
  ForbiddenError: 403,
  PolicyError: 403,
  NotFoundError: 404,
  PayloadTooLargeError: 413,
  RateLimitError: 429,
};

/** Client mistakes the body parser reports (bad JSON, too large, bad encoding) in plain words. */
function describeHttpError(error: HttpLikeError, status: number) {
  if (status === 413 || error.type === 'entity.too.large') return 'The request body is too large';
  if (error.type === 'entity.parse.failed') return 'The request body is not valid JSON';
  return error.expose && error.message ? error.message : 'The request is not valid';
}

/**
 * Every /api/v1 answer that is not a success has the shape `{ message, errors? }`, which the site
 * and the console read. Only true server faults are left to Strapi's error handler (and stay 500).
 */
export default (_config: unknown, _ctx: { strapi: Core.Strapi }) => async (ctx: Context, next: Next) => {
  if (!ctx.path.startsWith(API_PREFIX)) return next();
  try {
    await next();
    const status = ctx.status;
    if ((status === 404 || status === 405) && !ctx.body) {
      // Koa turns an implicit 404 into 200 once a body is set, so the status is set again after it.
      ctx.body = { message: status === 404 ? 'Not found' : 'Method not allowed' };
      ctx.status = status;
    }
  } catch (error) {
    if (error instanceof ApiError) {
      ctx.status = error.status;
      ctx.body = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
      return;
    }
    if (error instanceof strapiErrors.ApplicationError) {
      ctx.status = STRAPI_ERROR_STATUS[error.name] ?? 400;
      ctx.body = { message: error instanceof strapiErrors.PayloadTooLargeError ? 'The request body is too large' : error.message };
      return;
    }
    const httpError = error as HttpLikeError;
    const status = httpError.status ?? httpError.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      ctx.status = status;
      ctx.body = { message: describeHttpError(httpError, status) };
      return;
    }
    throw error;
  }
};
