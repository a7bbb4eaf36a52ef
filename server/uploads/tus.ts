import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { copyFile, link, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Server, type Upload } from '@tus/server';
import { MEDIA_URL_HEADER } from '../../src/lib/api.ts';
import { MAX_VIDEO_BYTES, MEDIA_NAME, mediaUrl, VIDEO_MEDIA_NAME } from '../../src/lib/media.ts';
import { VIDEO_HEADER_BYTES, videoExtensionOf, videoHeaderMatches } from '../media/magic.ts';
import { DEFAULT_MIN_FREE_BYTES, freeBytes } from '../ops/health.ts';
import { CheckedFileStore, readHead, UNSUPPORTED_CONTENT } from './checked-store.ts';

export const UPLOADS_PATH = '/api/uploads';
export const DEFAULT_UPLOAD_EXPIRATION_MS = 24 * 60 * 60 * 1000;

export interface UploadsOptions {
  /** Where tus keeps uploads in progress (and their .json records). */
  uploadsDir: string;
  /** Where finished files go; /media/<name> serves them once a row references them. */
  mediaDir: string;
  maxSize?: number;
  expirationMs?: number;
  /**
   * Free space an upload must leave on the disk (HEALTH_MIN_FREE_MB): the database, sessions and
   * sign-in keep working once films filled the rest (issue 34, point 4).
   */
  reserveBytes?: number;
}

/**
 * 507 with the storage detail the interface names ("Espace disque insuffisant sur le serveur"),
 * in tus's own plain-text form: upload-answer.ts makes it { error: 'internal', detail }.
 */
function diskFull(): Response {
  return new Response('internal: disk_full', {
    status: 507,
    headers: { 'Content-Type': 'text/plain; charset=UTF-8' },
  });
}

/**
 * Whether the bytes a request announces fit: an upload's whole Upload-Length when it is created,
 * a chunk's Content-Length when it is sent (another upload may have used the room meanwhile).
 */
async function fits(request: Request, dir: string, reserveBytes: number): Promise<boolean> {
  const header =
    request.method === 'POST'
      ? request.headers.get('Upload-Length')
      : request.method === 'PATCH'
        ? request.headers.get('Content-Length')
        : null;
  const announced = Number(header);
  if (header === null || !Number.isSafeInteger(announced) || announced <= 0) return true;
  const free = await freeBytes(dir);
  return free === null || announced + reserveBytes <= free;
}

export type Uploads = ReturnType<typeof createUploads>;

/** Same file system: a hard link costs nothing and survives the upload record's clean-up. */
async function publish(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    await copyFile(from, to);
  }
}

export function createUploads({
  uploadsDir,
  mediaDir,
  maxSize = MAX_VIDEO_BYTES,
  expirationMs = DEFAULT_UPLOAD_EXPIRATION_MS,
  reserveBytes = DEFAULT_MIN_FREE_BYTES,
}: UploadsOptions) {
  // FileStore creates its folder asynchronously from its constructor; a clean-up or a close that
  // comes first would find no folder (ENOENT), so it exists before the store does.
  mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
  const store = new CheckedFileStore({
    directory: uploadsDir,
    expirationPeriodInMilliseconds: expirationMs,
  });

  const onUploadFinish = async (_req: unknown, upload: Upload) => {
    const extension = videoExtensionOf(upload.id);
    const source = join(uploadsDir, upload.id);
    // Also covers uploads shorter than the header, which the streaming check cannot decide.
    if (!extension || !videoHeaderMatches(extension, await readHead(source, VIDEO_HEADER_BYTES))) {
      await store.remove(upload.id).catch(() => undefined);
      throw UNSUPPORTED_CONTENT;
    }
    await mkdir(mediaDir, { recursive: true });
    await publish(source, join(mediaDir, upload.id));
    return { headers: { [MEDIA_URL_HEADER]: mediaUrl(upload.id) } };
  };

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    maxSize,
    relativeLocation: true,
    exposedHeaders: [MEDIA_URL_HEADER],
    disableTerminationForFinishedUploads: true,
    // The id is the final file name: a fresh UUID and the extension the client declared.
    namingFunction: (_req, metadata) => {
      const extension = videoExtensionOf(metadata?.filename);
      if (!extension) throw UNSUPPORTED_CONTENT;
      return `${randomUUID()}.${extension}`;
    },
    // Anything but a name we could have issued is unknown: no traversal, no other file.
    getFileIdFromRequest: (_req, lastPath) =>
      lastPath && VIDEO_MEDIA_NAME.test(lastPath) ? lastPath : undefined,
    onUploadFinish,
  });

  /** HEAD on a finished upload also names its address, so a resumed client learns it. */
  async function withMediaUrl(request: Request, response: Response): Promise<Response> {
    const id = new URL(request.url).pathname.split('/').pop() ?? '';
    const offset = response.headers.get('Upload-Offset');
    if (
      request.method !== 'HEAD' ||
      !MEDIA_NAME.test(id) ||
      offset !== response.headers.get('Upload-Length')
    ) {
      return response;
    }
    const published = await stat(join(mediaDir, id)).catch(() => null);
    if (published) response.headers.set(MEDIA_URL_HEADER, mediaUrl(id));
    return response;
  }

  return {
    async handle(request: Request): Promise<Response> {
      if (!(await fits(request, uploadsDir, reserveBytes))) return diskFull();
      return withMediaUrl(request, await tus.handleWeb(request));
    },
    /** Deletes uploads older than the expiration (finished ones live on in the media folder). */
    cleanUpExpired: (): Promise<number> => tus.cleanUpExpiredUploads(),
  };
}
