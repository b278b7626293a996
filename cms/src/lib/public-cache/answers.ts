import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Public GET answers kept ready to send: the bytes (the API's JSON, the site's rendered pages),
 * their gzip, and every header the answer went out with, so that a later request is answered by
 * writing them as they are.
 */

/** Below this a body goes out uncompressed (strapi::compression's own threshold). */
const GZIP_THRESHOLD = 1024;

const gzip = promisify(zlib.gzip);

interface Variant {
  body: Buffer;
  etag: string;
  /** The headers that belong to this body; the stack's own headers come from `shared`. */
  own: OutgoingHttpHeaders;
  ownNotModified: OutgoingHttpHeaders;
  /** Everything a hit sends, once the answer is kept. */
  headers?: OutgoingHttpHeaders;
  notModified?: OutgoingHttpHeaders;
}

/**
 * The headers that describe an answer whatever request it goes to: the tags a shared cache files it
 * under, its Vary, its language. Every replay inside Koa sends them, a request that waited for
 * another one's build included: an answer a shared cache keeps without its tags is never purged.
 */
export interface Described {
  headers: Record<string, string>;
  vary: string[];
}

export interface CachedAnswer {
  version: number;
  described: Described;
  identity: Variant;
  gzip: Variant | null;
  size: number;
}

const gzipAccepted = new Map<string, boolean>();

/** Whether Accept-Encoding allows gzip (by name or `*`, with a q above 0). Remembered per header text. */
function acceptsGzip(header: string | undefined) {
  if (!header) return false;
  let accepted = gzipAccepted.get(header);
  if (accepted !== undefined) return accepted;
  let gzipQ: number | undefined;
  let anyQ: number | undefined;
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name === 'gzip' || name === 'x-gzip') gzipQ = q;
    else if (name === '*') anyQ = q;
  }
  accepted = (gzipQ ?? anyQ ?? 0) > 0;
  if (gzipAccepted.size > 200) gzipAccepted.clear();
  gzipAccepted.set(header, accepted);
  return accepted;
}

/** If-None-Match against either representation's tag; weak comparison, as RFC 9110 asks for it. */
function notModified(header: string | undefined, answer: CachedAnswer) {
  if (!header) return false;
  if (header === answer.identity.etag || header === answer.gzip?.etag) return true;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === answer.identity.etag || tag === answer.gzip?.etag;
  });
}

export interface Reply {
  status: 200 | 304;
  headers: OutgoingHttpHeaders;
  body?: Buffer;
}

function variantFor(req: IncomingMessage, answer: CachedAnswer) {
  return answer.gzip && acceptsGzip(req.headers['accept-encoding']) ? answer.gzip : answer.identity;
}

/**
 * What a kept answer sends, whole, in front of Koa: 304 to a matching If-None-Match, gzip to whoever
 * accepts it, no body to HEAD.
 */
export function replyTo(req: IncomingMessage, answer: CachedAnswer): Reply {
  const variant = variantFor(req, answer);
  if (notModified(req.headers['if-none-match'], answer)) return { status: 304, headers: variant.notModified! };
  return { status: 200, headers: variant.headers!, body: req.method === 'HEAD' ? undefined : variant.body };
}

/** The same choice, with only the answer's own headers: inside Koa the stack sets the rest itself. */
export function ownReplyTo(req: IncomingMessage, answer: CachedAnswer): Reply {
  const variant = variantFor(req, answer);
  if (notModified(req.headers['if-none-match'], answer)) return { status: 304, headers: variant.ownNotModified };
  return { status: 200, headers: variant.own, body: variant.body };
}

export function send(res: ServerResponse, { status, headers, body }: Reply) {
  res.writeHead(status, headers);
  res.end(body);
}

export const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';

function variant(body: Buffer, etag: string, cacheControl: string, contentType: string, encoding?: string): Variant {
  const ownNotModified: OutgoingHttpHeaders = { 'Cache-Control': cacheControl, ETag: etag };
  const own: OutgoingHttpHeaders = { 'Content-Type': contentType, ...ownNotModified, 'Content-Length': body.length };
  if (encoding) own['Content-Encoding'] = encoding;
  return { body, etag, own, ownNotModified };
}

/**
 * The bodies of an answer (its bytes, and their gzip when that pays) with a strong ETag each and
 * the caching headers. The rest of its headers are added by `keepHeaders` once it has gone out.
 */
export async function buildAnswer(
  body: Buffer,
  cacheControl: string,
  version: number,
  contentType = JSON_TYPE,
  described: Described = { headers: {}, vary: [] },
): Promise<CachedAnswer> {
  const hash = createHash('sha256').update(body).digest('base64url');
  const identity = variant(body, `"${hash}"`, cacheControl, contentType);
  const compressed = body.length >= GZIP_THRESHOLD ? await gzip(body) : null;
  const gzipped =
    compressed && compressed.length < body.length ? variant(compressed, `"${hash}-gzip"`, cacheControl, contentType, 'gzip') : null;
  return { version, described, identity, gzip: gzipped, size: body.length + (gzipped?.body.length ?? 0) };
}

/** Headers that describe one body, which each variant sets itself. */
const OWN = /^(content-(type|length|encoding)|transfer-encoding|etag|cache-control)$/i;

/**
 * Completes an answer with the headers the stack gave it on its way out (`res` about to be written):
 * security, CORS, Vary, powered-by, whatever a middleware sets, before or after the route ran, under
 * their own spelling. False when the answer must not be shared (it sets a cookie).
 */
export function keepHeaders(answer: CachedAnswer, res: ServerResponse): boolean {
  if (res.hasHeader('Set-Cookie')) return false;
  const shared: OutgoingHttpHeaders = {};
  // Under the spelling they were set with (Node 14.17+; @types/node lacks it).
  for (const name of (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
    if (!OWN.test(name)) shared[name] = res.getHeader(name);
  }
  for (const v of [answer.identity, answer.gzip]) {
    if (!v) continue;
    v.headers = { ...shared, ...v.own };
    v.notModified = { ...shared, ...v.ownNotModified };
  }
  return true;
}

/** Calls `listener` just before the status line and headers of `res` are written. */
export function beforeHeaders(res: ServerResponse, listener: () => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    res.writeHead = writeHead;
    listener();
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

export interface StoreLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * The answers of one version. Reaching a newer version drops them all; over its limits the store
 * drops its oldest answers first (an answer in use is moved back to the end).
 */
export class AnswerStore {
  private version = -1;
  private readonly answers = new Map<string, CachedAnswer>();
  private bytes = 0;
  /** The key at the end of `answers` (the most recently used), or undefined when unknown. */
  private last: string | undefined;

  constructor(private readonly limits: StoreLimits) {}

  /** How many answers are kept, and their bytes. */
  stats() {
    return { entries: this.answers.size, bytes: this.bytes };
  }

  private reach(version: number) {
    if (version <= this.version) return;
    this.answers.clear();
    this.bytes = 0;
    this.version = version;
  }

  get(key: string, version: number): CachedAnswer | undefined {
    this.reach(version);
    if (version !== this.version) return undefined;
    const answer = this.answers.get(key);
    // Moved back to the end unless it is there already (a run of hits on one answer costs one lookup each).
    if (answer && key !== this.last) {
      this.answers.delete(key);
      this.answers.set(key, answer);
      this.last = key;
    }
    return answer;
  }

  put(key: string, answer: CachedAnswer) {
    this.reach(answer.version);
    if (answer.version !== this.version || answer.size > this.limits.maxBytes) return;
    const previous = this.answers.get(key);
    if (previous) {
      this.answers.delete(key);
      this.bytes -= previous.size;
    }
    for (const [oldest, old] of this.answers) {
      if (this.answers.size < this.limits.maxEntries && this.bytes + answer.size <= this.limits.maxBytes) break;
      this.answers.delete(oldest);
      this.bytes -= old.size;
    }
    this.answers.set(key, answer);
    this.last = key;
    this.bytes += answer.size;
  }
}
