import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDataDirs } from '../../tests/support/temp-data-dirs.ts';
import { openStore } from '../store/open.ts';

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
