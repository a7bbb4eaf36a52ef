import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_IMAGE_BYTES, mediaUrl } from '../../src/lib/media.ts';
import type { Video } from '../../src/lib/video.ts';
import {
  parseYouTubeThumbnail,
  thumbnailSource,
  type YouTubeThumbnail,
  YTIMG_ORIGIN,
} from '../../src/lib/youtube-thumbnail.ts';
import type { VideoStore } from '../store/videos.ts';
import { isJpeg } from './youtube-thumbnail.ts';

export const THUMBNAIL_COPY_TIMEOUT_MS = 5000;

export interface ThumbnailCopyOptions {
  videos: VideoStore;
  mediaDir: string;
  /** Called after a copy replaced a row's thumbnail (the public page changed). */
  onContentChange: () => void;
  /** Tests only: a stand-in for https://i.ytimg.com on 127.0.0.1. */
  origin?: string;
  timeoutMs?: number;
  maxBytes?: number;
  log?: (line: string) => void;
}

export interface ThumbnailCopier {
  /**
   * Called after a save has committed. For a YouTube video whose thumbnail is an i.ytimg.com
   * address, starts copying it into the media folder; returns at once and never throws.
   */
  afterSave(video: Video): void;
  /** Resolves once no copy is running. */
  idle(): Promise<void>;
  /** Aborts the running copies and waits for them (before the store closes). */
  close(): Promise<void>;
}

class CopyRefused extends Error {}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof CopyRefused) return error.message;
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as Error & { code?: string }) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** The body, refused past maxBytes (declared or counted) and unless it starts as a JPEG. */
async function download(url: string, signal: AbortSignal, maxBytes: number): Promise<Uint8Array> {
  // No redirect is followed: only the fixed host is ever asked.
  const response = await fetch(url, { signal, redirect: 'error' });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new CopyRefused(`answered ${response.status}`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body.cancel();
    throw new CopyRefused(`larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new CopyRefused(`larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  if (!isJpeg(bytes)) throw new CopyRefused('not a JPEG');
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
          `FilmFolio: YouTube thumbnail ${remote} not copied (${reasonOf(error, timeoutMs)}); the remote address stays`,
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
      log(`FilmFolio: YouTube thumbnail ${remote} not copied (${reasonOf(error, timeoutMs)})`);
    }
    if (!replaced) {
      // A fresh name that only the compare-and-set could have made a row point at.
      await rm(path, { force: true });
      return;
    }
    onContentChange();
  }

  return {
    afterSave(video) {
      try {
        const remote = video.thumbnail_url;
        const thumbnail = video.video_type === 'youtube' ? parseYouTubeThumbnail(remote) : null;
        if (!remote || !thumbnail || closing.signal.aborted) return;
        // A second save of the same address while its copy runs would only copy it twice.
        const key = `${video.id} ${remote}`;
        if (running.has(key)) return;
        const task = copy(video.id, remote, thumbnail)
          .catch((error: unknown) => log(`FilmFolio: YouTube thumbnail copy failed: ${error}`))
          .finally(() => running.delete(key));
        running.set(key, task);
      } catch (error) {
        log(`FilmFolio: YouTube thumbnail copy not started: ${error}`);
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
