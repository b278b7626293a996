import { publicMessage } from '@qahve/config';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { errorBody } from '../lib/http/error-body';
import { headerLocale } from '../lib/http/request-locale';
import { malformedPart } from '../lib/http/url-encoding';

/**
 * 400, naming the part, for an address whose percent-encoding is broken (`/%zz`, `/assets/%ff`,
 * `?languageId=%zz`), on every path: the site's files and pages, the console, the panel, the API and
 * /uploads. Without it some decoders throw (a 500) and some pass the text on. The public read cache
 * sends such a request here too (it never answers one itself), so a hit cannot hide the 400.
 */
export default (_config: unknown, _ctx: { strapi: Core.Strapi }) => async (ctx: Context, next: Next) => {
  const field = malformedPart(ctx.url);
  if (field === null) return next();
  const message = publicMessage(headerLocale(ctx), 'badEncoding', { field });
  ctx.status = 400;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = errorBody(ctx, 400, 'BadRequestError', message, [{ field, message }]);
};
