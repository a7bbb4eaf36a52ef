// What both resumable-upload adapters (local server, Supabase Storage) do around tus-js-client:
// progress in percent, abort through the caller's signal, resume of an interrupted upload.
import type { PreviousUpload, Upload } from 'tus-js-client';
import { BackendError } from './port.ts';

/** The shape of tus-js-client's DetailedError that the adapters read. */
export interface DetailedErrorLike {
  originalResponse?: { getStatus(): number; getBody(): string } | null;
  message?: string;
}

export function uploadPercent(sent: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;
}

export interface StartOptions {
  signal: AbortSignal | undefined;
  /** The earlier upload of this file to resume, if any (fingerprints are kept until success). */
  pick(previous: PreviousUpload[]): PreviousUpload | undefined;
  fail(error: BackendError): void;
  toError(error: unknown): BackendError;
}

export function startResumable(upload: Upload, options: StartOptions): void {
  const onAbort = () => {
    // Terminating asks the server to delete the upload; its refusal is no error of the page.
    upload.abort(true).catch((error: unknown) => console.warn('upload not removed', error));
    options.fail(new BackendError('aborted', 0, 'upload aborted'));
  };
  options.signal?.addEventListener('abort', onAbort, { once: true });
  // A finished or failed upload is no longer the signal's: closing the dialog after the save
  // must not ask the server to delete a file the film now uses (it answers 400 to that).
  const settled = () => options.signal?.removeEventListener('abort', onAbort);
  const { onSuccess, onError } = upload.options;
  upload.options.onSuccess = (payload) => {
    settled();
    onSuccess?.(payload);
  };
  upload.options.onError = (error) => {
    settled();
    onError?.(error);
  };
  upload
    .findPreviousUploads()
    .then((previous) => {
      const match = options.pick(previous);
      if (match) upload.resumeFromPreviousUpload(match);
      upload.start();
    })
    .catch((error: unknown) => options.fail(options.toError(error)));
}
