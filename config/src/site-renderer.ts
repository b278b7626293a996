/**
 * The site's server renderer (web/src/entry-server.tsx, built to web/dist-server/entry-server.cjs) as
 * the CMS runs it (cms/src/lib/site-pages.ts).
 */

/** How the renderer's loaders reach the API. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface RendererOptions {
  fetch: ApiTransport;
  /** The public origin for absolute addresses (PUBLIC_URL). */
  origin: string;
  /** How many days candidates' data is kept (CV_RETENTION_DAYS), null when kept until erased: /career says so. */
  cvRetentionDays?: number | null;
}

export interface PageRequest {
  /** The path and query, as requested. */
  url: string;
  /** The Cookie header: the language cookie. */
  cookie?: string;
  signal?: AbortSignal;
}

export interface RenderedPage {
  status: number;
  /** The whole document; empty for a redirect. */
  html: string;
  /** The language it is in. */
  locale: string;
  /** Whether the language came from the cookie (an answer that varies with it) rather than `?lang`. */
  byCookie: boolean;
  /** A redirect's target. */
  location?: string;
}

export interface SiteRenderer {
  render(request: PageRequest): Promise<RenderedPage>;
  sitemapXml(): string;
  robotsTxt(): string;
}
