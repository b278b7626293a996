import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { changeLanguage, languageFromSearch, useLanguageId, useTranslation } from '../i18n';
import { Footer } from './Footer';
import { Header } from './Header';

/** Scrolls to the top on every path change (not on a change of the query alone). */
/** A new page starts at the top; an address replaced in place (an interior tab) keeps the scroll. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'REPLACE') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/** `?lang=en|az|ru` on an in-app navigation switches the language too (the first load is in i18n/). */
function LanguageFromUrl() {
  const { search } = useLocation();
  const { languageId } = useLanguageId();
  const wanted = languageFromSearch(search);
  useEffect(() => {
    if (wanted && wanted !== languageId) void changeLanguage(wanted);
    // Only a new address decides; a choice in the dropdown rewrites ?lang itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  return null;
}

/** What a lazy page shows while its code and translations load: reserved space, no layout jump. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="page-fallback" role="status">
      <span className="page-fallback__spinner" aria-hidden="true" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

/** The shared public frame: skip link, header, the page, footer. */
export function Layout() {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="skip-link"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <LanguageFromUrl />
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
