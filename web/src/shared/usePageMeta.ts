import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { canonicalPath } from './paths';
import { useLanguageId, useTranslation } from '../i18n';
import { applyHead, headTags, type PageMeta as Meta } from './head';
import { SITE_NAME, useSite } from './site';

export interface PageMeta {
  /** A translation key with its namespace, e.g. 'menu:meta.title'. */
  titleKey: string;
  descriptionKey: string;
  /** Interpolation values for both keys (e.g. a product name). */
  values?: Record<string, string | number>;
  /** For pages that must stay out of search results (404, thanks). */
  noindex?: boolean;
  /** The canonical path when it is not the address's own (one branch of /interior has two addresses). */
  canonical?: string;
}

/**
 * Title, meta description, canonical link, hreflang alternates and the sharing cards of the
 * current page, in the current language (shared/head.ts). On the server they go into the HTML;
 * in the browser they follow the page.
 */
export function usePageMeta({ titleKey, descriptionKey, values, noindex = false, canonical }: PageMeta) {
  const { t } = useTranslation();
  const { locale } = useLanguageId();
  const { pathname } = useLocation();
  const site = useSite();
  const title = t(titleKey, values);
  const meta: Meta = {
    title: title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`,
    description: t(descriptionKey, values),
    path: canonical ?? canonicalPath(pathname),
    locale,
    origin: site.origin,
    noindex,
    siteName: SITE_NAME,
  };
  if (site.head) site.head.meta = meta;

  const key = JSON.stringify(meta);
  // The meta is a new object each render: its content (`key`) says when the head changes.
  const tags = useMemo(() => headTags(meta), [key]); // eslint-disable-line react-hooks/exhaustive-deps -- keyed by content
  useEffect(() => applyHead(meta.title, tags), [key]); // eslint-disable-line react-hooks/exhaustive-deps -- keyed by content
}
