// The Vimeo thumbnail of a saved video that has none: Vimeo's oEmbed answer names it, the row
// takes that remote address, then a copy in the media folder replaces it. Each step is a
// compare-and-set, so an edit made meanwhile wins; a failed copy leaves the remote address.
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaUrl } from '../../src/lib/media.ts';
import type { Video } from '../../src/lib/video.ts';
import {
  OEMBED_MAX_BYTES,
  oEmbedQuestion,
  sizeOfAnswer,
  thumbnailOfAnswer,
} from '../../src/lib/vimeo-thumbnail.ts';
import type { VideoStore } from '../store/videos.ts';
import { FetchRefused, fetchBounded, refusalReason } from './bounded-fetch.ts';
import { sniffImage } from './magic.ts';

export interface VimeoHosts {
  /** Vimeo's oEmbed endpoint (a stand-in on 127.0.0.1 in tests). */
  endpoint: string;
  /** The only origin a thumbnail address may name (i.vimeocdn.com outside tests). */
  imageOrigin: string;
}

export interface VimeoCopyDeps extends VimeoHosts {
  videos: VideoStore;
  mediaDir: string;
  timeoutMs: number;
  maxBytes: number;
  /** Aborted when the server closes. */
  closing: AbortSignal;
  onContentChange: () => void;
  log: (line: string) => void;
}

async function askThumbnail(
  deps: VimeoCopyDeps,
  question: string,
): Promise<{ thumbnail: string; size: { width: number; height: number } | null }> {
  const signal = AbortSignal.any([deps.closing, AbortSignal.timeout(deps.timeoutMs)]);
  const body = await fetchBounded(question, signal, OEMBED_MAX_BYTES);
  let answer: unknown;
  try {
    answer = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new FetchRefused('oEmbed answer is not JSON');
  }
  const thumbnail = thumbnailOfAnswer(answer, deps.imageOrigin);
  if (!thumbnail) throw new FetchRefused('oEmbed answer names no thumbnail on the image host');
  return { thumbnail, size: sizeOfAnswer(answer) };
}

async function copyImage(deps: VimeoCopyDeps, id: string, remote: string): Promise<void> {
  const signal = AbortSignal.any([deps.closing, AbortSignal.timeout(deps.timeoutMs)]);
  const bytes = await fetchBounded(remote, signal, deps.maxBytes);
  const extension = sniffImage(bytes);
  if (!extension) throw new FetchRefused('not a JPEG, PNG or WebP image');
  const name = `${randomUUID()}.${extension}`;
  const path = join(deps.mediaDir, name);
  await writeFile(path, bytes, { flag: 'wx' });
  // A fresh name that only the compare-and-set could have made a row point at.
  if (!deps.videos.replaceThumbnail(id, remote, mediaUrl(name))) await rm(path, { force: true });
}

/** Never throws: every failure is one log line, and what was stored stays. */
export async function findVimeoThumbnail(deps: VimeoCopyDeps, video: Video): Promise<void> {
  const question = oEmbedQuestion(video.url, deps.endpoint);
  if (!question) return;
  const fail = (step: string, error: unknown) => {
    if (deps.closing.aborted) return;
    deps.log(
      `FilmFolio: Vimeo thumbnail of ${video.url} ${step} (${refusalReason(error, deps.timeoutMs)})`,
    );
  };
  let remote: string;
  let size: { width: number; height: number } | null;
  try {
    ({ thumbnail: remote, size } = await askThumbnail(deps, question));
  } catch (error) {
    fail('not found; the video keeps no thumbnail', error);
    return;
  }
  if (!deps.videos.fillThumbnail(video.id, video.url, remote)) return;
  // The film's shape, for its frame (docs/card.md), unless the form already gave one.
  if (size && !video.source_width) {
    deps.videos.setSourceSize(video.id, video.url, size.width, size.height);
  }
  try {
    await copyImage(deps, video.id, remote);
  } catch (error) {
    fail('not copied; the remote address stays', error);
  }
  deps.onContentChange();
}
