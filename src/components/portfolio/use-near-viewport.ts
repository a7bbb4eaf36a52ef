import { type RefObject, useEffect, useState } from 'react';
import { NEAR_MARGIN } from './preview-look.ts';

/**
 * True while the element is within `margin` of the viewport. Players mount only then, so a long
 * grid never runs dozens of iframes at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = NEAR_MARGIN): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setNear(entry.isIntersecting);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return near;
}
