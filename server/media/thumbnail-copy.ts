import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_IMAGE_BYTES, mediaUrl } from '../../src/lib/media.ts';
import type { Video } from '../../src/lib/video.ts';
import { VIMEO_OEMBED_ENDPOINT, VIMEOCDN_ORIGIN } from '../../src/lib/vimeo-thumbnail.ts';
import {
  parseYouTubeThumbnail,
  thumbnailSource,
  type YouTubeThumbnail,
  YTIMG_ORIGIN,
} from '../../src/lib/youtube-thumbnail.ts';
import type { VideoStore } from '../store/videos.ts';
import { FetchRefused, fetchBounded, refusalReason } from './bounded-fetch.ts';
import { findVimeoThumbnail, type VimeoHosts } from './vimeo-thumbnail-copy.ts';
import { isJpeg } from './youtube-thumbnail.ts';

export const THUMBNAIL_COPY_TIMEOUT_MS = 5000;

export interface ThumbnailCopyOptions {
  videos: VideoStore;
  mediaDir: string;
  /** Called after a copy replaced a row's thumbnail (the public page changed). */
  onContentChange: () => void;
  /** Tests only: a stand-in for https://i.ytimg.com on 127.0.0.1. */
  origin?: string;
  /** false: YouTube thumbnails stay remote (the Vimeo part may still run). */
  youtube?: boolean;
  /** Where Vimeo thumbnails are looked up (Vimeo's own hosts by default); null: not at all. */
  vimeo?: VimeoHosts | null;
  timeoutMs?: number;
  maxBytes?: number;
  log?: (line: string) => void;
}

export interface ThumbnailCopier {
  /**
   * Called after a save has committed. For a YouTube video whose thumbnail is an i.ytimg.com
   * address, starts copying it into the media folder; for a Vimeo video without a thumbnail,
   * starts looking it up (vimeo-thumbnail-copy.ts). Returns at once and never throws.
   */
  afterSave(video: Video): void;
  /** Resolves once no copy is running. */
  idle(): Promise<void>;
  /** Aborts the running copies and waits for them (before the store closes). */
  close(): Promise<void>;
}

/** A YouTube thumbnail, refused unless it starts as a JPEG. */
async function download(url: string, signal: AbortSignal, maxBytes: number): Promise<Uint8Array> {
  const bytes = await fetchBounded(url, signal, maxBytes);
  if (!isJpeg(bytes)) throw new FetchRefused('not a JPEG');
  return bytes;
}

/**
 * Copies YouTube thumbnails into the media folder so the public page's first image is served by
 * this server (no connection to a third-party host before the largest paint). The save never
 * waits for it; a copy that fails leaves the remote address, and a copy whose row changed
 * meanwhile is deleted, so no file is left that no row references.
 */
export function createThumbnailCopier({
  videos,
  mediaDir,
  onContentChange,
  origin = YTIMG_ORIGIN,
  youtube = true,
  vimeo = { endpoint: VIMEO_OEMBED_ENDPOINT, imageOrigin: VIMEOCDN_ORIGIN },
  timeoutMs = THUMBNAIL_COPY_TIMEOUT_MS,
  maxBytes = MAX_IMAGE_BYTES,
  log = console.log,
}: ThumbnailCopyOptions): ThumbnailCopier {
  const running = new Map<string, Promise<void>>();
  const closing = new AbortController();

  async function copy(videoId: string, remote: string, thumbnail: YouTubeThumbnail) {
    const source = thumbnailSource(origin, thumbnail);
    let bytes: Uint8Array;
    try {
      const signal = AbortSignal.any([closing.signal, AbortSignal.timeout(timeoutMs)]);
      bytes = await download(source, signal, maxBytes);
    } catch (error) {
      if (!closing.signal.aborted) {
        log(
          `FilmFolio: YouTube thumbnail ${remote} not copied (${refusalReason(error, timeoutMs)}); the remote address stays`,
        );
      }
      return;
    }
    const name = `${randomUUID()}.jpg`;
    const path = join(mediaDir, name);
    let replaced = false;
    try {
      await writeFile(path, bytes, { flag: 'wx' });
      // Compare-and-set: only a row that still shows this remote thumbnail takes the copy.
      replaced = videos.replaceThumbnail(videoId, remote, mediaUrl(name));
    } catch (error) {
      log(`FilmFolio: YouTube thumbnail ${remote} not copied (${refusalReason(error, timeoutMs)})`);
    }
    if (!replaced) {
      // A fresh name that only the compare-and-set could have made a row point at.
      await rm(path, { force: true });
      return;
    }
    onContentChange();
  }

  // A second save of the same address while its task runs would only do it twice.
  const start = (key: string, run: () => Promise<void>) => {
    if (running.has(key)) return;
    const task = run()
      .catch((error: unknown) => log(`FilmFolio: thumbnail copy failed: ${error}`))
      .finally(() => running.delete(key));
    running.set(key, task);
  };

  return {
    afterSave(video) {
      try {
        if (closing.signal.aborted) return;
        if (vimeo && video.video_type === 'vimeo' && !video.thumbnail_url) {
          const deps = { ...vimeo, videos, mediaDir, timeoutMs, maxBytes, log, onContentChange };
          start(`${video.id} vimeo ${video.url}`, () =>
            findVimeoThumbnail({ ...deps, closing: closing.signal }, video),
          );
          return;
        }
        const remote = video.thumbnail_url;
        const thumbnail = video.video_type === 'youtube' ? parseYouTubeThumbnail(remote) : null;
        if (!youtube || !remote || !thumbnail) return;
        start(`${video.id} ${remote}`, () => copy(video.id, remote, thumbnail));
      } catch (error) {
        log(`FilmFolio: thumbnail copy not started: ${error}`);
      }
    },
    async idle() {
      while (running.size) await Promise.all(running.values());
    },
    async close() {
      closing.abort();
      await this.idle();
    },
  };
}
