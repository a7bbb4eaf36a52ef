import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseContentSnapshot } from '../../src/lib/content-snapshot.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { takeContentSnapshot, writeContentSnapshot } from './content-snapshot.ts';
import { openStore } from './open.ts';

const dataDir = tempDataDirs();

const video = { url: 'https://vimeo.com/76979871', video_type: 'vimeo' as const, description: '' };

describe('the content a build bakes', () => {
  it('holds the visible videos, the old film addresses and the settings', () => {
    const store = openStore({ dataDir: dataDir(), demo: false });
    const shown = store.videos.create({ ...video, title: 'Montré' });
    const hidden = store.videos.create({ ...video, title: 'Caché' });
    store.videos.setVisible(hidden.id, false);
    store.videos.update(shown.id, { ...video, title: 'Montré ailleurs', slug: 'montre-ailleurs' });
    const snapshot = takeContentSnapshot(store);
    store.close();
    expect(snapshot.videos.map((v) => v.title)).toEqual(['Montré ailleurs']);
    expect(snapshot.slugRedirects).toEqual([{ from: 'montre', to: 'montre-ailleurs' }]);
    expect(snapshot.settings.title).toBe('Chef Opérateur');
  });

  it('appears whole: a reader finds the old file or the new one, never half of one', () => {
    const dir = dataDir();
    const store = openStore({ dataDir: dir, demo: false });
    const file = join(dir, 'content.json');
    writeFileSync(file, 'old');
    writeContentSnapshot(store, file);
    store.close();
    expect(parseContentSnapshot(readFileSync(file, 'utf8')).videos).toEqual([]);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it('names PUBLIC_URL as the site address when set, else the owner’s setting', () => {
    const store = openStore({ dataDir: dataDir(), demo: true });
    // The demo names no domain: a fresh site links nowhere nobody gave.
    expect(takeContentSnapshot(store).settings.site_url).toBe('');
    const { cv: _cv, photo: _photo, updated_at: _at, ...texts } = store.settings.get();
    store.settings.save({ ...texts, site_url: 'https://reglage.example.fr' });
    expect(takeContentSnapshot(store).settings.site_url).toBe('https://reglage.example.fr');
    const snapshot = takeContentSnapshot(store, 'https://public.example.fr');
    store.close();
    expect(snapshot.settings.site_url).toBe('https://public.example.fr');
    expect(snapshot.settings.name).toBe(texts.name);
  });
});
