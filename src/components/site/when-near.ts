// A section's script is fetched only when the visitor comes near it (near-sections.ts), so a
// visitor who never scrolls there never downloads it.

/** Calls `start` once, the first time `element` comes within `margin` of the viewport. */
export function whenNear(element: Element, margin: string, start: () => void): void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
}
