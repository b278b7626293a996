import { HYDRATED_EVENT, readModules } from './app/modules';

/**
 * The one script a server-rendered page loads by itself (1 KB). The page is whole without script
 * (text, pictures, links, forms), so the app (main.tsx and the chunks the server names) is fetched,
 * all of it at once, only once the browser has shown the page's first paint: it then neither takes
 * the bandwidth of what that paint needs nor holds it up, which on a slow phone it would (the
 * browser paints a frame, but shows it only after the task that follows). A visitor who acts before
 * that (a tap, a key, focus, scroll) starts it at once, and a button they pressed is pressed again
 * once the app has taken the page over.
 */
const STARTERS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'scroll'] as const;
// A tab opened in the background paints nothing until shown: the app starts anyway.
const PAINT_WAIT_MS = 2000;
let started = false;
let pressed: HTMLButtonElement | null = null;

function start() {
  if (started) return;
  started = true;
  STARTERS.forEach((type) => window.removeEventListener(type, start, true));
  const [app, ...rest] = readModules();
  const element = (tag: string, attributes: Record<string, string>) => Object.assign(document.createElement(tag), attributes);
  for (const href of rest) document.head.append(element('link', { rel: 'modulepreload', href, crossOrigin: '' }));
  document.head.append(element('script', { type: 'module', src: app, crossOrigin: '' }));
}

/** Calls `then` once the browser has reported the page's first contentful paint as shown. */
function afterFirstPaint(then: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return then();
  const timer = setTimeout(done, PAINT_WAIT_MS);
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
  });
  function done() {
    clearTimeout(timer);
    observer.disconnect();
    then();
  }
  observer.observe({ type: 'paint', buffered: true });
}

// One frame more: the page's largest picture may show a frame after its first paint.
afterFirstPaint(() => requestAnimationFrame(() => setTimeout(start, 0)));
STARTERS.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));

// Until the app has taken over the page, a button pressed is held back (React, taking over, would
// see some presses and miss others; a form would be sent by the browser, not by the app) and the
// last one is pressed again once it has.
function holdPress(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  pressed = button;
}
document.addEventListener('click', holdPress, true);
window.addEventListener(
  HYDRATED_EVENT,
  () => {
    document.removeEventListener('click', holdPress, true);
    if (!pressed) return;
    const button = pressed;
    pressed = null;
    // The page's own parts hydrate after the frame around them: pressed once the browser is idle.
    const press = () => button.isConnected && button.click();
    if ('requestIdleCallback' in window) requestIdleCallback(press, { timeout: 1000 });
    else setTimeout(press, 100);
  },
  { once: true },
);
