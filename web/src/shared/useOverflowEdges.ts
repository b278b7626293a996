import { useEffect, useState, type RefObject } from 'react';

export interface OverflowEdges {
  /** More content lies before the visible part (scrolled away to the left). */
  start: boolean;
  /** More content lies after it (to the right). */
  end: boolean;
}

/**
 * Whether a sideways scroller has content hidden at either side, kept up to date as it scrolls or
 * resizes (its content changes with `deps`). Lets a row that scrolls show that it does.
 */
export function useOverflowEdges(ref: RefObject<HTMLElement | null>, deps: readonly unknown[]): OverflowEdges {
  const [edges, setEdges] = useState<OverflowEdges>({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const start = hidden > 1 && element.scrollLeft > 1;
      const end = hidden > 1 && element.scrollLeft < hidden - 1;
      setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's `deps` say when the content (and so the edges) changed
  }, deps);
  return edges;
}
