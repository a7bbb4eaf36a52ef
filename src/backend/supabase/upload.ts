// Resumable video upload to Supabase Storage over tus (its /storage/v1/upload/resumable endpoint).
import type { UploadOptions as TusOptions } from 'tus-js-client';
import { MAX_VIDEO_BYTES, VIDEO_EXTENSIONS } from '../../lib/media.ts';
import { BackendError, type UploadOptions } from '../port.ts';
import { type DetailedErrorLike, startResumable, uploadPercent } from '../tus-run.ts';
import { fromUpload } from './errors.ts';
import {
  CACHE_CONTROL_SECONDS,
  newVideoObjectName,
  publicObjectUrl,
  resumableEndpoint,
  SUPABASE_CHUNK_BYTES,
  VIDEO_BUCKET,
  videoContentType,
} from './storage.ts';

export const RETRY_DELAYS = [0, 3000, 5000, 10000, 20000];

export interface ResumableTarget {
  baseUrl: string;
  accessToken: string;
  objectName: string;
  contentType: string;
}

/** Everything tus-js-client needs except the callbacks; pure so the request shape is tested. */
export function resumableOptions(target: ResumableTarget): TusOptions {
  return {
    endpoint: resumableEndpoint(target.baseUrl),
    chunkSize: SUPABASE_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    headers: { authorization: `Bearer ${target.accessToken}`, 'x-upsert': 'true' },
    uploadDataDuringCreation: true,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    metadata: {
      bucketName: VIDEO_BUCKET,
      objectName: target.objectName,
      contentType: target.contentType,
      cacheControl: CACHE_CONTROL_SECONDS,
    },
  };
}

/** The checks made before a byte is sent: size (413, as the server would say) and type. */
export function checkVideoFile(file: { name: string; size: number }): void {
  if (file.size > MAX_VIDEO_BYTES) {
    throw new BackendError(
      'payload_too_large',
      413,
      `file is ${file.size} bytes, limit ${MAX_VIDEO_BYTES}`,
    );
  }
  if (!newVideoObjectName(file.name, 'x')) {
    throw new BackendError(
      'unsupported_media_type',
      415,
      `not ${VIDEO_EXTENSIONS.join(', ')}: ${file.name}`,
    );
  }
}

export async function uploadVideoResumable(
  baseUrl: string,
  accessToken: string,
  file: File,
  options: UploadOptions = {},
): Promise<{ url: string }> {
  checkVideoFile(file);
  const { Upload } = await import('tus-js-client');
  const { onProgress, signal } = options;
  if (signal?.aborted) throw new BackendError('aborted', 0, 'upload aborted');
  const objectName = newVideoObjectName(file.name, crypto.randomUUID()) ?? '';
  const base = resumableOptions({
    baseUrl,
    accessToken,
    objectName,
    contentType: videoContentType(file.name, file.type),
  });

  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      ...base,
      onProgress(sent, total) {
        onProgress?.(uploadPercent(sent, total));
      },
      onSuccess() {
        onProgress?.(100);
        const name = upload.options.metadata?.objectName ?? objectName;
        resolve({ url: publicObjectUrl(baseUrl, VIDEO_BUCKET, name) });
      },
      onError(error) {
        console.error('upload failed', error);
        const detailed = error as DetailedErrorLike;
        const response = detailed.originalResponse;
        reject(
          fromUpload(response?.getStatus() ?? 0, response?.getBody() ?? detailed.message ?? ''),
        );
      },
    });
    startResumable(upload, {
      signal,
      // Resuming keeps the object name the interrupted upload was created with.
      pick(previous) {
        const match = previous.find(
          (p) =>
            p.size === file.size && p.metadata.bucketName === VIDEO_BUCKET && p.metadata.objectName,
        );
        if (match) upload.options.metadata = { ...upload.options.metadata, ...match.metadata };
        return match;
      },
      fail: reject,
      toError: (error) => fromUpload(0, String(error)),
    });
  });
}
