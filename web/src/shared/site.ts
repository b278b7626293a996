import { createContext, useContext } from 'react';
import type { SubmittedForm } from '@qahve/config';
import type { HeadCollector } from './head';

/**
 * Contact details and links of the brand. The phone, e-mail and social pages are placeholders
 * until the brand gives the real ones: change them here only.
 */
export const SITE_NAME = 'Qahve Evi';

export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/qahveevi/',
  facebook: 'https://www.facebook.com/qahveevi/',
} as const;

export const CONTACT_PHONE = '+994 12 555 00 00';
export const CONTACT_PHONE_HREF = `tel:${CONTACT_PHONE.replace(/\s+/g, '')}`;
/** The number as the page shows it: non-breaking spaces, so that it never breaks across lines, nor in a copy. */
export const CONTACT_PHONE_TEXT = CONTACT_PHONE.replace(/ /g, '\u00a0');
export const CONTACT_EMAIL = 'info@qahveevi.az';

/** The price level search engines show for the coffee houses (schema.org `priceRange`). */
export const PRICE_RANGE = '₼₼';
/** The country of every coffee house (ISO 3166-1, as schema.org's PostalAddress takes it). */
export const SITE_COUNTRY = 'AZ';

export interface Site {
  /** The public origin for absolute addresses (canonical, hreflang, Open Graph, JSON-LD): PUBLIC_URL. */
  origin: string;
  /** On the server only: collects the head of the page being rendered. */
  head?: HeadCollector;
  /**
   * How many days the server keeps a candidate's data (CV_RETENTION_DAYS), null when it keeps it
   * until it is erased; the server renderer gets it from the CMS and hands it over. Unknown
   * (undefined) only on a page not rendered by the server: /career then says the default.
   */
  cvRetentionDays?: number | null;
  /**
   * The page's form as the visitor posted it without script and the API refused it: the server
   * renders it again with their values and the API's messages (cms/src/lib/site/page-forms.ts).
   */
  form?: SubmittedForm;
}

/**
 * The origin a page was built with outside a server render (a page built in the browser, tests):
 * VITE_SITE_URL when the build sets it, else the origin the page was served from.
 */
export function browserOrigin(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined;
  return (configured || globalThis.location?.origin || '').replace(/\/+$/, '');
}

/** Set by the server (entry-server.tsx) and, for a hydrated page, from what the server handed over (main.tsx). */
export const SiteContext = createContext<Site>({ origin: browserOrigin() });

export const useSite = () => useContext(SiteContext);
