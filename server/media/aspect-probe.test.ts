// The local server measures each uploaded film's shape (docs/card.md): ffprobe on real files,
// the rows of a real SQLite store.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTestFilm } from '../../tests/support/data/test-film.ts';
import { storePerTest } from '../../tests/support/harness/store-per-test.ts';
import type { Store } from '../store/open.ts';
import { createAspectProber, probeDisplaySize } from './aspect-probe.ts';

const SCOPE = '2b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';
const VERTICAL = '3b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';
const BROKEN = '4b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';

let store: Store;
storePerTest((s) => {
  store = s;
});

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-nostdin', '-y', '-v', 'error', ...args], { stdio: 'ignore' });
}

describe('probeDisplaySize', () => {
  it('reads a scope film’s size', async () => {
    const path = makeTestFilm(store.mediaDir, SCOPE, { seconds: 1, width: 478, height: 200 });
    expect(await probeDisplaySize(path)).toEqual({ width: 478, height: 200 });
  });

  it('widens an anamorphic file by its sample aspect ratio', async () => {
    const path = join(store.mediaDir, 'ana.mp4');
    ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=1', '-vf', 'setsar=2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', path],
    ]);
    expect(await probeDisplaySize(path)).toEqual({ width: 640, height: 240 });
  });

  it('turns a film stored sideways, as a phone stores a vertical one', async () => {
    const flat = makeTestFilm(store.mediaDir, 'flat.mp4', { seconds: 1, width: 320, height: 180 });
    const turned = join(store.mediaDir, 'turned.mp4');
    ffmpeg(['-i', flat, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', turned]);
    expect(await probeDisplaySize(turned)).toEqual({ width: 180, height: 320 });
  });

  it('answers null for a file that is not a film', async () => {
    const path = join(store.mediaDir, BROKEN);
    writeFileSync(path, 'not a film');
    expect(await probeDisplaySize(path)).toBeNull();
  });
});

describe('createAspectProber', () => {
  it('measures every uploaded film without a size, then asks for one rebuild', async () => {
    makeTestFilm(store.mediaDir, SCOPE, { seconds: 1, width: 478, height: 200, audio: false });
    makeTestFilm(store.mediaDir, VERTICAL, { seconds: 1, width: 180, height: 320, audio: false });
    writeFileSync(join(store.mediaDir, BROKEN), 'not a film');
    const scope = store.videos.create({
      title: 'Scope',
      url: `/media/${SCOPE}`,
      video_type: 'direct',
    });
    const vertical = store.videos.create({
      title: 'Vertical',
      url: `/media/${VERTICAL}`,
      video_type: 'direct',
    });
    const broken = store.videos.create({
      title: 'Cassé',
      url: `/media/${BROKEN}`,
      video_type: 'direct',
    });
    const youtube = store.videos.create({
      title: 'YouTube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video_type: 'youtube',
    });
    const lines: string[] = [];
    let rebuilds = 0;
    const prober = createAspectProber({
      store,
      onMeasured: () => {
        rebuilds += 1;
      },
      log: (line) => lines.push(line),
      ffprobe: true,
    });
    prober.refresh();
    await prober.idle();
    expect(store.videos.get(scope.id)).toMatchObject({ source_width: 478, source_height: 200 });
    expect(store.videos.get(vertical.id)).toMatchObject({ source_width: 180, source_height: 320 });
    expect(store.videos.get(broken.id)).toMatchObject({ source_width: null, source_height: null });
    expect(store.videos.get(youtube.id)).toMatchObject({ source_width: null });
    expect(rebuilds).toBe(1);
    expect(lines).toEqual([`FilmFolio: no size read from ${BROKEN}; it shows as 16:9`]);

    // Nothing left to measure: the unreadable file is not asked again, no rebuild.
    prober.refresh();
    await prober.idle();
    expect(rebuilds).toBe(1);
    expect(lines).toHaveLength(1);
    await prober.close();
  });

  it('does nothing where ffprobe is missing', async () => {
    makeTestFilm(store.mediaDir, SCOPE, { seconds: 1, width: 478, height: 200, audio: false });
    const film = store.videos.create({
      title: 'Scope',
      url: `/media/${SCOPE}`,
      video_type: 'direct',
    });
    const prober = createAspectProber({ store, onMeasured: () => {}, ffprobe: false });
    prober.refresh();
    await prober.idle();
    expect(store.videos.get(film.id)?.source_width).toBeNull();
  });
});

describe('the stored size', () => {
  it('is set only while the row still shows the measured file', () => {
    const film = store.videos.create({ title: 'A', url: `/media/${SCOPE}`, video_type: 'direct' });
    expect(store.videos.setSourceSize(film.id, `/media/${VERTICAL}`, 478, 200)).toBe(false);
    expect(store.videos.setSourceSize(film.id, `/media/${SCOPE}`, 478, 200)).toBe(true);
    expect(store.videos.unmeasured()).toEqual([]);
  });

  it('is kept by an edit of the same file and forgotten when the file is replaced', () => {
    const film = store.videos.create({ title: 'A', url: `/media/${SCOPE}`, video_type: 'direct' });
    store.videos.setSourceSize(film.id, `/media/${SCOPE}`, 478, 200);
    const same = store.videos.update(film.id, {
      title: 'B',
      url: `/media/${SCOPE}`,
      video_type: 'direct',
    });
    expect(same).toMatchObject({ source_width: 478, source_height: 200, aspect_ratio: 'auto' });
    const replaced = store.videos.update(film.id, {
      title: 'B',
      url: `/media/${VERTICAL}`,
      video_type: 'direct',
    });
    expect(replaced).toMatchObject({ source_width: null, source_height: null });
    expect(store.videos.unmeasured()).toEqual([{ id: film.id, url: `/media/${VERTICAL}` }]);
  });

  it('takes the browser’s measure, the owner’s format and Remplir le cadre, and keeps them when absent', () => {
    const film = store.videos.create({
      title: 'A',
      url: 'https://vimeo.com/76979871',
      video_type: 'vimeo',
      source_width: 1920,
      source_height: 800,
      aspect_ratio: '2.39:1',
      fill_frame: true,
    });
    expect(film).toMatchObject({
      source_width: 1920,
      source_height: 800,
      aspect_ratio: '2.39:1',
      fill_frame: true,
    });
    const edited = store.videos.update(film.id, {
      title: 'B',
      url: 'https://vimeo.com/76979871',
      video_type: 'vimeo',
    });
    expect(edited).toMatchObject({
      source_width: 1920,
      aspect_ratio: '2.39:1',
      fill_frame: true,
    });
    const reset = store.videos.update(film.id, {
      title: 'B',
      url: 'https://vimeo.com/76979871',
      video_type: 'vimeo',
      aspect_ratio: 'auto',
      fill_frame: false,
    });
    expect(reset).toMatchObject({ aspect_ratio: 'auto', fill_frame: false });
  });
});
