import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { localeOf } from '@qahve/config';
import './app/global.css';
import { App } from './app/App';
import { readHandover } from './app/handover';
import { HYDRATED_EVENT } from './app/modules';
import { preloadPagesAt } from './app/routes';
import { i18n, initialLanguageId } from './i18n';
import { PageReads } from './shared/pageData';
import { browserOrigin } from './shared/site';

const container = document.getElementById('root')!;
const handover = readHandover();

if (handover) {
  // Started by the page's loader (boot.ts) once the page's first paint is shown, or at the visitor's
  // first act. The first render must be the server's: its language and its data, with the page's
  // own code already in (renderedLazy.ts says why). In a transition, hydration yields to the
  // browser between slices (one long task otherwise).
  i18n.setLanguage(handover.locale);
  void preloadPagesAt(window.location.pathname)
    .catch(() => undefined)
    .then(() =>
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <BrowserRouter>
              <App
                site={{ origin: handover.origin, cvRetentionDays: handover.cvRetentionDays, form: handover.form }}
                reads={new PageReads(handover.loaderData)}
              />
            </BrowserRouter>
            <AnnounceHydrated />
          </StrictMode>,
        );
      }),
    );
} else {
  // A page built in the browser (the Vite dev server): no server render to take over.
  i18n.setLanguage(localeOf(initialLanguageId()));
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App site={{ origin: browserOrigin() }} reads={new PageReads()} />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

/** Renders nothing; its effect runs once the app has taken over the server's page (boot.ts listens). */
function AnnounceHydrated() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
