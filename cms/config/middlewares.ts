import type { Core } from '@strapi/strapi';
import { uploadOrigins, uploadProvider } from '../src/lib/media/upload-provider';

const minutes = (n: number) => n * 60 * 1000;
const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  // private, no-store on every personal answer (the console, its API, forms, tokens): nothing of theirs in a shared cache.
  'global::cache-policy',
  'strapi::errors',
  // 503 with Retry-After, not 500, when the database cannot be reached (docs/security.md).
  { name: 'global::database-unavailable', config: { retryAfterSeconds: env.int('DATABASE_RETRY_AFTER', 5) } },
  {
    // nosniff, Referrer-Policy, X-Frame-Options and, in production, HSTS; the CSP is global::content-security.
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: false,
      hsts: env.bool('HSTS', env('NODE_ENV') === 'production') ? { maxAge: YEAR_IN_SECONDS, includeSubDomains: true } : false,
      // Tile servers (OpenStreetMap's usage policy) want to know which site shows their tiles.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    },
  },
  {
    name: 'global::content-security',
    config: {
      // The location page's map tiles come from the tile server the site is built with; images from the bucket.
      imageOrigins: [...env.array('MAP_TILE_ORIGINS', ['https://tile.openstreetmap.org']), ...uploadOrigins(uploadProvider())],
    },
  },
  // Cross-origin callers only from CORS_ORIGINS (none by default: the site and the console are same-origin);
  // no CORS header at all on a request without an Origin. No X-Powered-By (strapi::poweredBy is left out).
  'global::cors-headers',
  { name: 'strapi::cors', config: { origin: env.array('CORS_ORIGINS', []).filter((origin) => origin !== '') } },
  // gzip/brotli for the site's scripts and styles and the API's JSON.
  'strapi::compression',
  // 400 for a broken percent-encoding in the path or the query, before anything decodes it.
  'global::malformed-urls',
  {
    // Inside compression, which it does itself for what it keeps (docs/caching.md).
    name: 'global::public-cache',
    config: {
      cacheControl: env('PUBLIC_CACHE_CONTROL'),
      tagHeader: env('CACHE_TAG_HEADER'),
      maxEntries: env.int('PUBLIC_CACHE_MAX_ENTRIES'),
      maxMegabytes: env.int('PUBLIC_CACHE_MAX_MB'),
      warmPages: env.int('PUBLIC_CACHE_WARM_PAGES'),
    },
  },
  'global::api-errors',
  'global::admin-gate',
  {
    // Before any body is read, so that a client over its limit costs no upload.
    name: 'global::rate-limit',
    config: {
      rules: [
        { method: 'POST', path: '/api/v1/client/reviews', max: env.int('RATE_LIMIT_REVIEWS', 20), windowMs: minutes(10) },
        { method: 'POST', path: '/api/v1/client/surveys', max: env.int('RATE_LIMIT_SURVEYS', 30), windowMs: minutes(10) },
        { method: 'POST', path: '/api/v1/client/candidates', max: env.int('RATE_LIMIT_CANDIDATES', 5), windowMs: minutes(10) },
      ],
    },
  },
  // The site at / (its files from ../web/dist, its pages rendered by ../web/dist-server) and the console at /admin (../admin/dist).
  {
    name: 'global::frontends',
    config: { webDist: env('WEB_DIST', ''), webRenderer: env('WEB_RENDERER', ''), adminDist: env('ADMIN_DIST', '') },
  },
  // Uploaded pictures as WebP for the browsers that take it (lib/media/image-variants.ts).
  'global::image-formats',
  'strapi::query',
  // Strapi requires this name; src/index.ts fills it with lib/http/body/middleware.ts, which reads no body
  // here but gives each route its own parser, run after the route is matched and its token verified,
  // with the route's own limits (lib/http/body/limits.ts, docs/security.md "Request bodies").
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
