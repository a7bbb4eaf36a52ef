// A data folder from before preview copies (migration 014) opens with nothing lost: its uploaded
// films are "missing" a copy, which the server then makes from the files already there.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewName, previewPosterName } from '../../src/lib/video-preview.ts';
import { openDatabaseBefore } from '../../tests/support/data/older-schema.ts';
import { makeTestFilm } from '../../tests/support/data/test-film.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { createPreviewMaker } from '../media/preview-maker.ts';
import { referencedMedia } from '../ops/referenced-media.ts';
import { openStore } from './open.ts';

const dataDir = tempDataDirs();
const FILM = '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';
const POSTER = '1b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.jpg';

/** A folder as the code before 014 left it: a visible uploaded film, a hidden one, a Vimeo film. */
function folderBefore014(): string {
  const dir = dataDir();
  const db = openDatabaseBefore('014', dir);
  const insert = db.prepare(
    `INSERT INTO videos (id, title, url, video_type, thumbnail_url, order_position, visible, slug)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  insert.run('v1', 'Un', `/media/${FILM}`, 'direct', `/media/${POSTER}`, 0, 1, 'un');
  insert.run('v2', 'Deux', 'https://vimeo.com/1', 'vimeo', null, 1, 1, 'deux');
  db.close();
  mkdirSync(join(dir, 'media'));
  makeTestFilm(join(dir, 'media'), FILM, { seconds: 3, width: 640, height: 360 });
  return dir;
}

describe('upgrade to preview copies (014)', () => {
  it('keeps every film, marks uploaded ones missing, then makes their copies', async () => {
    const dir = folderBefore014();
    const store = openStore({ dataDir: dir, demo: false });
    try {
      expect(
        store.videos.list().map((v) => [v.id, v.title, v.url, v.thumbnail_url, v.slug]),
      ).toEqual([
        ['v1', 'Un', `/media/${FILM}`, `/media/${POSTER}`, 'un'],
        ['v2', 'Deux', 'https://vimeo.com/1', null, 'deux'],
      ]);
      const [uploaded, vimeo] = store.videos.list();
      expect(uploaded).toMatchObject({ preview_start: 0, preview_state: 'missing' });
      expect(uploaded?.preview_url).toBeUndefined();
      // An embed has no copy of ours at all.
      expect(vimeo?.preview_state).toBeUndefined();
      expect(() =>
        store.db.prepare("UPDATE videos SET preview_start = -1 WHERE id = 'v1'").run(),
      ).toThrow(/CHECK/);

      // A half-made copy a stop left behind goes when the maker starts.
      const stale = join(store.mediaDir, `.${previewName(FILM)}.tmp`);
      writeFileSync(stale, 'half');
      const maker = createPreviewMaker({ store, onMade: () => {}, log: () => {} });
      expect(existsSync(stale)).toBe(false);
      maker.refresh();
      await maker.idle();
      expect(store.videos.get('v1')?.preview_state).toBe('ready');
      // A backup carries the copies beside the film they belong to.
      expect([...referencedMedia(store.db)].sort()).toEqual(
        [FILM, previewName(FILM), previewPosterName(FILM), POSTER].sort(),
      );
    } finally {
      store.close();
    }
  });
});
