import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../server/store/open.ts';
import { seedDataDir } from './content.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const JPEG = path.join(ROOT, 'demo/media/fractale-nocturne.jpg');
const made: string[] = [];

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function rows(dataDir: string) {
  const store = openStore({ dataDir, demo: false, root: ROOT });
  try {
    return { videos: store.videos.list(), mediaDir: store.mediaDir };
  } finally {
    store.close();
  }
}

describe('bench content', () => {
  it('seeds the wanted number of videos from the demo catalogue', () => {
    const dir = seedDataDir(12, ROOT);
    made.push(dir);
    const { videos } = rows(dir);
    expect(videos).toHaveLength(12);
    expect(videos.some((v) => v.thumbnail_url?.startsWith('https://i.ytimg.com/vi/'))).toBe(true);
  });

  it('with sameOriginThumbnail, every YouTube thumbnail is a stored copy of that JPEG', () => {
    const plain = seedDataDir(7, ROOT);
    const local = seedDataDir(7, ROOT, { sameOriginThumbnail: JPEG });
    made.push(plain, local);
    const before = rows(plain).videos;
    const { videos, mediaDir } = rows(local);
    expect(videos.map((v) => v.title)).toEqual(before.map((v) => v.title));
    const youtube = videos.filter((v) => v.video_type === 'youtube');
    expect(youtube.length).toBeGreaterThan(0);
    for (const video of youtube) {
      const name = /^\/media\/([0-9a-f-]{36}\.jpg)$/.exec(video.thumbnail_url ?? '')?.[1];
      expect(name, video.title).toBeDefined();
      expect(fs.readFileSync(path.join(mediaDir, name ?? ''))).toEqual(fs.readFileSync(JPEG));
    }
    // Other rows keep what the plain seed gives them.
    const others = (list: typeof videos) =>
      list.filter((v) => v.video_type !== 'youtube').map((v) => [v.title, v.thumbnail_url]);
    expect(others(videos).map(([title]) => title)).toEqual(others(before).map(([title]) => title));
    expect(others(videos).every(([, t]) => t === null || !String(t).includes('ytimg'))).toBe(true);
  });
});
