import { describe, expect, it } from 'vitest';
import {
  formatMegabytes,
  isAcceptedExtension,
  keepSmallFormatSchema,
  layoutSchema,
  reorderSchema,
  TITLE_MAX,
  UPLOAD_CHUNK_BYTES,
  videoInputSchema,
} from './video.ts';

const valid = {
  title: 'Clip',
  description: 'Une description',
  url: 'https://youtu.be/dQw4w9WgXcQ',
  video_type: 'youtube',
  thumbnail_url: null,
};

function issueMessages(input: unknown): string[] {
  const result = videoInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('product constants', () => {
  it('sends uploads in 5 MB chunks', () => {
    expect(UPLOAD_CHUNK_BYTES).toBe(5 * 1024 * 1024);
  });
});

describe('videoInputSchema', () => {
  it('accepts a complete video and trims the title', () => {
    const parsed = videoInputSchema.parse({ ...valid, title: '  Clip  ' });
    expect(parsed.title).toBe('Clip');
  });

  it('accepts a missing or null description', () => {
    const { description: _omit, ...rest } = valid;
    expect(videoInputSchema.safeParse(rest).success).toBe(true);
    expect(videoInputSchema.safeParse({ ...valid, description: null }).success).toBe(true);
  });

  it('requires a title (blank counts as missing)', () => {
    expect(issueMessages({ ...valid, title: '   ' })).toContain('title_required');
  });

  it('requires a url', () => {
    expect(issueMessages({ ...valid, url: '' })).toContain('url_required');
  });

  it('refuses a title longer than the limit', () => {
    expect(videoInputSchema.safeParse({ ...valid, title: 'x'.repeat(TITLE_MAX + 1) }).success).toBe(
      false,
    );
  });

  it.each(['youtube', 'vimeo', 'direct'])('accepts video_type %s', (type) => {
    expect(videoInputSchema.safeParse({ ...valid, video_type: type }).success).toBe(true);
  });

  it('refuses an unknown video_type and unknown fields', () => {
    expect(videoInputSchema.safeParse({ ...valid, video_type: 'dailymotion' }).success).toBe(false);
    expect(videoInputSchema.safeParse({ ...valid, order_position: 3 }).success).toBe(false);
  });
});

describe('layout, small format and order schemas', () => {
  it.each(['full', 'half', 'normal'])('accepts layout %s', (layout) => {
    expect(layoutSchema.safeParse({ layout }).success).toBe(true);
  });

  it('refuses another layout', () => {
    expect(layoutSchema.safeParse({ layout: 'third' }).success).toBe(false);
  });

  it('wants a real boolean for keep_small_format', () => {
    expect(keepSmallFormatSchema.safeParse({ keep_small_format: true }).success).toBe(true);
    expect(keepSmallFormatSchema.safeParse({ keep_small_format: 'true' }).success).toBe(false);
  });

  it('takes every id once in the new order', () => {
    expect(reorderSchema.safeParse({ ids: ['a', 'b', 'c'] }).success).toBe(true);
    expect(reorderSchema.safeParse({ ids: ['a', 'b', 'a'] }).success).toBe(false);
    expect(reorderSchema.safeParse({ ids: [''] }).success).toBe(false);
  });
});

describe('isAcceptedExtension', () => {
  it.each([
    ['clip.mp4', true],
    ['clip.WEBM', true],
    ['my.clip.mov', true],
    ['clip.avi', false],
    ['clip.mp4.exe', false],
    ['', false],
    ['mp4', false],
    ['.mp4', false],
  ])('%s -> %s', (name, accepted) => {
    expect(isAcceptedExtension(name)).toBe(accepted);
  });
});

describe('formatMegabytes', () => {
  it.each([
    [52_428_800, '50.0'],
    [52_428_801, '50.0'],
    [73_400_320, '70.0'],
    [1_572_864, '1.5'],
    [0, '0.0'],
  ])('%i bytes is %s MB', (bytes, text) => {
    expect(formatMegabytes(bytes)).toBe(text);
  });
});
