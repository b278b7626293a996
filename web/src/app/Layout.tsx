import { LanguageLink } from '../shared/ui/LanguageLink';
import { Component, Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { languageFromQuery } from '@qahve/config';
import { changeLanguage, settleStoredLanguage, useLanguageId, useTranslation } from '../i18n';
import { usePageDataBusy, useReload } from '../shared/pageData';
import { whenIdle } from '../shared/schedule';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * A new page starts at the top; an address replaced in place (an interior tab) keeps the scroll,
 * and so does the first page (the visitor may have scrolled the server's page before it ran).
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'REPLACE') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/**
 * The language, the address and the stored choice agree (settleStoredLanguage): `?lang=en|az|ru`
 * on an in-app navigation switches the language; a language chosen in the page reads the page's data again (data follows the
 * language), unless the address carries `?lang`, whose rewrite reads it already.
 */
function LanguageSync() {
  const { search } = useLocation();
  const { languageId } = useLanguageId();
  const { reload } = useReload();
  const wanted = languageFromQuery(search);
  useEffect(() => {
    if (wanted && wanted !== languageId) void changeLanguage(wanted);
    // Only a new address decides; a choice in the dropdown rewrites ?lang itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only `wanted` (the address) decides
  }, [wanted]);
  const shown = useRef(languageId);
  useEffect(() => {
    if (shown.current === languageId) return;
    shown.current = languageId;
    if (!wanted) reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a change of language alone reloads; `wanted` is read as it is then
  }, [languageId]);
  return null;
}

/**
 * Settles the stored language (settleStoredLanguage) once the page itself has been taken over, not
 * before: this sits inside the page's Suspense boundary, whose server markup React may hydrate after
 * the frame around it. A switch to a language stored in localStorage (a returning visitor without the
 * cookie, whose page the server rendered in Azerbaijani) that reached the page's markup while it
 * was still the server's would have it hydrated in the other language: a text mismatch (React #418).
 * It runs when the browser is next idle, in a task of its own: the page's first read of localStorage
 * waits on the browser's storage, which would lengthen the task that hydrated the page.
 */
function SettleStoredLanguage() {
  useEffect(() => whenIdle(settleStoredLanguage), []);
  return null;
}

/** A thin bar at the top while a page's data loads (the current page stays until it is in). */
function NavigationProgress() {
  const busy = usePageDataBusy();
  return <div className={`navigation-progress${busy ? ' navigation-progress--active' : ''}`} aria-hidden="true" />;
}

/** A page that failed to render (or to load its code): the frame stays, with a way on. */
class PageErrorBoundary extends Component<{ pathname: string; children: ReactNode }, { failed: boolean; pathname: string }> {
  state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: { failed: boolean; pathname: string }) {
    // Another page: try again.
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}

/** What a page shows while its code or translations load: reserved space, no layout jump. */
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
  const { pathname } = useLocation();
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
      <NavigationProgress />
      <ScrollToTop />
      <LanguageSync />
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <PageErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
            <SettleStoredLanguage />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </>
  );
}

function PageError() {
  const { t } = useTranslation();
  return (
    <div className="page page--centered">
      <h1 className="page__title">{t('errors.title')}</h1>
      <p className="page__lead">{t('errors.generic')}</p>
      <LanguageLink to="/" className="button">
        {t('nav.home')}
      </LanguageLink>
    </div>
  );
}
