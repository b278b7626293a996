/**
 * The Content-Security-Policy of every answer. Two policies: one for everything this project serves
 * (the site, the console, the API, uploads), strict; and one for the Strapi panel at /cms, which
 * talks to Strapi's marketplace over https and, under `strapi develop`, runs Vite's inline preamble.
 */

type Directives = Record<string, string[]>;

export interface PolicyOptions {
  /** Origins images may come from besides this one: the map's tile server, an upload bucket or CDN. */
  imageOrigins: string[];
}

const SELF = "'self'";
const NONE = "'none'";

export function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The site, the console and the API. Neither app has an inline script (their index.html load modules).
 * `framedByConsole`: a preview of an edit, which the console (this origin) shows in a frame; nothing else may be framed.
 */
export function appPolicy({ imageOrigins, framedByConsole = false }: PolicyOptions & { framedByConsole?: boolean }): string {
  return serialize({
    'default-src': [SELF],
    'script-src': [SELF],
    'script-src-attr': [NONE],
    // MUI (emotion) and Leaflet put <style> elements and style attributes into the page.
    'style-src': [SELF, "'unsafe-inline'"],
    // blob: for the console's previews of images about to be uploaded.
    'img-src': [SELF, 'data:', 'blob:', ...imageOrigins],
    'font-src': [SELF, 'data:'],
    'connect-src': [SELF],
    'media-src': [SELF],
    'object-src': [NONE],
    'base-uri': [NONE],
    'form-action': [SELF],
    'frame-ancestors': [framedByConsole ? SELF : NONE],
  });
}

/**
 * The Strapi panel: what Strapi itself sends it in production (helmet's defaults with Strapi's
 * additions), tightened where the panel does not need more (object-src, base-uri, frames).
 * `development` adds what `strapi develop` needs: Vite's inline preamble and its websocket.
 */
export function panelPolicy({ imageOrigins, development = false }: PolicyOptions & { development?: boolean }): string {
  return serialize({
    'default-src': [SELF],
    'script-src': development ? [SELF, "'unsafe-inline'"] : [SELF],
    'script-src-attr': [NONE],
    'style-src': [SELF, "'unsafe-inline'"],
    'img-src': [SELF, 'data:', 'blob:', 'https://market-assets.strapi.io', ...imageOrigins],
    'font-src': [SELF, 'data:'],
    // The marketplace and the documentation links load from Strapi's servers.
    'connect-src': development ? [SELF, 'https:', 'http:', 'ws:'] : [SELF, 'https:'],
    'media-src': [SELF, 'data:', 'blob:', ...imageOrigins],
    'object-src': [NONE],
    'base-uri': [NONE],
    'form-action': [SELF],
    'frame-ancestors': [SELF],
  });
}
