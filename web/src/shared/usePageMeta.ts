import { useEffect } from 'react';
import { useLanguageId, useTranslation } from '../i18n';
import { useLocation } from 'react-router-dom';
import { DEFAULT_LOCALE, LANGUAGES } from '@qahve/config';
import { canonicalPath } from '../app/paths';
import { SITE_NAME, siteOrigin } from './site';

export interface PageMeta {
  /** A translation key with its namespace, e.g. 'menu:meta.title'. */
  titleKey: string;
  descriptionKey: string;
  /** Interpolation values for both keys (e.g. a product name). */
  values?: Record<string, string | number>;
  /** For pages that must stay out of search results (404, thanks). */
  noindex?: boolean;
}

const OG_LOCALE = { en: 'en_US', az: 'az_AZ', ru: 'ru_RU' } as const;

function metaTag(attr: 'name' | 'property', key: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  return el;
}

function link(rel: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  let el = document.head.querySelector<HTMLLinkElement>(selector);
  if (!el) {
    el = document.createElement('link');
    el.rel = rel;
    if (hreflang) el.hreflang = hreflang;
    document.head.appendChild(el);
  }
  return el;
}

/**
 * Each language version of a page has its own address: `?lang=en` and `?lang=ru`, and the plain
 * address for Azerbaijani, the default, which is also the x-default. So the page a crawler lands on
 * without `?lang` names itself as canonical.
 */
export function languageUrl(path: string, locale: string, origin = siteOrigin()) {
  return locale === DEFAULT_LOCALE ? `${origin}${path}` : `${origin}${path}?lang=${locale}`;
}

/**
 * Title, meta description, canonical link and hreflang alternates of the current page, in the
 * current language. The canonical address is the page in the current language; the alternates name
 * the three languages and `x-default` the plain address.
 */
export function usePageMeta({ titleKey, descriptionKey, values, noindex = false }: PageMeta) {
  const { t } = useTranslation();
  const { locale } = useLanguageId();
  const { pathname } = useLocation();
  const title = t(titleKey, values);
  const description = t(descriptionKey, values);
  const path = canonicalPath(pathname);

  useEffect(() => {
    const origin = siteOrigin();
    const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
    document.title = fullTitle;
    metaTag('name', 'description').content = description;
    metaTag('name', 'robots').content = noindex ? 'noindex' : 'index, follow';
    metaTag('property', 'og:title').content = fullTitle;
    metaTag('property', 'og:description').content = description;
    metaTag('property', 'og:locale').content = OG_LOCALE[locale];
    metaTag('property', 'og:url').content = languageUrl(path, locale, origin);

    link('canonical').href = languageUrl(path, locale, origin);
    for (const { code } of LANGUAGES) link('alternate', code).href = languageUrl(path, code, origin);
    link('alternate', 'x-default').href = `${origin}${path}`;
  }, [title, description, noindex, locale, path]);
}
