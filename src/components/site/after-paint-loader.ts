// Lighthouse's simulated throttling counts every high-priority script that finished before the
// first paint as needed for it, and a module script the HTML names is fetched at high priority
// as the page loads. So the page scripts declared `*.after-paint.ts` are not named in the HTML:
// the build (integrations/page-scripts.ts) writes this loader into the page with their list, and
// it requests them once the page has loaded and painted. Whether that still pays is measured in
// docs/landing-performance.md.

/**
 * After the load event and the first contentful paint (where the browser reports paints), a task
 * later, appends each of `sources` as a module script.
 */
export function requestAfterPaint(
  sources: readonly string[],
  win: Window & typeof globalThis = window,
): void {
  const doc = win.document;
  let waiting = 2;
  const ready = () => {
    waiting -= 1;
    if (waiting > 0) return;
    win.setTimeout(() => {
      for (const src of sources) {
        const script = doc.createElement('script');
        script.type = 'module';
        script.src = src;
        doc.head.append(script);
      }
    });
  };
  if (doc.readyState === 'complete') ready();
  else win.addEventListener('load', ready, { once: true });
  const Observer = win.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    ready();
    return;
  }
  new Observer((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    ready();
  }).observe({ type: 'paint', buffered: true });
}
