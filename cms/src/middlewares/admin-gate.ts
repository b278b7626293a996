import { ADMIN_MESSAGES } from '@qahve/config';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { ApiError } from '../lib/http/api-error';

const ADMIN_PREFIX = /^\/api\/v1\/admin\//i;
const OPEN = /^\/api\/v1\/admin\/identity\/(login|refresh)\/?$/i;

/**
 * Refuses back-office requests that carry no bearer token before their body is read, so that an
 * anonymous client cannot make the server parse uploads. The administrator policy still checks
 * every token in full.
 */
export default (_config: unknown, _ctx: { strapi: Core.Strapi }) => async (ctx: Context, next: Next) => {
  if (ADMIN_PREFIX.test(ctx.path) && !OPEN.test(ctx.path) && !/^bearer\s+\S/i.test(ctx.get('Authorization'))) {
    throw new ApiError(401, ADMIN_MESSAGES.authenticationRequired);
  }
  return next();
};
