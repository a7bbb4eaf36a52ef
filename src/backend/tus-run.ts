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
  options.signal?.addEventListener(
    'abort',
    () => {
      void upload.abort(true);
      options.fail(new BackendError('aborted', 0, 'upload aborted'));
    },
    { once: true },
  );
  upload
    .findPreviousUploads()
    .then((previous) => {
      const match = options.pick(previous);
      if (match) upload.resumeFromPreviousUpload(match);
      upload.start();
    })
    .catch((error: unknown) => options.fail(options.toError(error)));
}
