// pdf.js is large: it is imported here, on demand, never in the landing bundle's first load.
// The string catalogue comes with it, in parallel, rather than with the page's scripts.

/** Renders every page into `container` as canvases sharp at the device's pixel ratio. */
export async function renderPdf(
  src: string,
  container: HTMLElement,
  signal: AbortSignal,
): Promise<void> {
  const [pdfjs, worker, { fr }] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
    import('../../lib/i18n/fr.ts'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const task = pdfjs.getDocument({ url: src });
  signal.addEventListener('abort', () => void task.destroy(), { once: true });
  const pdf = await task.promise;
  const ratio = window.devicePixelRatio || 1;
  const width = Math.max(280, container.clientWidth - 16);
  container.replaceChildren();
  for (let number = 1; number <= pdf.numPages; number += 1) {
    if (signal.aborted) return;
    const page = await pdf.getPage(number);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: Math.min(width / base.width, 2) });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.aspectRatio = `${viewport.width} / ${viewport.height}`;
    canvas.className = 'h-auto max-w-full rounded bg-white shadow-lg';
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', fr.cv.page(number, pdf.numPages));
    container.append(canvas);
    await page.render({
      canvas,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    }).promise;
  }
}
