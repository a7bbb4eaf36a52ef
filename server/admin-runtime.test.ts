import { describe, expect, it } from 'vitest';
import { thumbnailCopyEnabled } from './admin-runtime.ts';

describe('COPY_YOUTUBE_THUMBNAILS', () => {
  it('copies by default', () => {
    expect(thumbnailCopyEnabled({})).toBe(true);
    expect(thumbnailCopyEnabled({ COPY_YOUTUBE_THUMBNAILS: '' })).toBe(true);
    expect(thumbnailCopyEnabled({ COPY_YOUTUBE_THUMBNAILS: '1' })).toBe(true);
  });

  it('0 or false keeps thumbnails remote', () => {
    for (const value of ['0', 'false', 'FALSE', ' 0 ']) {
      expect(thumbnailCopyEnabled({ COPY_YOUTUBE_THUMBNAILS: value })).toBe(false);
    }
  });
});
