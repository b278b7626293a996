import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

const serverLoads: Array<() => Promise<unknown>> = [];

/**
 * React's `lazy` for a part the server renders (a page, the home carousel). In the browser it is
 * `lazy`: its code comes on demand (and while it comes, hydration keeps the server's HTML of it).
 * On the server every such part is loaded once, up front (loadRenderedParts), and rendered at once:
 * a part that suspended there would be sent as a fallback, or completed by an inline script, which
 * the Content-Security-Policy forbids.
 */
export function renderedLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, loadForBrowser = load): RenderedLazy<P> {
  const Lazy = lazy(loadForBrowser);
  let loaded: ComponentType<P> | undefined;
  serverLoads.push(() => load().then((module) => (loaded = module.default)));
  function RenderedLazy(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  RenderedLazy.preload = async () => {
    if (loaded) return;
    const declaredBefore = serverLoads.length;
    loaded = (await loadForBrowser()).default;
    // The parts its module declared as it ran (the home page's carousel) are part of its first render.
    await Promise.all(serverLoads.slice(declaredBefore).map((loadPart) => loadPart()));
  };
  return RenderedLazy;
}

/**
 * A part whose code the browser can take in before hydrating (`preload`). Hydration must not suspend
 * on the page's code: while it waits, any update of the frame above (a language or store change in
 * an effect) makes React drop the server's HTML of the page and render it again in the browser,
 * through the fallback: a flash of the spinner, a late Largest Contentful Paint, and what the
 * visitor had typed lost.
 */
export interface RenderedLazy<P> extends FunctionComponent<P> {
  preload: () => Promise<void>;
}

/** For the server: loads every part that `renderedLazy` declares, those of the parts it loads included. */
export async function loadRenderedParts() {
  for (let done = 0; done < serverLoads.length;) {
    const batch = serverLoads.slice(done);
    done = serverLoads.length;
    await Promise.all(batch.map((load) => load()));
  }
}
