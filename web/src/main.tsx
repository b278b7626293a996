import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './app/global.css';
import { App } from './app/App';
import { readHandover } from './app/handover';
import { i18n } from './i18n';
import { PageReads } from './shared/pageData';
import { browserOrigin } from './shared/site';

const container = document.getElementById('root')!;
const handover = readHandover();

if (handover) {
  // The first render must be the server's: its language and its data. The page's code is loaded
  // on demand; until it is in, React keeps the server's HTML of the page and hydrates the rest.
  // In a transition, hydration yields to the browser between slices (one long task otherwise).
  // The page is whole without it (links and text): it waits until the page's pictures are in, so
  // that it does not hold up their paint, unless the visitor acts first (React then hydrates what
  // was touched at once and replays the event).
  i18n.setLanguage(handover.locale);
  const hydrate = () =>
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
  if (document.readyState === 'complete') hydrate();
  else {
    const starters = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'scroll'];
    const start = () => {
      window.removeEventListener('load', start);
      starters.forEach((type) => window.removeEventListener(type, start, true));
      hydrate();
    };
    window.addEventListener('load', start);
    starters.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));
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
