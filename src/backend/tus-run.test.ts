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
      options: {},
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

describe('startResumable after the upload ended', () => {
  // tus-js-client's DELETE of a finished upload is answered 400 and its promise rejects: closing
  // the dialog after a save used to leave that rejection unhandled in the page.
  it('leaves a finished upload alone when the caller aborts afterwards', async () => {
    const abort = vi.fn(() => Promise.reject(new Error('DELETE answered 400')));
    const succeeded = vi.fn();
    const upload = {
      abort,
      options: { onSuccess: succeeded },
      findPreviousUploads: async () => [],
      start: vi.fn(),
    } as unknown as Upload;
    const controller = new AbortController();
    const fail = vi.fn();
    startResumable(upload, {
      signal: controller.signal,
      pick: () => undefined,
      fail,
      toError: (error) => error as BackendError,
    });
    await vi.waitFor(() => expect(upload.start).toHaveBeenCalled());
    upload.options.onSuccess?.({ lastResponse: {} as never });
    expect(succeeded).toHaveBeenCalledTimes(1);
    controller.abort();
    expect(abort).not.toHaveBeenCalled();
    expect(fail).not.toHaveBeenCalled();
  });

  it('keeps a refused DELETE of an aborted upload out of the unhandled rejections', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const abort = vi.fn(() => Promise.reject(new Error('DELETE answered 400')));
    const upload = {
      abort,
      options: {},
      findPreviousUploads: () => new Promise<PreviousUpload[]>(() => {}),
      start: vi.fn(),
    } as unknown as Upload;
    const controller = new AbortController();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startResumable(upload, {
        signal: controller.signal,
        pick: () => undefined,
        fail: () => {},
        toError: (error) => error as BackendError,
      });
      controller.abort();
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      warn.mockRestore();
    }
  });
});

describe('uploadPercent', () => {
  it('rounds and caps at 100', () => {
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(5, 4)).toBe(100);
    expect(uploadPercent(1, 0)).toBe(0);
  });
});
