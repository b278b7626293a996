import { ADMIN_MESSAGES, CV_MAX_BYTES, IMAGE_MAX_BYTES, publicMessage } from '@qahve/config';
import type { Core } from '@strapi/strapi';
import fs from 'node:fs/promises';
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
    // CVs, from the careers form and from the console alike.
    pattern: /^\/api\/v1\/(client|admin)\/candidates\/?$/i,
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

    const parse = async (ctx: Context, next: Next) => {
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

    return async (ctx, next) => {
      // Strapi removes only uploads sent as `files`; whatever else arrived (a refused request's
      // included) goes too, so no temporary upload outlives its request.
      const files = () => Object.values((ctx.request as { files?: Record<string, unknown> }).files ?? {}).flat();
      let received: unknown[] = [];
      try {
        await parse(ctx, () => {
          received = files();
          return next();
        });
      } finally {
        const paths = received.map((file) => (file as { filepath?: string }).filepath).filter((p): p is string => Boolean(p));
        await Promise.all(paths.map((filepath) => fs.rm(filepath, { force: true })));
      }
    };
  };
