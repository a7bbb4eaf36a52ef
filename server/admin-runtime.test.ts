import { describe, expect, it } from 'vitest';
import { thumbnailCopyEnabled, vimeoThumbnailsEnabled } from './admin-runtime.ts';

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

describe('FETCH_VIMEO_THUMBNAILS', () => {
  it('asks Vimeo by default; 0 or false does not', () => {
    expect(vimeoThumbnailsEnabled({})).toBe(true);
    expect(vimeoThumbnailsEnabled({ FETCH_VIMEO_THUMBNAILS: '1' })).toBe(true);
    for (const value of ['0', 'false', ' FALSE ']) {
      expect(vimeoThumbnailsEnabled({ FETCH_VIMEO_THUMBNAILS: value })).toBe(false);
    }
  });
});
