// The preview copies this tab's browser is making (docs/video-previews.md), so a film's card
// shows Aperçu en préparation with their progress while they run, and only then: a copy the
// browser was making when the owner left the page is gone with the page, and the card offers
// Créer l'aperçu again instead of showing it in preparation forever.
import { useSyncExternalStore } from 'react';

const jobs = new Map<string, number>();
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};

/** Marks this film's copy as being made here, `share` done (0 to 1). */
export function setBrowserJob(id: string, share: number): void {
  jobs.set(id, share);
  tell();
}

export function endBrowserJob(id: string): void {
  if (jobs.delete(id)) tell();
}

export const browserJobRunning = (id: string): boolean => jobs.has(id);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The share done of the copy this tab is making of this film, or null when it makes none. */
export function useBrowserJob(id: string): number | null {
  return useSyncExternalStore(
    subscribe,
    () => jobs.get(id) ?? null,
    () => null,
  );
}
