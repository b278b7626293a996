import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { CONVERTIBLE, imageVariants, preferredFormat } from '../lib/media/image-variants';

/**
 * Uploaded pictures as WebP to the browsers that accept it (else the original), at the original's
 * address: the request goes on to the upload plugin's files for the copy (lib/media/image-variants.ts).
 * Every answer for such a picture varies with Accept.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const variants = imageVariants(strapi);
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/uploads/')) return next();
    const name = ctx.path.slice('/uploads/'.length);
    if (!CONVERTIBLE.test(name)) return next();
    ctx.vary('Accept');
    const format = preferredFormat(ctx.get('Accept'));
    const copy = format ? await variants.variant(name, format) : null;
    if (copy) ctx.path = `/uploads/${copy}`;
    await next();
  };
};
