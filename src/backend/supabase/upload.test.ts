import { describe, expect, it } from 'vitest';
import { MAX_VIDEO_BYTES } from '../../lib/media.ts';
import { checkVideoFile, resumableOptions } from './upload.ts';

describe('resumable upload request', () => {
  it('uses the 6 MB chunks, headers and metadata Supabase Storage requires', () => {
    const options = resumableOptions({
      baseUrl: 'https://ref.supabase.co',
      accessToken: 'token-abc',
      objectName: 'u.mp4',
      contentType: 'video/mp4',
    });
    expect(options).toMatchObject({
      endpoint: 'https://ref.storage.supabase.co/storage/v1/upload/resumable',
      chunkSize: 6 * 1024 * 1024,
      headers: { authorization: 'Bearer token-abc', 'x-upsert': 'true' },
      uploadDataDuringCreation: true,
      removeFingerprintOnSuccess: true,
      metadata: {
        bucketName: 'videos',
        objectName: 'u.mp4',
        contentType: 'video/mp4',
        cacheControl: '3600',
      },
    });
    expect(options.retryDelays?.length).toBeGreaterThan(2);
  });
});

describe('checks before sending', () => {
  it('refuses a file over 50 MB with 413, accepts exactly 50 MB', () => {
    expect(() => checkVideoFile({ name: 'a.mp4', size: MAX_VIDEO_BYTES + 1 })).toThrow(
      expect.objectContaining({ code: 'payload_too_large', status: 413 }),
    );
    expect(() => checkVideoFile({ name: 'a.mp4', size: MAX_VIDEO_BYTES })).not.toThrow();
  });

  it('refuses a file that is not mp4, webm or mov', () => {
    expect(() => checkVideoFile({ name: 'a.avi', size: 10 })).toThrow(
      expect.objectContaining({ code: 'unsupported_media_type' }),
    );
  });
});
