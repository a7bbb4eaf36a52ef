// A data folder made before a schema change opens with the new code and loses nothing.
import { describe, expect, it } from 'vitest';
import { openDatabaseBefore } from '../../tests/support/data/older-schema.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { createAdminStore } from '../auth/admins.ts';
import { openDatabase } from './db.ts';
import { createLinkStore } from './links.ts';
import { createStatisticsStore } from './statistics.ts';
import { createVideoStore } from './videos.ts';

const dataDir = tempDataDirs();

/** A data folder as the code before `firstNew` left it: only the older migrations applied. */
function folderBefore(firstNew: string): string {
  const dir = dataDir();
  const db = openDatabaseBefore(firstNew, dir);
  const insert = db.prepare(
    `INSERT INTO videos (id, title, description, url, video_type, thumbnail_url, order_position,
     layout, keep_small_format) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  insert.run('v1', 'Un', 'Première', 'https://vimeo.com/1', 'vimeo', null, 0, 'full', 0);
  insert.run('v2', 'Deux', null, 'https://youtu.be/dQw4w9WgXcQ', 'youtube', null, 1, 'half', 1);
  db.prepare("INSERT INTO admins (id, email, password_hash) VALUES ('a1', 'a@b.fr', 'h')").run();
  db.close();
  return dir;
}

describe('upgrade to video visibility (006)', () => {
  it('keeps every row and field, and every existing video is visible', () => {
    const dir = folderBefore('006-video-visibility.sql');
    const db = openDatabase({ dataDir: dir });
    const videos = createVideoStore(db);
    // Later migrations add more columns (credits, slug); this one is about the fields before it.
    expect(videos.list().map(({ created_at, updated_at, ...rest }) => rest)).toMatchObject([
      {
        id: 'v1',
        title: 'Un',
        description: 'Première',
        url: 'https://vimeo.com/1',
        video_type: 'vimeo',
        thumbnail_url: null,
        order_position: 0,
        layout: 'full',
        keep_small_format: false,
        visible: true,
      },
      {
        id: 'v2',
        title: 'Deux',
        description: null,
        url: 'https://youtu.be/dQw4w9WgXcQ',
        video_type: 'youtube',
        thumbnail_url: null,
        order_position: 1,
        layout: 'half',
        keep_small_format: true,
        visible: true,
      },
    ]);
    expect(videos.listVisible().map((v) => v.id)).toEqual(['v1', 'v2']);
    expect(db.prepare('SELECT email FROM admins').all()).toEqual([{ email: 'a@b.fr' }]);
    expect(() => db.prepare("UPDATE videos SET visible = 2 WHERE id = 'v1'").run()).toThrow(
      /CHECK/,
    );
    db.close();
  });
});

describe('upgrade to private links (010)', () => {
  it('keeps every video and account, starts with no link, and links can use old videos', () => {
    const dir = folderBefore('010-private-links.sql');
    const db = openDatabase({ dataDir: dir });
    const videos = createVideoStore(db);
    expect(videos.list().map((v) => [v.id, v.title, v.layout, v.visible])).toEqual([
      ['v1', 'Un', 'full', true],
      ['v2', 'Deux', 'half', true],
    ]);
    expect(db.prepare('SELECT email FROM admins').all()).toEqual([{ email: 'a@b.fr' }]);
    const links = createLinkStore(db);
    expect(links.list()).toEqual([]);
    const link = links.create({
      name: 'L',
      message: null,
      video_ids: ['v2', 'v1'],
      expires_on: null,
    });
    expect(links.get(link.id)?.video_ids).toEqual(['v2', 'v1']);
    // Deleting a video takes it out of the link, never the link itself.
    videos.delete('v2');
    expect(links.get(link.id)?.video_ids).toEqual(['v1']);
    db.close();
  });
});

describe('upgrade to the account history and statistics shares (032)', () => {
  it('marks a folder that has an account, keeps its rows, and leaves a folder without one unmarked', () => {
    const withAccount = folderBefore('032-hardening.sql');
    const db = openDatabase({ dataDir: withAccount });
    const admins = createAdminStore(db);
    expect(admins.everHadAccount()).toBe(true);
    expect(admins.list().map((admin) => admin.email)).toEqual(['a@b.fr']);
    expect(
      createVideoStore(db)
        .list()
        .map((video) => video.id),
    ).toEqual(['v1', 'v2']);
    db.close();

    const empty = dataDir();
    const older = openDatabaseBefore('032-hardening.sql', empty);
    older
      .prepare(
        `INSERT INTO statistics_daily (day, kind, item, link, visits, plays, completes, last_at)
         VALUES ('2026-11-20', 'page', '/', '', 4, 0, 0, '2026-11-20T10:00:00.000Z')`,
      )
      .run();
    older.close();
    const fresh = openDatabase({ dataDir: empty });
    expect(createAdminStore(fresh).everHadAccount()).toBe(false);
    // The counts stay as they were, with no limit mark.
    expect(createStatisticsStore(fresh).counts()).toEqual([
      {
        day: '2026-11-20',
        kind: 'page',
        item: '/',
        link: '',
        visits: 4,
        plays: 0,
        completes: 0,
        last_at: '2026-11-20T10:00:00.000Z',
      },
    ]);
    fresh.close();
  });
});
