import { describe, expect, it } from 'vitest';
import type { Video } from '../../../src/lib/video.ts';
import {
  planFiles,
  planRows,
  referencedFiles,
  remoteVideos,
  rewriteAddress,
  storageBucketFor,
} from './plan.ts';

const BASE = 'https://ref.supabase.co';
const CLIP = '0b6f3c2e-1d2a-4f5b-8c9d-0e1f2a3b4c5d.mp4';
const POSTER = '1c7a4d3f-2e3b-4a6c-9d0e-1f2a3b4c5d6e.jpg';

const video = (id: string, fields: Partial<Video> = {}): Video => ({
  id,
  title: `Film ${id}`,
  description: null,
  url: 'https://www.youtube.com/watch?v=abcdefghijk',
  video_type: 'youtube',
  thumbnail_url: null,
  order_position: 7,
  layout: null,
  keep_small_format: false,
  visible: true,
  ...fields,
});

describe('export plan', () => {
  it('rewrites /media addresses to the public object in the right bucket, and nothing else', () => {
    expect(rewriteAddress(`/media/${CLIP}`, BASE)).toBe(
      `${BASE}/storage/v1/object/public/videos/${CLIP}`,
    );
    expect(rewriteAddress(`/media/${POSTER}`, BASE)).toBe(
      `${BASE}/storage/v1/object/public/thumbnails/${POSTER}`,
    );
    expect(rewriteAddress('https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg', BASE)).toBe(
      'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
    );
    expect(rewriteAddress('/media/../secret.mp4', BASE)).toBe('/media/../secret.mp4');
    expect(rewriteAddress(null, BASE)).toBeNull();
  });

  it('gives positions 0..n-1 in the local order, the default layout, and lists each file once', () => {
    const local = [
      video('b', {
        url: `/media/${CLIP}`,
        video_type: 'direct',
        thumbnail_url: `/media/${POSTER}`,
      }),
      video('a', {
        thumbnail_url: `/media/${POSTER}`,
        layout: 'full',
        keep_small_format: true,
        visible: false,
      }),
    ];
    const rows = remoteVideos(local, BASE);
    expect(
      rows.map((r) => [r.id, r.order_position, r.layout, r.keep_small_format, r.visible]),
    ).toEqual([
      ['b', 0, 'normal', false, true],
      ['a', 1, 'full', true, false],
    ]);
    // The poster is shared with a visible film: it stays public.
    expect(referencedFiles(local)).toEqual([
      { name: CLIP, hidden: false },
      { name: POSTER, hidden: false },
    ]);
  });

  it('puts a file only hidden films use in the private bucket, the row keeping its address', () => {
    const local = [
      video('h', {
        url: `/media/${CLIP}`,
        video_type: 'direct',
        thumbnail_url: `/media/${POSTER}`,
        visible: false,
      }),
    ];
    expect(referencedFiles(local)).toEqual([
      { name: CLIP, hidden: true },
      { name: POSTER, hidden: true },
    ]);
    expect(storageBucketFor(CLIP, true)).toBe('private-videos');
    expect(storageBucketFor(POSTER, true)).toBe('private-thumbnails');
    expect(storageBucketFor(CLIP, false)).toBe('videos');
    expect(storageBucketFor(POSTER, false)).toBe('thumbnails');
    const [row] = remoteVideos(local, BASE);
    expect(row?.url).toBe(`${BASE}/storage/v1/object/public/videos/${CLIP}`);
    expect(row?.thumbnail_url).toBe(`${BASE}/storage/v1/object/public/thumbnails/${POSTER}`);
  });

  it('removes the copy left in the other bucket once a film was hidden or shown', () => {
    const plan = planFiles(
      [
        { name: 'a.mp4', bucket: 'private-videos', contentType: 'video/mp4', size: 10 },
        { name: 'b.jpg', bucket: 'thumbnails', contentType: 'image/jpeg', size: 5 },
        { name: 'c.mp4', bucket: 'videos', contentType: 'video/mp4', size: 7 },
      ],
      [
        { bucket: 'videos', name: 'a.mp4', size: 10 },
        { bucket: 'private-thumbnails', name: 'b.jpg', size: 5 },
        { bucket: 'thumbnails', name: 'b.jpg', size: 5 },
        { bucket: 'videos', name: 'c.mp4', size: 7 },
      ],
    );
    expect(plan.upload.map((f) => `${f.bucket}/${f.name}`)).toEqual(['private-videos/a.mp4']);
    expect(plan.present.map((f) => `${f.bucket}/${f.name}`)).toEqual([
      'thumbnails/b.jpg',
      'videos/c.mp4',
    ]);
    expect(plan.misplaced).toEqual([
      { bucket: 'videos', name: 'a.mp4', size: 10 },
      { bucket: 'private-thumbnails', name: 'b.jpg', size: 5 },
    ]);
  });

  it('uploads only what is missing or of another size', () => {
    const file = (name: string, size: number) => ({
      name,
      bucket: 'videos',
      contentType: 'video/mp4',
      size,
    });
    const plan = planFiles(
      [file('a.mp4', 10), file('b.mp4', 20), file('c.mp4', 30)],
      [
        { bucket: 'videos', name: 'a.mp4', size: 10 },
        { bucket: 'videos', name: 'b.mp4', size: 19 },
        { bucket: 'thumbnails', name: 'c.mp4', size: 30 },
      ],
    );
    expect(plan.present.map((f) => f.name)).toEqual(['a.mp4']);
    expect(plan.upload.map((f) => f.name)).toEqual(['b.mp4', 'c.mp4']);
  });

  it('inserts new rows, updates changed ones, and names rows it did not write', () => {
    const wanted = remoteVideos([video('a'), video('b'), video('c')], BASE);
    const [a, b] = wanted;
    if (!a || !b) throw new Error('rows');
    const plan = planRows(wanted, [a, { ...b, visible: false }, { ...a, id: 'z' }]);
    expect(plan.insert.map((r) => r.id)).toEqual(['c']);
    expect(plan.update.map((r) => r.id)).toEqual(['b']);
    expect(plan.unchanged).toBe(1);
    expect(plan.foreign).toEqual(['z']);
  });
});

describe('export plan: preview copies (docs/video-previews.md)', () => {
  const film = video('f', {
    url: `/media/${CLIP}`,
    video_type: 'direct',
    visible: false,
    preview_start: 4,
    preview_url: `/media/${CLIP}.preview.mp4`,
    preview_poster_url: `/media/${CLIP}.preview.jpg`,
  });

  it('carries the copy and its poster to the previews bucket, private with a hidden film', () => {
    expect(referencedFiles([film])).toEqual([
      { name: CLIP, hidden: true },
      { name: `${CLIP}.preview.jpg`, hidden: true },
      { name: `${CLIP}.preview.mp4`, hidden: true },
    ]);
    expect(storageBucketFor(`${CLIP}.preview.mp4`, true)).toBe('private-previews');
    expect(storageBucketFor(`${CLIP}.preview.jpg`, false)).toBe('previews');
  });

  it('writes the start and the copy addresses on the row', () => {
    expect(remoteVideos([film], BASE)[0]).toMatchObject({
      preview_start: 4,
      preview_url: `${BASE}/storage/v1/object/public/previews/${CLIP}.preview.mp4`,
      preview_poster_url: `${BASE}/storage/v1/object/public/previews/${CLIP}.preview.jpg`,
    });
  });
});

describe('export plan: the film’s frame (src/lib/aspect.ts)', () => {
  it('carries Format d’image, the measured size and Remplir le cadre; defaults otherwise', () => {
    const scope = video('s', {
      aspect_ratio: '2.39:1',
      source_width: 1920,
      source_height: 804,
      fill_frame: true,
    });
    const [carried, plain] = remoteVideos([scope, video('p')], BASE);
    expect(carried).toMatchObject({
      aspect_ratio: '2.39:1',
      source_width: 1920,
      source_height: 804,
      fill_frame: true,
    });
    expect(plain).toMatchObject({
      aspect_ratio: 'auto',
      source_width: null,
      source_height: null,
      fill_frame: false,
    });
  });
});
