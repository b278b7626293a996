import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Behind a reverse proxy the client address comes from X-Forwarded-For; never trust it otherwise.
  proxy: { koa: env.bool('TRUST_PROXY', false) },
  app: { keys: env.array('APP_KEYS')! },
  webhooks: { populateRelations: false },
  // No network here, and a release check has no place in a production log.
  logger: { updates: { enabled: false } },
});

export default config;
