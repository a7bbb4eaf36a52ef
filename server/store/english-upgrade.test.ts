// The English texts (migration 028, issue 32): a data folder of the previous version opens with
// every film and setting as it was and no English text; English texts are then stored, kept by
// an edit that does not send them, and cleared by one that sends none.
import { describe, expect, it } from 'vitest';
import { openDatabaseBefore } from '../../tests/support/data/older-schema.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { openStore } from './open.ts';

const dataDir = tempDataDirs();

/** A folder as the release before 028 left it: two films with credits, the settings filled. */
function folderBefore028(): string {
  const dir = dataDir();
  const db = openDatabaseBefore('028', dir);
  const insert = db.prepare(
    `INSERT INTO videos (id, title, description, url, video_type, order_position, visible, slug,
     category, role) VALUES (?, ?, ?, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube',
     ?, 1, ?, ?, ?)`,
  );
  insert.run(
    'v1',
    'Lumière dorée',
    'Un film de marque',
    0,
    'lumiere-doree',
    'Publicité',
    'Chef opérateur',
  );
  insert.run('v2', 'Nuit', null, 1, 'nuit', null, null);
  db.prepare(
    "UPDATE site_settings SET name = 'Camille Moreau', tagline = 'Image et lumière' WHERE id = 1",
  ).run();
  db.prepare(
    `INSERT INTO contact_messages (id, name, email, message, sender_key, created_at, created_ms)
     VALUES ('m1', 'Léa', 'lea@example.fr', 'Bonjour', 'k', '2026-11-01T10:00:00.000Z', 1)`,
  ).run();
  db.close();
  return dir;
}

describe('upgrade to English texts (028)', () => {
  it('keeps every film and setting, with no English text, then stores and clears English', () => {
    const store = openStore({ dataDir: folderBefore028(), demo: false });
    try {
      const [first, second] = store.videos.list();
      expect(first).toMatchObject({
        id: 'v1',
        title: 'Lumière dorée',
        description: 'Un film de marque',
        slug: 'lumiere-doree',
        category: 'Publicité',
        role: 'Chef opérateur',
        en: null,
      });
      expect(second).toMatchObject({ id: 'v2', title: 'Nuit', slug: 'nuit', en: null });
      const settings = store.settings.get();
      expect(settings).toMatchObject({ name: 'Camille Moreau', tagline: 'Image et lumière' });
      expect(settings.en).toBeUndefined();
      // A message from before came from the French site, the only one there was.
      expect(store.messages.list()).toMatchObject([
        { id: 'm1', name: 'Léa', message: 'Bonjour', lang: 'fr' },
      ]);

      const fields = {
        title: 'Lumière dorée',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        video_type: 'youtube',
        category: 'Publicité',
      };
      const english = { title: 'Golden Light', slug: 'golden-light', description: '  ' };
      expect(store.videos.update('v1', { ...fields, en: english })?.en).toEqual({
        title: 'Golden Light',
        slug: 'golden-light',
      });
      // An edit that sends no English keeps it; one that sends none left clears it.
      expect(store.videos.update('v1', fields)?.en).toEqual({
        title: 'Golden Light',
        slug: 'golden-light',
      });
      expect(store.videos.update('v1', { ...fields, en: { title: '' } })?.en).toBeNull();

      const saved = store.settings.save({ ...settings, en: { tagline: 'Image and light' } });
      expect(saved.en).toEqual({ tagline: 'Image and light' });
      expect(store.settings.save({ ...settings, en: undefined }).en).toEqual({
        tagline: 'Image and light',
      });
      expect(store.settings.save({ ...settings, en: {} }).en).toBeUndefined();
    } finally {
      store.close();
    }
  });

  it('refuses an English column that is not a JSON object', () => {
    const store = openStore({ dataDir: folderBefore028(), demo: false });
    try {
      const write = (value: string) =>
        store.db.prepare("UPDATE videos SET en = ? WHERE id = 'v1'").run(value);
      expect(() => write('not json')).toThrow(/CHECK/);
      expect(() => write('["a"]')).toThrow(/CHECK/);
    } finally {
      store.close();
    }
  });
});
