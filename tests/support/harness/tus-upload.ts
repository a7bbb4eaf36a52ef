// The one tus client of the suites: tus-js-client in Node, in 5 MB chunks as the admin app sends.
import { request } from 'node:http';
import { type PreviousUpload, Upload, type UploadOptions } from 'tus-js-client';
import { API, MEDIA_URL_HEADER } from '../../../src/lib/api.ts';
import { UPLOAD_CHUNK_BYTES } from '../../../src/lib/video.ts';

/** Where to upload and with which headers (an AdminClient, or a server URL plus a cookie). */
export interface TusTarget {
  base: string;
  headers(): Record<string, string>;
}

export interface TusResult {
  /** The tus upload URL (Location of the creation request). */
  uploadUrl: string;
  /** The public address of the stored file (X-Media-Url of the finishing response). */
  mediaUrl: string;
  /** Headers of the last response, for failure messages. */
  lastHeaders: Record<string, string>;
  /** onChunk asked to stop: the upload was aborted like a dropped connection. */
  aborted: boolean;
}

export interface TusOptions {
  name?: string;
  type?: string;
  onProgress?: (sent: number, total: number) => void;
  /** The browser client keeps retrying through a restart; tests choose the delays. */
  retryDelays?: number[];
  urlStorage?: UploadOptions['urlStorage'];
  previous?: PreviousUpload;
  /** Resume this upload (its tus URL) instead of creating one. */
  uploadUrl?: string;
  /** Called after each chunk with the bytes sent so far; true aborts the upload there. */
  onChunk?: (sent: number) => boolean;
}

const HEADER_NAMES = ['location', 'upload-offset', 'x-media-url', 'content-type'];
export function tusOptions(client: TusTarget, options: TusOptions, size: number): UploadOptions {
  return {
    endpoint: client.base + API.uploads,
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: options.retryDelays ?? [],
    uploadSize: size,
    metadata: { filename: options.name ?? 'clip.mp4', filetype: options.type ?? 'video/mp4' },
    headers: client.headers(),
    storeFingerprintForResuming: options.urlStorage !== undefined,
    removeFingerprintOnSuccess: false,
    ...(options.urlStorage ? { urlStorage: options.urlStorage } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.uploadUrl ? { uploadUrl: options.uploadUrl } : {}),
  };
}

/** Uploads data with tus-js-client in 5 MB chunks, as the admin app does. */
export function tusUpload(
  client: TusTarget,
  data: Buffer,
  options: TusOptions = {},
): Promise<TusResult> {
  return new Promise((resolve, reject) => {
    let mediaUrl = '';
    const upload: Upload = new Upload(data, {
      ...tusOptions(client, options, data.length),
      onError: reject,
      onAfterResponse: (_request, response) => {
        mediaUrl = response.getHeader(MEDIA_URL_HEADER) ?? mediaUrl;
      },
      onChunkComplete: (_size, sent) => {
        if (!options.onChunk?.(sent)) return;
        void upload
          .abort()
          .then(() =>
            resolve({ uploadUrl: upload.url ?? '', mediaUrl, lastHeaders: {}, aborted: true }),
          );
      },
      onSuccess: ({ lastResponse }) => {
        const lastHeaders: Record<string, string> = {};
        for (const name of HEADER_NAMES) {
          const value = lastResponse.getHeader(name);
          if (value) lastHeaders[name] = value;
        }
        resolve({ uploadUrl: upload.url ?? '', mediaUrl, lastHeaders, aborted: false });
      },
    });
    if (options.previous) upload.resumeFromPreviousUpload(options.previous);
    upload.start();
  });
}

/**
 * A PATCH that announces `declared` bytes, sends `sent`, then drops the connection; resolves
 * once the socket is closed on our side.
 */
export function cutPatch(
  baseUrl: string,
  path: string,
  cookie: string,
  sent: Buffer,
  declared: number,
): Promise<void> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const req = request({
      hostname,
      port,
      path,
      method: 'PATCH',
      headers: {
        Cookie: cookie,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(declared),
      },
    });
    req.on('error', () => undefined);
    req.on('close', () => resolve());
    req.write(sent, () => req.destroy());
  });
}
