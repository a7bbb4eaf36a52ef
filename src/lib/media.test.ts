import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  extensionOf,
  IMAGE_MIME_TYPES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  MEDIA_NAME,
  mediaNameOf,
  VIDEO_FILE_ACCEPT,
  VIDEO_MEDIA_NAME,
  VIDEO_MIME_TYPES,
} from './media.ts';

const uuid = '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e';

describe('media rules', () => {
  it('limits videos to 50 MB and images to 2 MB', () => {
    expect(MAX_VIDEO_BYTES).toBe(50 * 1024 * 1024);
    expect(MAX_IMAGE_BYTES).toBe(2 * 1024 * 1024);
  });

  it('names stored files by uuid and known extension only', () => {
    expect(MEDIA_NAME.test(`${uuid}.mp4`)).toBe(true);
    expect(MEDIA_NAME.test(`${uuid}.jpeg`)).toBe(true);
    expect(MEDIA_NAME.test(`${uuid}.gif`)).toBe(false);
    expect(MEDIA_NAME.test(`../${uuid}.mp4`)).toBe(false);
    expect(VIDEO_MEDIA_NAME.test(`${uuid}.png`)).toBe(false);
    expect(mediaNameOf(`/media/${uuid}.webm`)).toBe(`${uuid}.webm`);
    expect(mediaNameOf(`/media/${uuid}.webm?x=1`)).toBeNull();
    expect(mediaNameOf('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg')).toBeNull();
  });

  it('reads extensions in lower case, none for a bare word', () => {
    expect(extensionOf('Film.MOV')).toBe('mov');
    expect(extensionOf('mp4')).toBe('');
  });

  it('offers the picker the video types and extensions', () => {
    expect(VIDEO_FILE_ACCEPT).toBe('video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov');
  });
});

describe('the Supabase buckets mirror these rules', () => {
  const sql = readFileSync(
    join(import.meta.dirname, '../../supabase/migrations/20261122090300_storage.sql'),
    'utf8',
  );
  const bucket = (name: string) => {
    const row = new RegExp(`\\('${name}', '${name}', true, (\\d+), array\\[([^\\]]*)\\]\\)`).exec(
      sql,
    );
    if (!row) throw new Error(`no ${name} bucket row in the storage migration`);
    const types = [...(row[2] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
    return { limit: Number(row[1]), types };
  };

  it('videos bucket: 50 MB, the video types', () => {
    expect(bucket('videos')).toEqual({ limit: MAX_VIDEO_BYTES, types: VIDEO_MIME_TYPES });
  });

  it('thumbnails bucket: 2 MB, the image types', () => {
    expect(bucket('thumbnails')).toEqual({ limit: MAX_IMAGE_BYTES, types: IMAGE_MIME_TYPES });
  });
});
