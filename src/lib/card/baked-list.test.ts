import { describe, expect, it } from 'vitest';
import type { Video } from '../video.ts';
import { bakedList } from './baked-list.ts';

const film: Video = {
  id: 'v1',
  title: 'Plan-séquence',
  description: 'Nuit américaine',
  url: '/media/v1.mp4',
  video_type: 'direct',
  thumbnail_url: '/media/v1.jpg',
  order_position: 3,
  layout: 'full',
  keep_small_format: true,
  visible: true,
  slug: 'plan-sequence',
  category: 'Clip',
  year: 2024,
  director: 'Agnès V.',
  camera: 'Alexa 35',
  awards: 'Prix du jury',
  preview_url: '/media/v1.preview.mp4',
  preview_poster_url: '/media/v1.preview.jpg',
  preview_state: 'ready',
  light_url: '/media/v1.light.mp4',
};

describe('bakedList', () => {
  it('keeps what the cards, the revalidation and the dialog read', () => {
    const [baked] = bakedList([film]) ?? [];
    expect(baked).toEqual({
      id: 'v1',
      title: 'Plan-séquence',
      description: 'Nuit américaine',
      url: '/media/v1.mp4',
      video_type: 'direct',
      thumbnail_url: '/media/v1.jpg',
      layout: 'full',
      keep_small_format: true,
      slug: 'plan-sequence',
      category: 'Clip',
      awards: 'Prix du jury',
      preview_url: '/media/v1.preview.mp4',
      preview_poster_url: '/media/v1.preview.jpg',
      preview_state: 'ready',
      light_url: '/media/v1.light.mp4',
    });
  });

  it('leaves the credits (but the laurels) and the bookkeeping out, a missing list missing', () => {
    const [baked] = bakedList([film]) ?? [];
    for (const field of ['year', 'director', 'camera', 'order_position', 'visible']) {
      expect(baked).not.toHaveProperty(field);
    }
    expect(bakedList(null)).toBeNull();
  });
});
