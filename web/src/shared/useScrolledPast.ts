import { useEffect, useState } from 'react';

/**
 * True while the page is scrolled more than `threshold` px down. Re-renders only on crossings.
 * It starts false, as the server rendered it, and reads the scroll once mounted: a page scrolled
 * before it hydrated would otherwise start true, leaving the server's attributes in place (hydration
 * does not patch them) with no later change of state to correct them.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return past;
}
