import { type PreviousUpload, Upload, type UploadOptions } from 'tus-js-client';
import { API } from '../../src/lib/api.ts';
import { UPLOAD_CHUNK_BYTES } from '../../src/lib/video.ts';
import type { AdminClient } from './admin-client.ts';

export interface TusResult {
  /** The tus upload URL (Location of the creation request). */
  uploadUrl: string;
  /** The public address of the stored file (X-Media-Url of the finishing response). */
  mediaUrl: string;
  /** Headers of the last response, for failure messages. */
  lastHeaders: Record<string, string>;
}

export interface TusOptions {
  name?: string;
  type?: string;
  onProgress?: (sent: number, total: number) => void;
  /** The browser client keeps retrying through a restart; tests choose the delays. */
  retryDelays?: number[];
  urlStorage?: UploadOptions['urlStorage'];
  previous?: PreviousUpload;
}

const HEADER_NAMES = ['location', 'upload-offset', 'x-media-url', 'content-type'];
const MEDIA_URL_HEADER = 'X-Media-Url';

export function tusOptions(client: AdminClient, options: TusOptions, size: number): UploadOptions {
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
  };
}

/** Uploads data with tus-js-client in 5 MB chunks, as the admin app does. */
export function tusUpload(
  client: AdminClient,
  data: Buffer,
  options: TusOptions = {},
): Promise<TusResult> {
  return new Promise((resolve, reject) => {
    let mediaUrl = '';
    const upload = new Upload(data, {
      ...tusOptions(client, options, data.length),
      onError: reject,
      onAfterResponse: (_request, response) => {
        mediaUrl = response.getHeader(MEDIA_URL_HEADER) ?? mediaUrl;
      },
      onSuccess: ({ lastResponse }) => {
        const lastHeaders: Record<string, string> = {};
        for (const name of HEADER_NAMES) {
          const value = lastResponse.getHeader(name);
          if (value) lastHeaders[name] = value;
        }
        resolve({ uploadUrl: upload.url ?? '', mediaUrl, lastHeaders });
      },
    });
    if (options.previous) upload.resumeFromPreviousUpload(options.previous);
    upload.start();
  });
}
