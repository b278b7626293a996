import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { appPolicy, panelPolicy } from '../lib/http/content-security';
import { isPreviewPath } from '../lib/site/preview';

interface Config {
  imageOrigins?: string[];
}

/**
 * Sets the Content-Security-Policy of every answer before anything else answers it, so that the
 * site's and the console's files, the API (errors and 304s included), uploads, /_health and 404s
 * all carry it, and the public cache replays it. The Strapi panel at /cms gets its own policy; a
 * preview of an edit (lib/site/preview.ts) the site's, which lets the console frame it.
 * A route that needs a stricter one sets its own (the CV download does).
 *
 * Not strapi::security's CSP: its configuration is merged into Strapi's defaults item by item, so a
 * source such as `connect-src https:` cannot be taken away there.
 */
export default (config: Config, { strapi }: { strapi: Core.Strapi }) => {
  const imageOrigins = config.imageOrigins ?? [];
  const panelPath = (strapi.config.get('admin.path') as string | undefined) || '/cms';
  const app = appPolicy({ imageOrigins });
  const preview = appPolicy({ imageOrigins, framedByConsole: true });
  // `strapi develop` reloads on changes and serves the panel through Vite.
  const panel = panelPolicy({ imageOrigins, development: strapi.config.get('autoReload') === true });

  return async (ctx: Context, next: Next) => {
    const inPanel = ctx.path === panelPath || ctx.path.startsWith(`${panelPath}/`);
    ctx.set('Content-Security-Policy', inPanel ? panel : isPreviewPath(ctx.path) ? preview : app);
    await next();
  };
};
