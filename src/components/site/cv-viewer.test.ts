// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fr } from '../../lib/i18n/fr.ts';
import { showCvStatus } from './cv-viewer.ts';

// The viewer's states on the box CvSection.astro writes (pdf.js drawing is driven in Chromium by
// tests/e2e/public-cv.test.ts).
function box(): HTMLElement {
  document.body.innerHTML = `<section aria-label="${fr.cv.title}" aria-busy="false" tabindex="0"
    data-cv-viewer data-src="/media/cv.pdf" data-error-text="${fr.cv.loadError}">
    <p data-cv-loading>${fr.cv.loading}</p><div data-cv-pages></div></section>`;
  return document.querySelector('[data-cv-viewer]') as HTMLElement;
}

afterEach(() => document.body.replaceChildren());

describe('showCvStatus', () => {
  it('is busy with the loading line while loading, and neither once drawn', () => {
    const viewer = box();
    showCvStatus(viewer, 'loading');
    expect(viewer.getAttribute('aria-busy')).toBe('true');
    expect(viewer.textContent).toContain(fr.cv.loading);
    showCvStatus(viewer, 'ready');
    expect(viewer.getAttribute('aria-busy')).toBe('false');
    expect(viewer.textContent).not.toContain(fr.cv.loading);
    expect(viewer.querySelector('[role="alert"]')).toBeNull();
    expect(viewer.querySelector('[data-cv-pages]')).not.toBeNull();
  });

  it('on failure: one French alert in place of the loading line, no longer busy', () => {
    const viewer = box();
    showCvStatus(viewer, 'loading');
    showCvStatus(viewer, 'error');
    showCvStatus(viewer, 'error');
    const alerts = viewer.querySelectorAll('[role="alert"]');
    expect(alerts.length).toBe(1);
    expect(alerts[0]?.textContent).toBe(fr.cv.loadError);
    expect(viewer.getAttribute('aria-busy')).toBe('false');
    expect(viewer.textContent).not.toContain(fr.cv.loading);
  });
});
