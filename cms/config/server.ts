import type { Core } from '@strapi/strapi';

/** At least 1: 0 would be koa's "every entry", the left-most of which the client writes itself. */
function trustedHops(value: string) {
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 1)
    throw new Error(`TRUST_PROXY_HOPS must be a whole number of proxies, 1 or more (got "${value}")`);
  return hops;
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Behind a reverse proxy the client address comes from X-Forwarded-For; never trust it otherwise.
  // Only the TRUST_PROXY_HOPS right-most entries are the proxies' own: the client's address is the
  // left-most of those (koa's maxIpsCount); whatever the client wrote further left is ignored.
  proxy: { koa: env.bool('TRUST_PROXY', false), maxIpsCount: trustedHops(env('TRUST_PROXY_HOPS', '1')) },
  app: { keys: env.array('APP_KEYS')! },
  // The folder served at / (its uploads/ holds the images when UPLOAD_PROVIDER is local): one per
  // throwaway start, so that what one start deletes is never another's.
  dirs: { public: env('PUBLIC_DIR', './public') },
  webhooks: { populateRelations: false },
  // No network here, and a release check has no place in a production log.
  logger: { updates: { enabled: false } },
});

export default config;
