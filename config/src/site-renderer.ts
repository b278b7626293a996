/**
 * The site's server renderer (web/src/entry-server.tsx, built to web/dist-server/entry-server.cjs) as
 * the CMS runs it (cms/src/lib/site/site-pages.ts).
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
  /** A form the visitor posted without script and the API refused: the page shows it again with its messages. */
  form?: SubmittedForm;
}

/**
 * A form posted to its page without script (POST /career, /survey) that the API refused: what the
 * visitor typed (text fields only: a file cannot be given back) and the API's messages, by field.
 */
export interface SubmittedForm {
  values: Record<string, string>;
  /** The API's message for each field it names. */
  errors: Record<string, string>;
  /** The API's message when it names no field (rate limit, server trouble). */
  message?: string;
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
  /**
   * The API's JSON body for the survey as the page's form posts it without script (its fields by
   * name, `languageId` the visitor's), with the criteria labelled as the visitor read them.
   */
  surveyBody(fields: Record<string, string>, languageId: 1 | 2 | 3): unknown;
  /** Read from the content (the branches' pages) on each call. */
  sitemapXml(): Promise<string>;
  robotsTxt(): string;
}
