// Vimeo thumbnails come from Vimeo's oEmbed answer: the local server asks at save time and copies
// the image to /media; in Supabase mode the browser asks at save and stores the remote address.
// Pure rules here: the question, and which answers are taken.
import { sourceSize } from './aspect.ts';
import { parseVimeoId } from './video-url.ts';

/** Vimeo's oEmbed endpoint (the only host asked). */
export const VIMEO_OEMBED_ENDPOINT = 'https://vimeo.com/api/oembed.json';
/** Vimeo's image host: the only place a thumbnail address may point at (also in img-src). */
export const VIMEOCDN_ORIGIN = 'https://i.vimeocdn.com';
/** An oEmbed answer is a small JSON object; anything bigger is refused unread. */
export const OEMBED_MAX_BYTES = 64 * 1024;
export const OEMBED_TIMEOUT_MS = 5000;

/** The oEmbed question for a Vimeo video address, or null when it names no Vimeo video. */
export function oEmbedQuestion(videoUrl: string, endpoint = VIMEO_OEMBED_ENDPOINT): string | null {
  const id = parseVimeoId(videoUrl);
  if (!id) return null;
  // Asked about the canonical address, so nothing the owner typed travels beyond the id.
  return `${endpoint}?url=${encodeURIComponent(`https://vimeo.com/${id}`)}&width=1280`;
}

// A path of plain characters under /video/ and at most Vimeo's region query; a port, user info,
// fragment or other query makes it a different address, which is refused.
const PATH = String.raw`\/video\/[A-Za-z0-9_.-]{1,200}(?:\?region=[a-z]{2})?`;
const escapeOrigin = (origin: string) => origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Whether `url` is a thumbnail address on the image host (i.vimeocdn.com outside tests). */
export function isVimeoThumbnailAddress(url: string, origin = VIMEOCDN_ORIGIN): boolean {
  return new RegExp(`^${escapeOrigin(origin)}${PATH}$`).test(url);
}

/** The thumbnail address of an oEmbed answer, or null unless it is on the image host. */
export function thumbnailOfAnswer(answer: unknown, origin = VIMEOCDN_ORIGIN): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const address = (answer as { thumbnail_url?: unknown }).thumbnail_url;
  return typeof address === 'string' && isVimeoThumbnailAddress(address, origin) ? address : null;
}

/**
 * The film's size an oEmbed answer gives (the player's, asked 1280 wide: the film's own shape),
 * or null when it gives none worth storing (src/lib/aspect.ts).
 */
export function sizeOfAnswer(answer: unknown): { width: number; height: number } | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { width, height } = answer as { width?: unknown; height?: unknown };
  return sourceSize(width, height);
}
