// The landing page's sections whose script waits for the visitor to come near: the CV viewer and
// the contact form. One page script starts both, so the page fetches one small file at load
// instead of one per section (each file costs its response headers on the wire too).
import { CONTACT_FORM, CV_LOADING, CV_VIEWER, marked } from '../../lib/page-markers.ts';
import { whenNear } from './when-near.ts';

/** Like the islands these sections once were: their script comes within 400 px of view. */
const MARGIN = '400px';

function loadCvViewer(box: HTMLElement): void {
  import('./cv-viewer.ts')
    .then(({ startCvViewer }) => startCvViewer(box))
    .catch((error: unknown) => {
      // The viewer's own module did not arrive: say so where it would have drawn.
      console.error('CV rendering failed', error);
      box.setAttribute('aria-busy', 'false');
      const loading = box.querySelector(marked(CV_LOADING));
      loading?.setAttribute('role', 'alert');
      if (loading) loading.textContent = box.dataset.errorText ?? '';
    });
}

function loadContactForm(form: HTMLFormElement): void {
  import('./contact-form.ts')
    .then(({ enhanceContactForm }) => enhanceContactForm(form))
    // The form still posts by itself: the visitor loses nothing but the in-page answer.
    .catch((error: unknown) => console.error('contact form script failed to load', error));
}

export function startNearSections(): void {
  for (const box of document.querySelectorAll<HTMLElement>(marked(CV_VIEWER))) {
    whenNear(box, MARGIN, () => loadCvViewer(box));
  }
  for (const form of document.querySelectorAll<HTMLFormElement>(`form${marked(CONTACT_FORM)}`)) {
    whenNear(form, MARGIN, () => loadContactForm(form));
  }
}
