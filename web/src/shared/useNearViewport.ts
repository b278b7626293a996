import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within a screen's height of the viewport (and stays true from
 * then on): for a part whose script only matters once the visitor gets to it (a slider below the
 * fold), so that a visitor who never scrolls there never pays for it. False in the server's render
 * and the first render in the browser; true at once where IntersectionObserver is missing.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
