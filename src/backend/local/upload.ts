import { API, MEDIA_URL_HEADER } from '../../lib/api.ts';
import { codeForStatus } from '../../lib/error-codes.ts';
import { UPLOAD_CHUNK_BYTES } from '../../lib/video.ts';
import { BackendError, type UploadOptions } from '../port.ts';
import { type DetailedErrorLike, startResumable, uploadPercent } from '../tus-run.ts';

export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

function uploadError(error: unknown): BackendError {
  const detailed = error as DetailedErrorLike;
  const status = detailed.originalResponse?.getStatus() ?? 0;
  const message = detailed.message ?? String(error);
  return new BackendError(codeForStatus(status), status, message);
}

/**
 * Resumable upload over tus. tus-js-client is loaded only here, when an upload starts, so the
 * dashboard's first load does not carry it. A reload resumes an unfinished upload of the same file
 * (fingerprint kept in localStorage until success).
 */
export async function tusUpload(
  baseUrl: string,
  file: File,
  options: UploadOptions = {},
): Promise<{ url: string }> {
  const { Upload } = await import('tus-js-client');
  const { onProgress, signal } = options;
  if (signal?.aborted) throw new BackendError('aborted', 0, 'upload aborted');
  return new Promise((resolve, reject) => {
    let mediaUrl: string | undefined;
    // Never chunkSize: undefined (tus-js-client then loops sending empty requests).
    const upload = new Upload(file, {
      endpoint: `${baseUrl}${API.uploads}`,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: file.name, filetype: file.type || 'application/octet-stream' },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress(sent, total) {
        onProgress?.(uploadPercent(sent, total));
      },
      onAfterResponse(_request, response) {
        const url = response.getHeader(MEDIA_URL_HEADER);
        if (url) mediaUrl = url;
      },
      onSuccess({ lastResponse }) {
        const url = lastResponse.getHeader(MEDIA_URL_HEADER) ?? mediaUrl;
        if (url) {
          onProgress?.(100);
          resolve({ url });
        } else {
          reject(
            new BackendError(
              'bad_response',
              lastResponse.getStatus(),
              'upload finished without a media url',
            ),
          );
        }
      },
      onError(error) {
        console.error('upload failed', error);
        reject(uploadError(error));
      },
    });
    startResumable(upload, {
      signal,
      pick: (previous) => previous.find((p) => p.size === file.size),
      fail: reject,
      toError: uploadError,
    });
  });
}
