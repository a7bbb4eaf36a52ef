// File types recognised by their first bytes, never by their name: the server checks every upload
// with these, and the Supabase adapter checks before it sends (the bucket checks only the type).
import type { SettingsFileKind } from './site-settings.ts';

export type ImageExtension = 'jpg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((value, i) => bytes[at + i] === value);

export function sniffImage(bytes: Uint8Array): ImageExtension | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'webp';
  }
  return null;
}

/** A PDF starts with `%PDF-`. */
export const isPdf = (bytes: Uint8Array): boolean =>
  startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]);

/** The extension a CV or photo is stored with, or null when its content is not accepted. */
export function settingsFileExtension(kind: SettingsFileKind, bytes: Uint8Array): string | null {
  if (kind === 'cv') return isPdf(bytes) ? 'pdf' : null;
  return sniffImage(bytes);
}
