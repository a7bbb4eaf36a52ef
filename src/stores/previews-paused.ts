import { atom } from 'nanostores';
import { marked, PREVIEWS_PAUSE } from '../lib/page-markers.ts';

// Whether the moving previews are paused (WCAG 2.2.2; docs/video-previews.md), and the pause
// buttons that show it. One choice for the whole visit: kept in sessionStorage, so every page
// with previews (landing, categories, private links) starts as the visitor left the last one.
// Without a choice they start paused under reduced motion and when the browser saves data.
// Kept in one small module: it is part of the landing page's first-load script budget.

export const PAUSE_STORAGE_KEY = 'filmfolio:previews-paused';

function storedChoice(): string | null {
  try {
    return sessionStorage.getItem(PAUSE_STORAGE_KEY);
  } catch {
    // Storage refused (privacy settings): the choice then lasts for this page only.
    return null;
  }
}

/** The visitor's choice this visit ('1' or '0'), else the default their browser asks for. */
export function initialPaused(choice: string | null, reducedMotion: boolean, saveData: boolean) {
  return choice === '1' || (choice !== '0' && (reducedMotion || saveData));
}

const inBrowser = typeof window !== 'undefined';
const motion = inBrowser ? window.matchMedia?.('(prefers-reduced-motion: reduce)') : undefined;
const saveData =
  inBrowser && (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

export const $previewsPaused = atom(
  inBrowser && initialPaused(storedChoice(), motion?.matches === true, saveData),
);

// Reduced motion switched on while the page is open pauses, unless the visitor chose already.
motion?.addEventListener?.('change', (event) => {
  if (storedChoice() === null) $previewsPaused.set(event.matches);
});

/** The visitor pressed the button: the choice holds for the rest of the visit. */
export function setPreviewsPaused(paused: boolean): void {
  $previewsPaused.set(paused);
  try {
    sessionStorage.setItem(PAUSE_STORAGE_KEY, paused ? '1' : '0');
  } catch {
    // Full or refused: the choice still holds on this page.
  }
}

/**
 * Wires every pause button of the page once (they are in the static HTML from the first paint,
 * PausePreviews.astro): aria-pressed and the label follow the store, a press flips it.
 */
export function startPauseButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(marked(PREVIEWS_PAUSE))) {
    if (button.dataset.started) continue;
    button.dataset.started = '1';
    const label = button.firstElementChild ?? button;
    button.addEventListener('click', () => setPreviewsPaused(!$previewsPaused.get()));
    $previewsPaused.subscribe((paused) => {
      button.setAttribute('aria-pressed', String(paused));
      label.textContent = (paused ? button.dataset.labelResume : button.dataset.labelPause) ?? '';
    });
  }
}
