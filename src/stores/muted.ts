import { atom } from 'nanostores';

/** The one video allowed to play with sound; null when every preview is muted (docs/product-rules.md, mute rule). */
export const $unmutedId = atom<string | null>(null);

/** Unmuting one video re-mutes every other one, since the store holds a single id. */
export function unmuteVideo(id: string): void {
  $unmutedId.set(id);
}

export function muteVideo(id: string): void {
  if ($unmutedId.get() === id) $unmutedId.set(null);
}

export function muteAll(): void {
  $unmutedId.set(null);
}

export function toggleMuted(id: string): void {
  if ($unmutedId.get() === id) muteVideo(id);
  else unmuteVideo(id);
}
