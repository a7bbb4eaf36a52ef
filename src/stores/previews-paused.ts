import { atom } from 'nanostores';

// Whether the moving previews are paused (WCAG 2.2.2; docs/video-previews.md). One choice for
// the whole visit: kept in sessionStorage, so every page with previews (landing, categories,
// private links) starts as the visitor left the last one. Without a choice they start paused
// under reduced motion and when the browser asks to save data.

export const PAUSE_STORAGE_KEY = 'filmfolio:previews-paused';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

interface Environment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reducedMotion: boolean;
  saveData: boolean;
}

function environment(): Environment {
  if (typeof window === 'undefined')
    return { storage: null, reducedMotion: false, saveData: false };
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the choice then lasts for this page only.
  }
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return {
    storage,
    reducedMotion: window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    saveData: connection?.saveData === true,
  };
}

/** The visitor's choice this visit, else the default their browser asks for. */
export function initialPaused(env: Environment): boolean {
  let stored: string | null = null;
  try {
    stored = env.storage?.getItem(PAUSE_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (stored === '1') return true;
  if (stored === '0') return false;
  return env.reducedMotion || env.saveData;
}

const env = environment();
export const $previewsPaused = atom<boolean>(initialPaused(env));

/** The visitor pressed the button: the choice holds for the rest of the visit. */
export function setPreviewsPaused(paused: boolean): void {
  $previewsPaused.set(paused);
  try {
    env.storage?.setItem(PAUSE_STORAGE_KEY, paused ? '1' : '0');
  } catch {
    // Full or refused: the choice still holds on this page.
  }
}

// Reduced motion switched on while the page is open pauses, unless the visitor chose already.
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
  window.matchMedia(REDUCED_MOTION).addEventListener('change', (event) => {
    if (env.storage?.getItem(PAUSE_STORAGE_KEY) == null) $previewsPaused.set(event.matches);
  });
}
