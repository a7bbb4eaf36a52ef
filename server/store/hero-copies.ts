import type { DatabaseSync } from 'node:sqlite';

/** What is known of a film's hero copy (migration 024). */
export interface HeroRecord {
  state: 'preparing' | 'ready' | 'failed';
  start: number;
  requested_start: number;
  length?: number | null;
  width?: number | null;
  height?: number | null;
  bytes_large?: number | null;
  bytes_small?: number | null;
}

/** The hero_copies table: written by the hero maker alone (server/media/hero-maker.ts). */
export function createHeroRows(db: DatabaseSync) {
  const upsert = db.prepare(
    `INSERT INTO hero_copies
       (name, state, start, requested_start, length, width, height, bytes_large, bytes_small)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET state = excluded.state, start = excluded.start,
     requested_start = excluded.requested_start, length = excluded.length,
     width = excluded.width, height = excluded.height, bytes_large = excluded.bytes_large,
     bytes_small = excluded.bytes_small, made_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  );
  const select = db.prepare('SELECT * FROM hero_copies WHERE name = ?');
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    get(name: string): HeroRecord | null {
      const row = select.get(name);
      if (!row) return null;
      return {
        state: String(row.state) as HeroRecord['state'],
        start: Number(row.start),
        requested_start: Number(row.requested_start),
        length: num(row.length),
        width: num(row.width),
        height: num(row.height),
        bytes_large: num(row.bytes_large),
        bytes_small: num(row.bytes_small),
      };
    },
    set(name: string, record: HeroRecord): void {
      upsert.run(
        name,
        record.state,
        record.start,
        record.requested_start,
        record.length ?? null,
        record.width ?? null,
        record.height ?? null,
        record.bytes_large ?? null,
        record.bytes_small ?? null,
      );
    },
  };
}
