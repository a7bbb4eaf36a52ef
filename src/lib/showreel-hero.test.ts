import { describe, expect, it } from 'vitest';
import { HERO_SMALL_MEDIA, heroMediaOf } from './showreel-hero.ts';
import type { Video } from './video.ts';

const F = '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';

const film = (over: Partial<Video>): Video => ({
  id: 'f1',
  title: 'Nuit blanche',
  description: null,
  url: `/media/${F}`,
  video_type: 'direct',
  thumbnail_url: '/media/f1.jpg',
  order_position: 0,
  layout: 'normal',
  keep_small_format: false,
  visible: true,
  ...over,
});

describe('heroMediaOf', () => {
  it('names a ready copy: the poster in AVIF, WebP and JPEG at both widths, small video first', () => {
    const media = heroMediaOf(
      { state: 'ready', video: film({}) },
      { state: 'ready', width: 1920, height: 800 },
    );
    expect(media.poster).toEqual({
      sources: [
        {
          type: 'image/avif',
          srcset: `/media/${F}.hero.avif 1920w, /media/${F}.hero-960.avif 960w`,
        },
        {
          type: 'image/webp',
          srcset: `/media/${F}.hero.webp 1920w, /media/${F}.hero-960.webp 960w`,
        },
      ],
      src: `/media/${F}.hero.jpg`,
      srcset: `/media/${F}.hero.jpg 1920w, /media/${F}.hero-960.jpg 960w`,
      sizes: '100vw',
      width: 1920,
      height: 800,
    });
    expect(media.videos).toEqual([
      { src: `/media/${F}.hero-960.mp4`, media: HERO_SMALL_MEDIA },
      { src: `/media/${F}.hero.mp4` },
    ]);
  });

  it('shows the film’s own poster and no video while the copy is made, failed or for YouTube', () => {
    for (const state of ['preparing', 'failed', 'poster'] as const) {
      const media = heroMediaOf({ state, video: film({}) }, null);
      expect(media.videos).toEqual([]);
      expect(media.poster?.src).toBe('/media/f1.jpg');
    }
    const youtube = film({ video_type: 'youtube', thumbnail_url: '/media/yt.jpg' });
    expect(heroMediaOf({ state: 'poster', video: youtube }, null).poster?.src).toBe(
      '/media/yt.jpg',
    );
    expect(heroMediaOf({ state: 'none', video: null }, null)).toEqual({ poster: null, videos: [] });
  });
});
