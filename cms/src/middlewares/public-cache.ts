import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { isPlainObject } from '../lib/http/list-query';
import {
  AnswerStore,
  beforeHeaders,
  buildAnswer,
  HTML_TYPE,
  keepHeaders,
  ownReplyTo,
  replyTo,
  send,
  type CachedAnswer,
  type Described,
} from '../lib/public-cache/answers';
import { apiCacheKey, isPublicPath, pageCacheKey } from '../lib/public-cache/keys';
import { purgeConfigured, purgeWorker } from '../lib/public-cache/purge';
import { apiTags, pageTags, tagHeader } from '../lib/public-cache/tags';
import { cacheVersion } from '../lib/public-cache/version';
import { PageWarmer, WARM_REQUEST_HEADER } from '../lib/public-cache/warm';
import { isWellEncoded } from '../lib/http/url-encoding';
import { isPreviewRequest } from '../lib/site/preview';

interface Config {
  cacheControl?: string;
  /** The header shared caches read tags from (lib/public-cache/tags.ts). */
  tagHeader?: string;
  maxEntries?: number;
  maxMegabytes?: number;
  /**
   * How many of the most recently kept pages are rendered again after each change of public content
   * (lib/public-cache/warm.ts); by default 50 where writes purge a shared cache in front, else none.
   */
  warmPages?: number;
}

const isRead = (method?: string) => method === 'GET' || method === 'HEAD';

type Kind = 'api' | 'page';
/** A kept answer's place in the cache: what it is, and its key (lib/public-cache/keys.ts). */
type Place = { kind: Kind; key: string };

/**
 * The bytes of an answer worth keeping, or null. API routes opt in with `config: { publicCache:
 * true }` (api/client/routes); pages are the ones global::frontends rendered.
 */
function keptBody(ctx: Context): Buffer | null {
  if (ctx.status !== 200) return null;
  const route = ctx.state.route as { config?: { publicCache?: boolean } } | undefined;
  if (route?.config?.publicCache === true && isPlainObject(ctx.body)) return Buffer.from(JSON.stringify(ctx.body));
  if (ctx.state.sitePage === true && typeof ctx.body === 'string') return Buffer.from(ctx.body);
  return null;
}

/**
 * What shared caches are told. Where writes purge them by tag (CACHE_PURGE), they keep an answer for
 * a day and serve it for a day more while the origin fails; without purging, a CDN may serve an
 * answer 5 s old, and 10 s more while it asks again: at most 15 s behind a write.
 */
const PURGED_CACHE_CONTROL = 'public, max-age=0, s-maxage=86400, stale-while-revalidate=30, stale-if-error=86400';
const UNPURGED_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=10, stale-if-error=86400';
/**
 * An answer read before a write that committed while it was built: sent, but a shared cache keeps it
 * a second at most (the purge of that write may have gone out before this answer did).
 */
const OUTDATED_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

/** The tags of an answer worth keeping: its read's, or the page's and those of the reads it was made of. */
function tagsOf(ctx: Context, place: Place, strapi: Core.Strapi): string[] {
  if (place.kind === 'api') return apiTags(strapi, ctx.path, new URLSearchParams(ctx.querystring));
  return [
    ...pageTags(ctx.path, String(ctx.response.get('Content-Language') || 'az')),
    ...((ctx.state.cacheTags as Set<string> | undefined) ?? []),
  ];
}

/** What the answer being built says about itself (its tags, Vary, language): see `Described`. */
function describedBy(ctx: Context, tagHeaderName: string): Described {
  const headers: Record<string, string> = {};
  for (const name of [tagHeaderName, 'Content-Language']) {
    const value = ctx.response.get(name);
    if (value) headers[name] = String(value);
  }
  const vary = String(ctx.response.get('Vary') || '')
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field !== '');
  return { headers, vary };
}

/**
 * Answers from a kept answer inside Koa: its own headers, what describes it, and its body, while the
 * stack sets the rest as for any answer (CORS for this request's Origin included). Compressing is
 * done already. An answer read before a write that committed meanwhile goes out with a short shared
 * age, whichever request it goes to.
 */
function replay(ctx: Context, answer: CachedAnswer) {
  const { status, headers, body } = ownReplyTo(ctx.req, answer);
  ctx.status = status;
  ctx.set(headers as Record<string, string>);
  ctx.set(answer.described.headers);
  for (const field of answer.described.vary) ctx.vary(field);
  ctx.compress = false;
  ctx.body = body ?? null;
  beforeHeaders(ctx.res, () => {
    if (answer.version !== cacheVersion().latest()) ctx.res.setHeader('Cache-Control', OUTDATED_CACHE_CONTROL);
  });
}

/**
 * Puts `serve` in front of Koa on the HTTP server: a request it answers never reaches the
 * middleware stack (this is what makes a cached read cost about what a plain node:http server
 * costs); any other goes on to Koa as before.
 */
function inFrontOfKoa(server: Server, serve: (req: IncomingMessage, res: ServerResponse, koa: RequestListener) => boolean) {
  const [koa] = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!serve(req, res, koa)) koa(req, res);
  });
}

/**
 * The public read cache (docs/caching.md). GET and HEAD answers of the client routes that opt in
 * are kept, per request key and content version, with the headers they went out with; a write of
 * public content anywhere moves the version on (lib/public-cache/invalidation.ts). Hits are
 * answered in front of Koa; misses, and requests with an Origin (whose CORS headers are per
 * request), go through the stack, where this middleware stores or replays the answer.
 * Any other request waits, before it is answered, until its own changes can be seen by the other
 * processes (cacheVersion().settled()) and the shared cache in front is purged of them
 * (lib/public-cache/purge.ts).
 */
export default (config: Config, { strapi }: { strapi: Core.Strapi }) => {
  const cacheControl = config.cacheControl || (purgeConfigured() ? PURGED_CACHE_CONTROL : UNPURGED_CACHE_CONTROL);
  const tags = tagHeader(config.tagHeader || undefined);
  const store = new AnswerStore({ maxEntries: config.maxEntries ?? 2000, maxBytes: (config.maxMegabytes ?? 64) * 1024 * 1024 });
  // Answers being built, per version and key: concurrent misses of one answer wait for one build.
  const building = new Map<string, Promise<CachedAnswer | null>>();

  const warmToken = randomUUID();
  const warmer = new PageWarmer(
    config.warmPages ?? (purgeConfigured() ? 50 : 0),
    { name: WARM_REQUEST_HEADER, value: warmToken },
    () => (strapi.server.httpServer.address() as AddressInfo | null)?.port ?? null,
    () => cacheVersion().current(),
    () => cacheVersion().latest(),
  );
  warmer.start();

  // For tests and operators: how much the cache holds; `warmed()` resolves once the pages of the
  // newest version are rendered again.
  strapi.add('publicCache', () => ({ stats: () => store.stats(), warmed: () => warmer.look() }));
  // strapi::logger's line for the hits it never sees, when the log level shows requests (LOG_LEVEL=http).
  const logging = () => strapi.log.isLevelEnabled('http');
  const logHit = (req: IncomingMessage, status: number, start: number) =>
    strapi.log.http(`${req.method} ${req.url} (${Math.ceil(Date.now() - start)} ms) ${status}`);

  // A hit costs little besides its key: remember it per request line (for a page, and its Cookie
  // header, which may name the language). A bounded memo: junk only pushes lines out.
  const places = new Map<string, Place | null>();
  const placeOf = (req: IncomingMessage): Place | null => {
    const url = req.url ?? '';
    const api = isPublicPath(url);
    const seen = api ? url : `${url}\n${req.headers.cookie ?? ''}`;
    let place = places.get(seen);
    if (place === undefined) {
      if (places.size >= 4096) places.clear();
      const key = api ? apiCacheKey(url) : pageCacheKey(url, req.headers.cookie);
      place = key === null ? null : { kind: api ? 'api' : 'page', key };
      places.set(seen, place);
    }
    return place;
  };

  inFrontOfKoa(strapi.server.httpServer, (req, res, koa) => {
    // An Origin gets CORS headers of its own; credentials go to the route, which alone may read them.
    if (!isRead(req.method) || req.headers.origin !== undefined || req.headers.authorization !== undefined) return false;
    // A preview's reads see values no visitor may (lib/site/preview.ts).
    if (isPreviewRequest(req)) return false;
    // A broken percent-encoding is refused by global::malformed-urls, whatever the key it would have.
    if (!isWellEncoded(req.url ?? '')) return false;
    const place = placeOf(req);
    if (place === null) return false;
    const start = logging() ? Date.now() : -1;
    const serveAt = (version: number) => {
      const answer = store.get(place.key, version);
      if (!answer) return false;
      const reply = replyTo(req, answer);
      send(res, reply);
      if (start !== -1) logHit(req, reply.status, start);
      return true;
    };
    const version = cacheVersion().current();
    if (version === null) return false;
    if (typeof version === 'number') return serveAt(version);
    version.then(
      (known) => serveAt(known) || koa(req, res),
      () => koa(req, res),
    );
    return true;
  });

  return async (ctx: Context, next: Next) => {
    // Read inside the preview's transaction, which the waits below for committed writes would outlast.
    if (isPreviewRequest(ctx.req)) return next();
    const place = isRead(ctx.method) ? placeOf(ctx.req) : null;
    if (place === null) {
      await next();
      await cacheVersion().settled();
      // And, with a shared cache in front, until it is purged of what the request wrote.
      await purgeWorker()?.settled();
      // The pages a write changed are rendered again from now, not at the warmer's next look.
      if (!isRead(ctx.method)) void warmer.look();
      return;
    }
    const { kind, key } = place;
    const version = await cacheVersion().current();
    if (version === null) return next();
    const kept = store.get(key, version);
    if (kept) return replay(ctx, kept);

    const id = `${version}\n${key}`;
    const other = building.get(id);
    if (other) {
      const answer = await other;
      return answer ? replay(ctx, answer) : next();
    }
    let built: CachedAnswer | null = null;
    let done!: (answer: CachedAnswer | null) => void;
    building.set(id, new Promise((resolve) => (done = resolve)));
    try {
      await next();
      const body = keptBody(ctx);
      if (body) {
        ctx.vary('Accept-Encoding');
        ctx.set(tags.name, tags.format(tagsOf(ctx, place, strapi)));
        built = await buildAnswer(body, cacheControl, version, kind === 'page' ? HTML_TYPE : undefined, describedBy(ctx, tags.name));
      }
    } finally {
      building.delete(id);
      done(built);
    }
    if (!built) return;
    const answer = built;
    // Kept with the headers it goes out with; not when the request's Origin made some of them its
    // own, nor when it was read before a write that committed meanwhile (replay shortens its age).
    beforeHeaders(ctx.res, () => {
      if (version !== cacheVersion().latest() || ctx.get('Origin') || !keepHeaders(answer, ctx.res)) return;
      store.put(key, answer);
      // The warmer's own requests keep their place among the recent pages as they are.
      if (kind === 'page' && ctx.get(WARM_REQUEST_HEADER) !== warmToken)
        warmer.remember(key, ctx.req.url ?? ctx.url, ctx.get('Cookie') || undefined);
    });
    replay(ctx, answer);
  };
};
