import { ADMIN_MESSAGES, CV_MAX_BYTES, IMAGE_MAX_BYTES, publicMessage } from '@qahve/config';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { ApiError, fieldError } from './api-error';
import { requestLocale } from './request-locale';

type BodyConfig = Record<string, unknown> & { formidable?: Record<string, unknown> };
type Middleware = (ctx: Context, next: Next) => Promise<unknown>;
export type MiddlewareFactory = (config: BodyConfig, ctx: { strapi: Core.Strapi }) => Middleware;

interface UploadLimit {
  pattern: RegExp;
  formidable: Record<string, unknown>;
  /** The answer when the parser refuses the upload. */
  reject: (ctx: Context, tooLarge: boolean) => ApiError;
}

const uploadLimits: UploadLimit[] = [
  {
    pattern: /^\/api\/v1\/client\/candidates\/?$/i,
    formidable: { maxFileSize: CV_MAX_BYTES, maxTotalFileSize: CV_MAX_BYTES, maxFiles: 1, maxFields: 20, maxFieldsSize: 64 * 1024 },
    reject: (ctx, tooLarge) =>
      tooLarge
        ? fieldError(413, 'resumeFile', publicMessage(requestLocale(ctx), 'fileTooBig'))
        : fieldError(400, 'resumeFile', publicMessage(requestLocale(ctx), 'invalidRequest')),
  },
  {
    // The console's image uploads: 5 MB each, a branch's photos at most 20 at once.
    pattern: /^\/api\/v1\/admin\//i,
    formidable: { maxFileSize: IMAGE_MAX_BYTES, maxFiles: 20, maxTotalFileSize: 20 * IMAGE_MAX_BYTES, maxFields: 200 },
    reject: (_ctx, tooLarge) => (tooLarge ? new ApiError(413, ADMIN_MESSAGES.imageTooLarge) : new ApiError(400, 'Too many files or fields')),
  },
];

const isSizeError = (error: unknown) => /max(Total)?FileSize|FileTooBig/i.test(String((error as Error)?.message));

/**
 * Wraps Strapi's body parser with tighter upload limits on some routes (registered in `register()`
 * through the middleware registry's `extend`). The parser stops reading a file as soon as it passes
 * its limit, so an oversized upload is refused before it is ever stored.
 */
export const withUploadLimits =
  (createBody: MiddlewareFactory): MiddlewareFactory =>
  (config, context) => {
    const standard = createBody(config, context);
    const limited = uploadLimits.map((limit) => ({
      ...limit,
      middleware: createBody({ ...config, formidable: { ...config.formidable, ...limit.formidable } }, context),
    }));

    return async (ctx, next) => {
      const limit = limited.find(({ pattern }) => pattern.test(ctx.path));
      if (!limit) return standard(ctx, next);
      let reachedRoute = false;
      try {
        await limit.middleware(ctx, () => {
          reachedRoute = true;
          return next();
        });
      } catch (error) {
        if (reachedRoute || error instanceof ApiError) throw error;
        throw limit.reject(ctx, isSizeError(error) || (error as { status?: number }).status === 413);
      }
      if (!reachedRoute && ctx.status === 413) throw limit.reject(ctx, true);
    };
  };
