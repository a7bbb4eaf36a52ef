import { describe, expect, it } from 'vitest';
import { openDatabaseBefore } from '../../tests/support/data/older-schema.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { openDatabase } from './db.ts';
import { createLinkStore } from './links.ts';
import { createStatisticsStore, oldestKeptDay } from './statistics.ts';

const dataDir = tempDataDirs();

const visit = (key: string, at = new Date('2026-11-26T10:00:00Z'), ceiling = 100) => ({
  type: 'visit' as const,
  at,
  key,
  ceiling,
});
const LANDING = { kind: 'page' as const, item: '/', link: '' };

describe('statistics store', () => {
  it('counts a key once, in the day of the event, with the last time', () => {
    const db = openDatabase({ dataDir: dataDir() });
    const stats = createStatisticsStore(db);
    expect(stats.record(visit('a'), LANDING)).toBe('counted');
    expect(stats.record(visit('a', new Date('2026-11-26T11:00:00Z')), LANDING)).toBe('seen');
    expect(stats.record(visit('b', new Date('2026-11-26T12:00:00Z')), LANDING)).toBe('counted');
    expect(
      stats.record({ ...visit('c'), type: 'play' }, { kind: 'film', item: 'f', link: 'l' }),
    ).toBe('counted');
    expect(stats.counts()).toEqual([
      {
        day: '2026-11-26',
        kind: 'film',
        item: 'f',
        link: 'l',
        visits: 0,
        plays: 1,
        completes: 0,
        last_at: '2026-11-26T10:00:00.000Z',
      },
      {
        day: '2026-11-26',
        kind: 'page',
        item: '/',
        link: '',
        visits: 2,
        plays: 0,
        completes: 0,
        last_at: '2026-11-26T12:00:00.000Z',
      },
    ]);
    expect(stats.counts({ from: '2026-11-27', to: '2026-12-01' })).toEqual([]);
    db.close();
  });

  it('stores nothing past the daily ceiling of an item, not even the key', () => {
    const db = openDatabase({ dataDir: dataDir() });
    const stats = createStatisticsStore(db);
    for (const key of ['a', 'b', 'c'])
      expect(stats.record(visit(key, undefined, 3), LANDING)).toBe('counted');
    expect(stats.record(visit('d', undefined, 3), LANDING)).toBe('ceiling');
    expect(db.prepare('SELECT COUNT(*) AS n FROM statistics_seen').get()?.n).toBe(3);
    // The next day starts again.
    expect(stats.record(visit('e', new Date('2026-11-27T00:00:00Z'), 3), LANDING)).toBe('counted');
    db.close();
  });

  it('deletes keys older than the given time, never the counts', () => {
    const db = openDatabase({ dataDir: dataDir() });
    const stats = createStatisticsStore(db);
    stats.record(visit('old', new Date('2026-11-24T09:00:00Z')), LANDING);
    stats.record(visit('new', new Date('2026-11-26T09:00:00Z')), LANDING);
    expect(stats.purgeSeen(new Date('2026-11-24T10:00:00Z'))).toBe(1);
    const keys = db.prepare('SELECT key FROM statistics_seen').all();
    expect(keys.map((row) => row.key)).toEqual(['new']);
    expect(stats.counts().reduce((sum, row) => sum + row.visits, 0)).toBe(2);
    db.close();
  });

  it('keeps daily counts 25 months', () => {
    const db = openDatabase({ dataDir: dataDir() });
    const stats = createStatisticsStore(db);
    expect(oldestKeptDay(new Date('2026-11-26T23:00:00Z'))).toBe('2024-10-26');
    stats.record(visit('a', new Date('2024-10-25T12:00:00Z')), LANDING);
    stats.record(visit('b', new Date('2024-10-26T12:00:00Z')), LANDING);
    expect(stats.purgeDays(oldestKeptDay(new Date('2026-11-26T23:00:00Z')))).toBe(1);
    expect(stats.counts().map((row) => row.day)).toEqual(['2024-10-26']);
    db.close();
  });

  it('holds no address, user agent or salt: only counts and opaque keys', () => {
    const db = openDatabase({ dataDir: dataDir() });
    const columns = (table: string) =>
      db
        .prepare(`SELECT name FROM pragma_table_info('${table}')`)
        .all()
        .map((row) => row.name);
    expect(columns('statistics_daily')).toEqual([
      'day',
      'kind',
      'item',
      'link',
      'visits',
      'plays',
      'completes',
      'last_at',
      'limited',
    ]);
    expect(columns('statistics_seen')).toEqual(['key', 'seen_at']);
    expect(columns('statistics_shares')).toEqual(['key', 'used', 'seen_at']);
    db.close();
  });
});

describe('upgrade to statistics (016)', () => {
  it('keeps the links and carries their views and last visit into the counts', () => {
    const dir = dataDir();
    const before = openDatabaseBefore('016', dir);
    before
      .prepare(
        `INSERT INTO videos (id, title, url, video_type, order_position, layout, keep_small_format)
         VALUES ('v1', 'Un', 'https://vimeo.com/1', 'vimeo', 0, 'full', 0)`,
      )
      .run();
    const links = createLinkStore(before);
    const seen = links.create({
      name: 'Lumen',
      message: null,
      video_ids: ['v1'],
      expires_on: null,
    });
    const never = links.create({ name: 'Brume', message: null, video_ids: [], expires_on: null });
    links.recordVisit(seen.id, new Date('2026-11-20T08:00:00Z'));
    links.recordVisit(seen.id, new Date('2026-11-21T09:30:00Z'));
    before.close();

    const db = openDatabase({ dataDir: dir });
    const after = createLinkStore(db);
    expect(
      after
        .list()
        .map((link) => link.name)
        .sort(),
    ).toEqual(['Brume', 'Lumen']);
    expect(after.get(seen.id)).toMatchObject({ views: 2, video_ids: ['v1'] });
    const visits = createStatisticsStore(db).linkVisits();
    expect(visits.get(seen.id)).toEqual({ views: 2, last_visit_at: '2026-11-21T09:30:00.000Z' });
    expect(visits.has(never.id)).toBe(false);
    expect(createStatisticsStore(db).counts()).toMatchObject([
      { day: '2026-11-21', kind: 'link', item: seen.id, visits: 2 },
    ]);
    db.close();
  });
});

// Issue 34, point 2: the shares and the mark, on the store itself.
describe('shares of an item day', () => {
  it('counts up to each share, then marks the day limited; keys are purged with the seen keys', () => {
    const db = openDatabase({ dataDir: dataDir() });
    const statistics = createStatisticsStore(db);
    const at = new Date('2026-11-28T10:00:00Z');
    const target = { kind: 'film' as const, item: 'f1', link: '' };
    const block = { key: 'block-key', max: 3 };
    const outcomes = ['a', 'b', 'c', 'd'].map((client, n) =>
      statistics.record(
        {
          type: 'play',
          at,
          key: `seen-${n}`,
          ceiling: 5000,
          shares: [{ key: client, max: 6 }, block],
        },
        target,
      ),
    );
    expect(outcomes).toEqual(['counted', 'counted', 'counted', 'share']);
    expect(statistics.counts()).toMatchObject([{ item: 'f1', plays: 3, limited: true }]);
    // The ceiling marks the day too, with no count added.
    const full = { kind: 'page' as const, item: '/', link: '' };
    expect(statistics.record({ type: 'visit', at, key: 'x', ceiling: 0 }, full)).toBe('ceiling');
    expect(statistics.counts().find((row) => row.item === '/')).toMatchObject({
      visits: 0,
      limited: true,
    });
    statistics.purgeSeen(new Date('2026-11-29T00:00:00Z'));
    expect(db.prepare('SELECT COUNT(*) AS n FROM statistics_shares').get()?.n).toBe(0);
    db.close();
  });
});
