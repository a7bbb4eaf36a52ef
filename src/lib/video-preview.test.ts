import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { originalOfFilmCopy } from './derived/kinds.ts';
import {
  allPreviewNames,
  excerptOf,
  gridSource,
  MAX_PREVIEW_BYTES,
  type PreviewProbe,
  previewName,
  previewPosterName,
  previewProblem,
  previewSize,
  previewUrls,
} from './video-preview.ts';

const uuid = '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e';
const good: PreviewProbe = {
  bytes: 900_000,
  container: 'mov,mp4,m4a,3gp,3g2,mj2',
  videoCodec: 'h264',
  hasAudio: false,
  width: 640,
  height: 360,
  duration: 15.02,
};

describe('preview excerpt', () => {
  it('starts at 0 by default and lasts at most 15 s', () => {
    expect(excerptOf(0, 40)).toEqual({ start: 0, length: 15 });
    expect(excerptOf(Number.NaN, 40)).toEqual({ start: 0, length: 15 });
    expect(excerptOf(-3, 40)).toEqual({ start: 0, length: 15 });
  });

  it('keeps a start that leaves a full excerpt', () => {
    expect(excerptOf(12.5, 40)).toEqual({ start: 12.5, length: 15 });
    expect(excerptOf(25, 40)).toEqual({ start: 25, length: 15 });
  });

  it('moves a start too near the end back so the excerpt fits in the film', () => {
    expect(excerptOf(30, 40)).toEqual({ start: 25, length: 15 });
    expect(excerptOf(500, 40)).toEqual({ start: 25, length: 15 });
  });

  it('takes a film shorter than 15 s whole', () => {
    expect(excerptOf(4, 8)).toEqual({ start: 0, length: 8 });
  });

  it('keeps the start when the duration is unknown', () => {
    expect(excerptOf(7, null)).toEqual({ start: 7, length: 15 });
  });
});

describe('preview size', () => {
  it('brings a 1080p film to 640 px wide, in proportion', () => {
    expect(previewSize(1920, 1080)).toEqual({ width: 640, height: 360 });
    expect(previewSize(1080, 1920)).toEqual({ width: 640, height: 1138 });
    expect(previewSize(4096, 1716)).toEqual({ width: 640, height: 268 });
  });

  it('never enlarges a smaller film and keeps sides even', () => {
    expect(previewSize(480, 270)).toEqual({ width: 480, height: 270 });
    expect(previewSize(321, 181)).toEqual({ width: 322, height: 182 });
  });
});

describe('preview names', () => {
  it('sit beside the original and lead back to it', () => {
    expect(previewName(`${uuid}.mov`)).toBe(`${uuid}.mov.preview.mp4`);
    expect(previewPosterName(`${uuid}.mp4`)).toBe(`${uuid}.mp4.preview.jpg`);
    expect(originalOfFilmCopy(`${uuid}.mov.preview.mp4`)).toBe(`${uuid}.mov`);
    expect(originalOfFilmCopy(`${uuid}.webm.preview.jpg`)).toBe(`${uuid}.webm`);
    expect(allPreviewNames(`${uuid}.mp4`)).toEqual([
      `${uuid}.mp4.preview.mp4`,
      `${uuid}.mp4.preview.jpg`,
    ]);
    expect(previewUrls(`${uuid}.mp4`)).toEqual({
      video: `/media/${uuid}.mp4.preview.mp4`,
      poster: `/media/${uuid}.mp4.preview.jpg`,
    });
  });

  it('belong only to stored films', () => {
    expect(originalOfFilmCopy(`${uuid}.jpg.preview.mp4`)).toBeNull();
    expect(originalOfFilmCopy(`${uuid}.mp4`)).toBeNull();
    expect(originalOfFilmCopy(`../${uuid}.mp4.preview.mp4`)).toBeNull();
    expect(originalOfFilmCopy(`${uuid}.mp4.preview.webm`)).toBeNull();
  });
});

describe('received copies', () => {
  it('accepts a silent H.264 MP4 within the rules', () => {
    expect(previewProblem(good)).toBeNull();
    expect(previewProblem({ ...good, bytes: MAX_PREVIEW_BYTES })).toBeNull();
  });

  it('refuses anything else, with its reason', () => {
    expect(previewProblem({ ...good, bytes: MAX_PREVIEW_BYTES + 1 })).toBe('preview_too_large');
    expect(previewProblem({ ...good, container: 'matroska,webm' })).toBe('preview_not_mp4');
    expect(previewProblem({ ...good, videoCodec: 'vp9' })).toBe('preview_not_mp4');
    expect(previewProblem({ ...good, videoCodec: null })).toBe('preview_not_mp4');
    expect(previewProblem({ ...good, hasAudio: true })).toBe('preview_has_audio');
    expect(previewProblem({ ...good, width: 642 })).toBe('preview_too_wide');
    expect(previewProblem({ ...good, duration: 16 })).toBe('preview_too_long');
    expect(previewProblem({ ...good, duration: 0 })).toBe('preview_too_long');
  });
});

describe('what the grid plays', () => {
  it('plays the preview copy, never an uploaded original', () => {
    const stored = `/media/${uuid}.mp4`;
    expect(gridSource({ preview_url: `${stored}.preview.mp4` })).toBe(`${stored}.preview.mp4`);
    expect(gridSource({ preview_url: null })).toBeNull();
    expect(gridSource({})).toBeNull();
  });
});

describe('the Supabase buckets say the same', () => {
  it('limits both preview buckets to 3 MB of MP4 and JPEG', () => {
    const sql = readFileSync(
      join(import.meta.dirname, '../../supabase/migrations/20261126100000_video_previews.sql'),
      'utf8',
    );
    for (const bucket of ['previews', 'private-previews']) {
      const row = new RegExp(
        `\\('${bucket}', '${bucket}', (true|false), (\\d+), array\\[([^\\]]*)\\]\\)`,
      );
      const match = row.exec(sql);
      expect(match?.[2], bucket).toBe(String(MAX_PREVIEW_BYTES));
      expect(match?.[3], bucket).toBe("'video/mp4', 'image/jpeg'");
    }
  });
});
