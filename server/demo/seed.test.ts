import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../src/lib/categories.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { openStore } from '../store/open.ts';
import { DEMO_VIDEOS } from './catalogue.ts';

const dataDir = tempDataDirs();

describe('demo content', () => {
  it('seeds a fresh data folder with a mix of videos whose files exist', () => {
    const store = openStore({ dataDir: dataDir(), demo: true });
    const videos = store.videos.list();
    store.close();
    expect(videos.length).toBeGreaterThanOrEqual(7);
    expect(new Set(videos.map((v) => v.video_type))).toEqual(
      new Set(['youtube', 'vimeo', 'direct']),
    );
    expect(videos.filter((v) => v.layout === 'half')).toHaveLength(1);
    expect(videos.filter((v) => v.layout === 'full')).toHaveLength(1);
    expect(videos.filter((v) => v.keep_small_format)).toHaveLength(1);
    expect(videos.map((v) => v.order_position)).toEqual(videos.map((_, i) => i));
    const direct = videos.filter((v) => v.video_type === 'direct');
    expect(direct).toHaveLength(2);
    for (const v of direct) {
      for (const url of [v.url, v.thumbnail_url]) {
        expect(url).toMatch(/^\/media\/[0-9a-f-]{36}\.(mp4|webm|jpg)$/);
        expect(existsSync(join(store.mediaDir, String(url).slice('/media/'.length)))).toBe(true);
      }
      // Their preview copies come with them: the grid never has to play the originals.
      expect(v.preview_state).toBe('ready');
      for (const url of [v.preview_url, v.preview_poster_url]) {
        expect(existsSync(join(store.mediaDir, String(url).slice('/media/'.length)))).toBe(true);
      }
    }
    for (const v of videos.filter((v) => v.video_type === 'youtube')) {
      expect(v.thumbnail_url).toMatch(/^https:\/\/i\.ytimg\.com\/vi\/[\w-]{11}\/hqdefault\.jpg$/);
    }
  });

  it('opens on a Bande démo: its uploaded film with warm gradients', () => {
    const store = openStore({ dataDir: dataDir(), demo: true });
    const { showreel_id } = store.settings.get();
    const reel = store.videos.get(showreel_id);
    store.close();
    expect(reel?.title).toBe('Lumière dorée — publicité');
    expect(reel?.video_type).toBe('direct');
  });

  it('gives every film a category and credits, and its own date', () => {
    const store = openStore({ dataDir: dataDir(), demo: true });
    const videos = store.videos.list();
    store.close();
    // The film pages show their Fiche technique, the landing page its category filter.
    expect(videos.every((v) => v.category)).toBe(true);
    expect(categoriesOf(videos).map((c) => c.name)).toEqual([
      'Court-métrage',
      'Publicité',
      'Clip',
      'Documentaire',
    ]);
    expect(videos.filter((v) => v.year !== null).length).toBeGreaterThanOrEqual(6);
    expect(videos.filter((v) => v.role === 'Chef opérateur').length).toBeGreaterThanOrEqual(2);
    // Each film page's sitemap lastmod is its own, not the moment the folder was seeded.
    expect(new Set(videos.map((v) => v.updated_at)).size).toBe(videos.length);
    expect(videos.map((v) => v.updated_at)).toEqual(DEMO_VIDEOS.map((v) => v.added));
  });

  it('leaves a folder seeded by an earlier version as it was', () => {
    const dir = dataDir();
    const first = openStore({ dataDir: dir, demo: true });
    // The earlier demo had no credits: what a folder it seeded holds.
    first.db.prepare('UPDATE videos SET category = NULL, year = NULL, role = NULL').run();
    const before = first.videos.list();
    first.close();
    const reopened = openStore({ dataDir: dir, demo: true });
    expect(reopened.videos.list()).toEqual(before);
    reopened.close();
  });

  it('seeds once: deleted demo videos do not come back', () => {
    const dir = dataDir();
    const store = openStore({ dataDir: dir, demo: true });
    for (const v of store.videos.list()) store.videos.delete(v.id);
    store.close();
    const reopened = openStore({ dataDir: dir, demo: true });
    expect(reopened.videos.list()).toEqual([]);
    reopened.close();
  });

  it('leaves the folder empty when demo content is off', () => {
    const store = openStore({ dataDir: dataDir(), demo: false });
    expect(store.videos.list()).toEqual([]);
    store.close();
  });
});
