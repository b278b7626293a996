import { ADMIN_MESSAGES, CV_MAX_BYTES, IMAGE_MAX_BYTES, publicMessage } from '@qahve/config';
import type { Context } from 'koa';
import { type ApiError, fieldError } from '../api-error';
import { requestLocale } from '../request-locale';

/**
 * What a route's request body may be: the kinds it takes and their limits. A route states its own
 * in `config.body` (api/*\/routes); a route that does not gets a default by where it comes from
 * (`defaultBodyOf`). docs/security.md, "Request bodies", lists every route's limits.
 */
export interface BodySpec {
  /** A JSON object or array of at most this many bytes (after Content-Encoding is undone). */
  json?: number;
  /** application/x-www-form-urlencoded, at most this many bytes. */
  urlencoded?: number;
  /** text/plain, at most this many bytes. */
  text?: number;
  multipart?: MultipartLimits;
}

export interface MultipartLimits {
  /** Parts in all: text fields and files. */
  parts: number;
  fields: number;
  /** Bytes of one text field's value. */
  fieldBytes: number;
  files: number;
  /** Bytes of each file, counted per file. */
  fileBytes: number;
  /** Bytes of all files together. */
  totalFileBytes: number;
  /** The answer when one file passes `fileBytes`, if the route words it itself. */
  fileTooLarge?: (ctx: Context, field: string) => ApiError;
}

const KB = 1024;
const MB = 1024 * KB;

/** JSON, the size every API form fits in many times over (a 300 KB review is refused). */
export const JSON_LIMIT = 256 * KB;

export const JSON_BODY: BodySpec = { json: JSON_LIMIT };

/**
 * The console's image forms (products, slides, home products, branches): JSON or multipart with up
 * to `files` images of 5 MB each, `totalBytes` together. Text fields are short (names, descriptions, ids).
 */
export const imageForm = (files: number, totalBytes = files * IMAGE_MAX_BYTES): BodySpec => ({
  json: JSON_LIMIT,
  multipart: {
    parts: 100 + files,
    fields: 100,
    fieldBytes: 64 * KB,
    files,
    fileBytes: IMAGE_MAX_BYTES,
    totalFileBytes: totalBytes,
    fileTooLarge: (_ctx, field) => fieldError(413, field, ADMIN_MESSAGES.imageTooLarge),
  },
});

/** Forms of text only (categories, contact sources): multipart as the spec sends them, or JSON; no file. */
export const textForm: BodySpec = imageForm(0);

/** A CV application (public careers form and the console alike): a few text fields and one PDF or DOCX of 2 MB. */
export const cvForm: BodySpec = {
  json: JSON_LIMIT,
  multipart: {
    parts: 21,
    fields: 20,
    fieldBytes: 16 * KB,
    files: 1,
    fileBytes: CV_MAX_BYTES,
    totalFileBytes: CV_MAX_BYTES,
    fileTooLarge: (ctx) => fieldError(413, 'resumeFile', publicMessage(requestLocale(ctx), 'fileTooBig')),
  },
};

/**
 * The Strapi panel's own calls (/admin/*, /content-manager, /upload, /i18n …): JSON, forms and text
 * as Strapi's parser took them, and, on routes that need a signed-in panel user, uploads: the media
 * library's pictures (the upload plugin checks 5 MB after it has re-compressed them, so a camera's
 * original may be larger) and the project settings' logos.
 */
export const PANEL_TEXT: BodySpec = { json: JSON_LIMIT, urlencoded: JSON_LIMIT, text: JSON_LIMIT };
export const PANEL_UPLOADS: BodySpec = {
  ...PANEL_TEXT,
  multipart: { parts: 220, fields: 200, fieldBytes: 1 * MB, files: 20, fileBytes: 50 * MB, totalFileBytes: 200 * MB },
};

export interface RouteLike {
  method?: string;
  config?: { auth?: unknown; body?: BodySpec | false } & Record<string, unknown>;
  info?: { apiName?: string; pluginName?: string };
}

/**
 * A route's body: what it states, else JSON for the application's own API (a route added without
 * saying takes no upload), else the panel's defaults (uploads only where Strapi verifies a session).
 */
export function bodyOf(route: RouteLike): BodySpec | false {
  const stated = route.config?.body;
  if (stated !== undefined) return stated;
  if (route.info?.apiName) return JSON_BODY;
  return route.config?.auth === false ? PANEL_TEXT : PANEL_UPLOADS;
}

/** The decoded bytes a multipart body of these limits may have: its files, its fields, and room for the part headers. */
export const multipartBytes = (limits: MultipartLimits) =>
  limits.totalFileBytes + Math.min(limits.fields * limits.fieldBytes, 4 * MB) + limits.parts * 2 * KB;

export const formatBytes = (bytes: number) =>
  bytes >= MB && bytes % MB === 0 ? `${bytes / MB} MB` : bytes >= KB && bytes % KB === 0 ? `${bytes / KB} KB` : `${bytes} bytes`;
