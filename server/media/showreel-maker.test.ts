// The Bande démo's hero copy made when the owner chooses a film (server/media/showreel-maker.ts):
// real ffmpeg on a small film, the settings read back with the copy's state, a failed copy tried
// again only after the next save of the settings, a hidden film left alone.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DerivedKindName } from '../../src/lib/derived/kinds.ts';
import { HERO_SIZES, heroVideoName } from '../../src/lib/hero-copy.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { openStore, type Store } from '../store/open.ts';
import { createShowreelMaker } from './showreel-maker.ts';

const dataDir = tempDataDirs();
const FILM = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f.mp4';

function addFilm(store: Store, id: string, name: string, visible = true): void {
  store.db
    .prepare(
      `INSERT INTO videos (id, title, url, video_type, order_position, visible, slug)
       VALUES (?, ?, ?, 'direct', 0, ?, ?)`,
    )
    .run(id, `Film ${id}`, `/media/${name}`, visible ? 1 : 0, `film-${id}`);
}

function choose(store: Store, id: string, start: number) {
  const { cv: _c, photo: _p, updated_at: _u, showreel_copy: _s, ...texts } = store.settings.get();
  return store.settings.save({ ...texts, name: 'Camille', showreel_id: id, showreel_start: start });
}

function setUp() {
  const store = openStore({ dataDir: dataDir(), demo: false });
  const made: DerivedKindName[] = [];
  const lines: string[] = [];
  const maker = createShowreelMaker({
    store,
    onMade: (kind) => made.push(kind),
    log: (line) => lines.push(line),
    ffmpeg: true,
  });
  return { store, made, lines, maker };
}

describe('the showreel maker', () => {
  it('makes the chosen film’s hero copy once, and the settings show it ready', async () => {
    const { store, made, maker } = setUp();
    try {
      execFileSync('ffmpeg', [
        ...['-nostdin', '-y', '-v', 'error', '-f', 'lavfi'],
        ...['-i', 'testsrc2=size=640x360:rate=25:duration=10', '-c:v', 'libx264'],
        ...['-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-threads', '1'],
        join(store.mediaDir, FILM),
      ]);
      addFilm(store, 'v1', FILM);
      maker.refresh();
      await maker.idle();
      expect(made).toEqual([]);

      choose(store, 'v1', 2);
      maker.refresh();
      await maker.idle();
      expect(made).toEqual(['hero']);
      expect(store.settings.get().showreel_copy).toEqual({
        state: 'ready',
        width: 640,
        height: 360,
      });
      for (const size of HERO_SIZES) {
        expect(existsSync(join(store.mediaDir, heroVideoName(FILM, size)))).toBe(true);
      }
      // Nothing changed: nothing is made again.
      maker.refresh();
      await maker.idle();
      expect(made).toEqual(['hero']);
    } finally {
      await maker.close();
      store.close();
    }
  }, 240_000);

  it('records a failed copy, tries again only after the next save, and skips a hidden film', async () => {
    const { store, made, lines, maker } = setUp();
    try {
      writeFileSync(join(store.mediaDir, FILM), 'not a film');
      addFilm(store, 'v1', FILM);
      addFilm(store, 'v2', 'f2.mp4', false);
      choose(store, 'v1', 0);
      maker.refresh();
      await maker.idle();
      expect(store.settings.get().showreel_copy?.state).toBe('failed');
      const tries = () => lines.filter((line) => line.includes('no hero copy')).length;
      expect(tries()).toBe(1);

      maker.refresh();
      await maker.idle();
      expect(tries()).toBe(1);

      // Refaire la copie: the owner saves the settings again.
      await new Promise((resolve) => setTimeout(resolve, 5));
      choose(store, 'v1', 0);
      maker.refresh();
      await maker.idle();
      expect(tries()).toBe(2);

      choose(store, 'v2', 0);
      maker.refresh();
      await maker.idle();
      expect(tries()).toBe(2);
      expect(made).toEqual([]);
    } finally {
      await maker.close();
      store.close();
    }
  });
});
