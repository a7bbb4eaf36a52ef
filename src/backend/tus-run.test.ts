import type { PreviousUpload, Upload } from 'tus-js-client';
import { describe, expect, it, vi } from 'vitest';
import type { BackendError } from './port.ts';
import { startResumable, uploadPercent } from './tus-run.ts';

describe('startResumable', () => {
  it('fails with the aborted code when the caller aborts, and stops the upload', async () => {
    const abort = vi.fn(async () => {});
    // Only the three calls startResumable makes; the previous-upload lookup never settles.
    const upload = {
      abort,
      findPreviousUploads: () => new Promise<PreviousUpload[]>(() => {}),
      start: vi.fn(),
    } as unknown as Upload;
    const controller = new AbortController();
    const failed = new Promise<BackendError>((resolve) =>
      startResumable(upload, {
        signal: controller.signal,
        pick: () => undefined,
        fail: resolve,
        toError: (error) => error as BackendError,
      }),
    );
    controller.abort();
    expect((await failed).code).toBe('aborted');
    expect(abort).toHaveBeenCalledWith(true);
  });
});

describe('uploadPercent', () => {
  it('rounds and caps at 100', () => {
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(5, 4)).toBe(100);
    expect(uploadPercent(1, 0)).toBe(0);
  });
});
