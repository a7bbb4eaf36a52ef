// Page scripts that nothing on the first screen waits for start after the load event, so their
// download and their work stay off the first paints and the largest one (the first thumbnails).

/** Runs `start` once the page has loaded (at once, in a task of its own, if it already has). */
export function afterLoad(start: () => void): void {
  if (document.readyState === 'complete') setTimeout(start, 0);
  else window.addEventListener('load', () => setTimeout(start, 0), { once: true });
}
