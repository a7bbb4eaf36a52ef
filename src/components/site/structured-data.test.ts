import { describe, expect, it } from 'vitest';
import { makeVideo } from '../../../tests/support/data/make-video.ts';
import { emptySettings, type SiteSettings } from '../../lib/site-settings.ts';
import type { Video } from '../../lib/video.ts';
import { structuredData } from './structured-data.ts';

const video = (overrides: Partial<Video>): Video =>
  makeVideo({
    id: '1',
    title: 'Film',
    description: null,
    url: 'https://youtu.be/dQw4w9WgXcQ',
    created_at: '2026-01-02T03:04:05.000Z',
    ...overrides,
  });

const site: SiteSettings = {
  ...emptySettings(),
  name: 'Camille Moreau',
  title: 'Chef Opérateur',
  email: 'contact@example.fr',
  location: 'Paris, France',
  site_url: 'https://example.fr',
};

describe('structuredData', () => {
  it('describes the person and each video with absolute addresses', () => {
    const data = structuredData(site, [
      video({}),
      video({ id: '2', video_type: 'direct', url: '/media/a.mp4', thumbnail_url: '/media/a.jpg' }),
    ]);
    const graph = data['@graph'] as Record<string, unknown>[];
    expect(graph[0]).toMatchObject({ '@type': 'Person', name: site.name, jobTitle: site.title });
    expect(graph[1]).toMatchObject({
      '@type': 'VideoObject',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      uploadDate: '2026-01-02T03:04:05.000Z',
    });
    expect(String(graph[1]?.embedUrl)).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(graph[2]).toMatchObject({
      contentUrl: 'https://example.fr/media/a.mp4',
      thumbnailUrl: 'https://example.fr/media/a.jpg',
    });
  });

  it('describes only what the owner filled in, and no person while the name is empty', () => {
    const [person] = structuredData(site, [])['@graph'] as Record<string, unknown>[];
    expect(person).toEqual({
      '@type': 'Person',
      name: 'Camille Moreau',
      jobTitle: 'Chef Opérateur',
      email: 'mailto:contact@example.fr',
      url: 'https://example.fr',
      address: { '@type': 'PostalAddress', addressLocality: 'Paris', addressCountry: 'France' },
    });
    const empty = structuredData(emptySettings(), []);
    expect(empty['@graph']).toEqual([]);
    expect(JSON.stringify(empty)).not.toMatch(/undefined|null/);
  });
});
