import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './app/global.css';
import { App } from './app/App';
import { readHandover } from './app/handover';
import { preloadPagesAt } from './app/routes';
import { i18n } from './i18n';
import { PageReads } from './shared/pageData';
import { browserOrigin } from './shared/site';

const container = document.getElementById('root')!;
const handover = readHandover();

if (handover) {
  // The first render must be the server's: its language and its data. In a transition, hydration
  // yields to the browser between slices (one long task otherwise). The page is whole without it
  // (links and text): it waits until the page's pictures and its own code are in (renderedLazy.ts
  // says why the code), so that it holds up neither, unless the visitor acts first: then at once
  // (React hydrates what was touched first and replays the event).
  i18n.setLanguage(handover.locale);
  const pageCode = preloadPagesAt(window.location.pathname).catch(() => undefined);
  const starters = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'scroll'];
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    window.removeEventListener('load', onLoad);
    starters.forEach((type) => window.removeEventListener(type, hydrate, true));
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <BrowserRouter>
            <App site={{ origin: handover.origin, cvRetentionDays: handover.cvRetentionDays }} reads={new PageReads(handover.loaderData)} />
          </BrowserRouter>
        </StrictMode>,
      );
    });
  };
  const onLoad = () => void pageCode.then(hydrate);
  if (document.readyState === 'complete') onLoad();
  else {
    window.addEventListener('load', onLoad);
    starters.forEach((type) => window.addEventListener(type, hydrate, { capture: true, passive: true }));
  }
} else {
  // A page built in the browser (the Vite dev server): no server render to take over.
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
