// The public page's sections that need a script (the CV viewer, the contact form) fetch it only
// when the visitor comes near them, like the islands they replace did, so a visitor who never
// scrolls there never downloads it.

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
