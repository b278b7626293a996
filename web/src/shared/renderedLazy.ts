import { createElement, lazy, type ComponentType } from 'react';

const serverLoads: Array<() => Promise<unknown>> = [];

/**
 * React's `lazy` for a part the server renders (a page, the home carousel). In the browser it is
 * `lazy`: its code comes on demand (and while it comes, hydration keeps the server's HTML of it).
 * On the server every such part is loaded once, up front (loadRenderedParts), and rendered at once:
 * a part that suspended there would be sent as a fallback, or completed by an inline script, which
 * the Content-Security-Policy forbids.
 */
export function renderedLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, loadForBrowser = load): ComponentType<P> {
  const Lazy = lazy(loadForBrowser);
  let loaded: ComponentType<P> | undefined;
  serverLoads.push(() => load().then((module) => (loaded = module.default)));
  return function RenderedLazy(props: P) {
    return createElement(loaded ?? Lazy, props);
  };
}

/** For the server: loads every part that `renderedLazy` declares, those of the parts it loads included. */
export async function loadRenderedParts() {
  for (let done = 0; done < serverLoads.length; ) {
    const batch = serverLoads.slice(done);
    done = serverLoads.length;
    await Promise.all(batch.map((load) => load()));
  }
}
