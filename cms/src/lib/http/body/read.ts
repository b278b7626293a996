import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { publicMessage, type PublicMessageKey } from '@qahve/config';
import busboy from 'busboy';
import type { Context } from 'koa';
import { ApiError } from '../api-error';
import { requestLocale } from '../request-locale';
import { formatBytes, multipartBytes, type BodySpec, type MultipartLimits } from './limits';
import type { TempFiles } from './temp-files';

/** A file of a multipart body, with the properties Strapi's upload plugin and our controllers read (formidable's names). */
export interface ReceivedFile {
  filepath: string;
  newFilename: string;
  originalFilename: string | null;
  mimetype: string | null;
  size: number;
}

type Kind = 'json' | 'urlencoded' | 'text' | 'multipart';

const MEDIA_TYPES: Record<Kind, string> = {
  json: 'application/json',
  urlencoded: 'application/x-www-form-urlencoded',
  text: 'text/plain',
  multipart: 'multipart/form-data',
};

/** Methods whose body is read (koa-body's choice, which Strapi's panel relies on); any other gets `{}`. */
const READ_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Names that would reach an object's prototype once a form is turned into objects (lib/http/multipart.ts). */
const FORBIDDEN_SEGMENT = /(^|[.[\]])(__proto__|constructor|prototype)($|[.[\]])/;
const MAX_NAME_LENGTH = 200;
const FEED_BYTES = 4096;

/** Messages in the visitor's language on the public API, in English elsewhere (the console's and the panel's). */
function say(ctx: Context, key: PublicMessageKey, params: Record<string, string | number> = {}) {
  return publicMessage(/^\/api\/v1\/client\//i.test(ctx.path) ? requestLocale(ctx) : 'en', key, params);
}

/** The API's camel-cased name of a form field, as other field errors name it (`Images.Image` → `images.image`). */
const apiField = (name: string) => name.replace(/(^|[.[])([A-Z])/g, (_m, before: string, letter: string) => before + letter.toLowerCase());

const refuse = (status: number, message: string, field?: string) =>
  new ApiError(status, message, field === undefined ? undefined : [{ field, message }]);

function kindOf(contentType: string): Kind | null {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)) return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (type === 'text/plain') return 'text';
  if (type === 'multipart/form-data') return 'multipart';
  return null;
}

/** A body follows the headers (type-is's test): a length other than 0, or chunks. */
const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

const DECODERS: Record<string, (() => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress) | null> = {
  identity: null,
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

/**
 * Reads a request's body the way `spec` allows, or refuses it. Everything that can be decided from
 * the headers (the method, the type, the encoding, a declared length over the limit) is decided
 * before a byte is read. A refusal stops reading; the rest of the body is drained unparsed.
 */
export async function readBody(ctx: Context, spec: BodySpec | false, files: TempFiles): Promise<void> {
  const req = ctx.req;
  if (!READ_METHODS.has(ctx.method) || spec === false || !hasBody(req)) {
    ctx.request.body = {};
    return;
  }
  const kind = kindOf(ctx.get('Content-Type'));
  const accepted = (Object.keys(MEDIA_TYPES) as Kind[]).filter((k) => spec[k] !== undefined);
  if (!kind || spec[kind] === undefined) {
    const type = ctx.get('Content-Type').split(';')[0].trim() || 'a body without Content-Type';
    throw refuse(415, say(ctx, 'bodyType', { type, accepted: accepted.map((k) => MEDIA_TYPES[k]).join(', ') }));
  }
  const encoding = (ctx.get('Content-Encoding') || 'identity').trim().toLowerCase();
  if (!(encoding in DECODERS)) throw refuse(415, say(ctx, 'bodyEncoding', { encoding }));

  const max = kind === 'multipart' ? multipartBytes(spec.multipart!) : (spec[kind] as number);
  const declared = Number(req.headers['content-length']);
  if (encoding === 'identity' && declared > max) throw refuse(413, say(ctx, 'bodyTooLarge', { max: formatBytes(max) }));

  const decoder: (NodeJS.ReadWriteStream & Readable) | null = DECODERS[encoding]?.() ?? null;
  if (decoder) req.pipe(decoder);
  const source: Readable = decoder ?? req;
  const reading = new Reading(ctx, req, source, decoder, encoding, max);

  if (kind === 'multipart') {
    const { fields, files: received } = await readMultipart(ctx, reading, spec.multipart!, files);
    ctx.request.body = fields;
    (ctx.request as { files?: unknown }).files = received;
    return;
  }
  const text = (await reading.collect()).toString('utf8');
  if (kind === 'json') ctx.request.body = parseJson(ctx, text);
  else if (kind === 'urlencoded') ctx.request.body = parseUrlencoded(ctx, text);
  else ctx.request.body = text;
}

/**
 * One body being read: the request, the stream its decoded bytes come from, and what ends it early
 * (a limit, an undecodable encoding, a client gone). `halt()` stops the decoder and lets the rest
 * of the request drain without parsing, so the answer can go out on the same connection.
 */
class Reading {
  private bytes = 0;
  private failed: ApiError | null = null;
  private readonly onFail = new Set<(error: ApiError) => void>();

  constructor(
    readonly ctx: Context,
    readonly req: IncomingMessage,
    readonly source: Readable,
    private readonly decoder: (NodeJS.ReadWriteStream & Readable) | null,
    private readonly encoding: string,
    private readonly max: number,
  ) {
    source.on('data', (chunk: Buffer) => {
      this.bytes += chunk.length;
      if (this.bytes > max) this.fail(refuse(413, say(ctx, 'bodyTooLarge', { max: formatBytes(max) })));
    });
    if (decoder) decoder.on('error', () => this.fail(refuse(400, say(ctx, 'bodyEncoding', { encoding }))));
    req.on('error', () => this.fail(refuse(400, say(ctx, 'bodyIncomplete'))));
    req.on('close', () => {
      if (!req.complete) this.fail(refuse(400, say(ctx, 'bodyIncomplete')));
    });
  }

  /** Ends the read with `error` (the first one counts) and tells whoever waits. */
  fail(error: ApiError) {
    if (this.failed) return;
    this.failed = error;
    this.halt();
    for (const listener of this.onFail) listener(error);
  }

  get hasFailed() {
    return this.failed !== null;
  }

  whenFailed(listener: (error: ApiError) => void) {
    if (this.failed) listener(this.failed);
    else this.onFail.add(listener);
  }

  halt() {
    this.source.removeAllListeners('data');
    this.source.unpipe();
    if (this.decoder) {
      this.req.unpipe(this.decoder);
      this.decoder.destroy();
    }
    this.req.resume();
  }

  /** The whole decoded body, within the limit. */
  collect(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.source.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.source.once('end', () => (this.failed ? reject(this.failed) : resolve(Buffer.concat(chunks))));
      this.whenFailed(reject);
    });
  }
}

/** Throws unless every name in the form is one the application can take as an object key. */
function checkName(ctx: Context, name: string) {
  if (name.length > MAX_NAME_LENGTH || FORBIDDEN_SEGMENT.test(name)) {
    const shown = name.length > 40 ? `${name.slice(0, 40)}…` : name;
    throw refuse(400, say(ctx, 'bodyFieldName', { field: shown }), shown);
  }
}

/** `value` under `name`, a list once a name repeats (as Strapi's parser gave them). Keys are own properties only. */
function add<T>(into: Record<string, T | T[]>, name: string, value: T) {
  if (!Object.prototype.hasOwnProperty.call(into, name)) into[name] = value;
  else if (Array.isArray(into[name])) (into[name] as T[]).push(value);
  else into[name] = [into[name] as T, value];
}

/** No key of any object in `value` leads to a prototype (`__proto__`, `constructor.prototype`), however deep. */
function checkKeys(ctx: Context, value: unknown) {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    for (const key of Object.keys(node)) {
      const child = (node as Record<string, unknown>)[key];
      const isProto = key === '__proto__' || (key === 'constructor' && typeof child === 'object' && child !== null && 'prototype' in child);
      if (isProto) throw refuse(400, say(ctx, 'bodyFieldName', { field: key }), key);
      stack.push(child);
    }
  }
}

/** A JSON object or array (the only bodies the API takes as JSON); an empty body is `{}`. */
function parseJson(ctx: Context, text: string): unknown {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    if (!/^[\x20\x09\x0a\x0d]*[[{]/.test(text)) throw new SyntaxError('not an object or a list');
    parsed = JSON.parse(text);
  } catch {
    throw refuse(400, say(ctx, 'bodyNotJson'));
  }
  checkKeys(ctx, parsed);
  return parsed;
}

function parseUrlencoded(ctx: Context, text: string) {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    checkName(ctx, name);
    add(fields, name, value);
  }
  return fields;
}

/**
 * A multipart body, streamed through busboy: text fields into an object, each file into a
 * temporary file of its own, every limit of `limits` counted as the bytes arrive (busboy stops a
 * file or a field at its size; the counts and the total are ours). The first limit passed ends
 * the read with its answer, naming the field that passed it.
 */
function readMultipart(ctx: Context, reading: Reading, limits: MultipartLimits, temp: TempFiles) {
  const fields: Record<string, string | string[]> = {};
  const files: Record<string, ReceivedFile | ReceivedFile[]> = {};
  return new Promise<{ fields: typeof fields; files: typeof files }>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: ctx.req.headers,
        defParamCharset: 'utf8',
        // One byte over each limit, so that a file or a field of exactly the limit is taken whole.
        // The counts are ours (below), so that a refusal can name the field that went over.
        limits: { fileSize: limits.fileBytes + 1, fieldSize: limits.fieldBytes + 1, headerPairs: 20 },
      });
    } catch {
      reading.halt();
      reject(refuse(400, say(ctx, 'bodyNotForm')));
      return;
    }
    let parts = 0;
    let fieldCount = 0;
    let fileCount = 0;
    let fileBytes = 0;
    const writes: Array<Promise<void>> = [];
    const fail = (error: unknown) => {
      temp.stop();
      reading.fail(error instanceof ApiError ? error : refuse(400, say(ctx, 'bodyNotForm')));
    };
    reading.whenFailed((error) => {
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      // Not from inside one of busboy's own events, which goes on with the part after it returns.
      setImmediate(() => parser.destroy());
      reject(error);
    });
    const countPart = () => {
      parts += 1;
      if (parts > limits.parts) throw refuse(400, say(ctx, 'tooManyParts', { max: limits.parts }));
    };

    parser.on('field', (name, value, info) => {
      try {
        countPart();
        checkName(ctx, name);
        fieldCount += 1;
        if (fieldCount > limits.fields) throw refuse(400, say(ctx, 'tooManyFields', { max: limits.fields }), apiField(name));
        if (info.valueTruncated)
          throw refuse(413, say(ctx, 'fieldTooLong', { field: apiField(name), max: formatBytes(limits.fieldBytes) }), apiField(name));
        add(fields, name, value);
      } catch (error) {
        fail(error);
      }
    });

    parser.on('file', (name, stream, info) => {
      // A refused or broken body destroys its file streams with an error; the refusal is answered already.
      stream.on('error', () => undefined);
      try {
        countPart();
        checkName(ctx, name);
        fileCount += 1;
        if (fileCount > limits.files) throw refuse(400, say(ctx, 'tooManyFiles', { max: limits.files }), apiField(name));
      } catch (error) {
        stream.resume();
        fail(error);
        return;
      }
      const { filepath, stream: out } = temp.create();
      const file: ReceivedFile = {
        filepath,
        newFilename: filepath.slice(filepath.lastIndexOf('/') + 1),
        originalFilename: info.filename ?? null,
        mimetype: info.mimeType || null,
        size: 0,
      };
      add(files, name, file);
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
        fileBytes += chunk.length;
        if (fileBytes > limits.totalFileBytes && file.size <= limits.fileBytes) {
          fail(refuse(413, say(ctx, 'filesTooLarge', { max: formatBytes(limits.totalFileBytes) })));
        }
      });
      stream.on('limit', () => {
        const field = apiField(name);
        fail(
          limits.fileTooLarge?.(ctx, field) ?? refuse(413, say(ctx, 'fileTooLarge', { field, max: formatBytes(limits.fileBytes) }), field),
        );
      });
      writes.push(
        new Promise<void>((done) => {
          out.once('close', done);
          out.once('error', fail);
        }),
      );
      stream.pipe(out);
    });

    parser.on('error', fail);
    parser.on('close', () => {
      // The writes never reject: a failed write calls `fail`, which settles the reading.
      void Promise.all(writes).then(() => resolve({ fields, files }));
    });
    // Fed in small pieces: busboy reads a whole chunk before it returns, and a 64 KB chunk of a
    // hostile form holds a thousand parts; a limit passed stops the feeding within 4 KB.
    let waiting = false;
    reading.source.on('data', (chunk: Buffer) => {
      for (let at = 0; at < chunk.length && !reading.hasFailed; at += FEED_BYTES) {
        if (parser.write(chunk.subarray(at, at + FEED_BYTES)) || waiting) continue;
        waiting = true;
        reading.source.pause();
        parser.once('drain', () => {
          waiting = false;
          reading.source.resume();
        });
      }
    });
    reading.source.once('end', () => {
      if (!reading.hasFailed) parser.end();
    });
  });
}
