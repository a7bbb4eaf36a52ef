// The CV viewer: pdf.js (in render-pdf.ts, imported there on demand) draws every page of the PDF
// into the static box CvSection.astro writes. This module is fetched when the box comes near.
import { CV_LOADING, CV_PAGES, marked } from '../../lib/page-markers.ts';
import { renderPdf } from './render-pdf.ts';

export type CvStatus = 'loading' | 'ready' | 'error';

/**
 * Shows `status` in the viewer box: aria-busy while loading, the loading line until the pages
 * are drawn, and on failure an alert with the box's data-error-text.
 */
export function showCvStatus(box: HTMLElement, status: CvStatus): void {
  box.setAttribute('aria-busy', String(status === 'loading'));
  if (status !== 'loading') box.querySelector(marked(CV_LOADING))?.remove();
  if (status === 'error' && !box.querySelector('[role="alert"]')) {
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.className = 'p-6 text-muted';
    alert.textContent = box.dataset.errorText ?? '';
    box.prepend(alert);
  }
}

/** Draws the PDF at the box's data-src; once started, it finishes even if the visitor leaves. */
export async function startCvViewer(box: HTMLElement): Promise<void> {
  const pages = box.querySelector<HTMLElement>(marked(CV_PAGES));
  const src = box.dataset.src;
  if (!pages || !src || box.dataset.started !== undefined) return;
  box.dataset.started = '';
  showCvStatus(box, 'loading');
  try {
    await renderPdf(src, pages, new AbortController().signal);
    showCvStatus(box, 'ready');
  } catch (error) {
    console.error('CV rendering failed', error);
    showCvStatus(box, 'error');
  }
}
