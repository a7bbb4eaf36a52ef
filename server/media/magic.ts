// File types recognised by their first bytes, never by their name. Images and PDFs: src/lib/file-magic.ts.
export { type ImageExtension, sniffImage } from '../../src/lib/file-magic.ts';

export type VideoExtension = 'mp4' | 'mov' | 'webm';

/** Bytes needed to decide: 'ftyp' ends at offset 8, the EBML magic at 4. */
export const VIDEO_HEADER_BYTES = 8;

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const FTYP = [0x66, 0x74, 0x79, 0x70];

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((value, i) => bytes[at + i] === value);

/** mp4 and mov are ISO base media files (an ftyp box first); webm is an EBML document. */
export function videoHeaderMatches(extension: VideoExtension, header: Uint8Array): boolean {
  return extension === 'webm' ? startsWith(header, EBML) : startsWith(header, FTYP, 4);
}

export function videoExtensionOf(filename: string | null | undefined): VideoExtension | null {
  const extension = filename?.split('.').pop()?.toLowerCase();
  return extension === 'mp4' || extension === 'mov' || extension === 'webm' ? extension : null;
}
