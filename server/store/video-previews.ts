import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import { mediaNameOf, mediaUrl, VIDEO_MEDIA_NAME } from '../../src/lib/media.ts';
import type { Video } from '../../src/lib/video.ts';
import { type PreviewState, previewUrls } from '../../src/lib/video-preview.ts';
import { lightName } from '../../src/lib/video-preview-light.ts';

type Row = Record<string, SQLOutputValue>;

/** A LEFT JOIN adding the vp_* columns of the film's preview row (migrations 014 and 020). */
export const JOIN_PREVIEWS = "LEFT JOIN video_previews vp ON videos.url = '/media/' || vp.name";
const STATE_COLUMNS = 'vp.state AS vp_state, vp.requested_start AS vp_requested';
export const PREVIEW_COLUMNS = `${STATE_COLUMNS}, vp.light_state AS vp_light`;

export type LightState = 'ready' | 'none' | 'failed';

/**
 * The preview fields of a video read with JOIN_PREVIEWS: only an uploaded film has a preview; a
 * copy made from another start than the film's current choice is missing until remade.
 */
export function joinedPreview(
  row: Row,
): Pick<
  Video,
  'preview_start' | 'preview_state' | 'preview_url' | 'preview_poster_url' | 'light_url'
> {
  const start = Number(row.preview_start ?? 0);
  const name = mediaNameOf(String(row.url));
  if (!name || !VIDEO_MEDIA_NAME.test(name)) return { preview_start: start };
  // The lighter copy does not depend on the excerpt: a new start keeps it.
  const light = row.vp_light === 'ready' ? { light_url: mediaUrl(lightName(name)) } : {};
  const stored = row.vp_state === null || row.vp_state === undefined ? null : String(row.vp_state);
  const current = stored !== null && Number(row.vp_requested) === start;
  const state: PreviewState = current ? (stored as PreviewState) : 'missing';
  if (state !== 'ready') return { preview_start: start, preview_state: state, ...light };
  const urls = previewUrls(name);
  return {
    preview_start: start,
    preview_state: state,
    preview_url: urls.video,
    preview_poster_url: urls.poster,
    ...light,
  };
}

export interface PreviewRecord {
  state: 'preparing' | 'ready' | 'failed';
  start: number;
  requested_start: number;
  width?: number | null;
  height?: number | null;
  duration?: number | null;
  bytes?: number | null;
}

/** A stored film that needs a preview: its media name and the start its row asks for. */
export interface PreviewWanted {
  name: string;
  start: number;
}

export type PreviewRows = ReturnType<typeof createPreviewRows>;

/** The video_previews table (migration 014). */
export function createPreviewRows(db: DatabaseSync) {
  const upsert = db.prepare(
    `INSERT INTO video_previews (name, state, start, requested_start, width, height, duration, bytes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET state = excluded.state, start = excluded.start,
     requested_start = excluded.requested_start, width = excluded.width, height = excluded.height,
     duration = excluded.duration, bytes = excluded.bytes,
     made_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  );
  const select = db.prepare('SELECT * FROM video_previews WHERE name = ?');
  // Prepared when first used: backups read archives made before migration 020 with this code.
  const lazy = (sql: string) => {
    let statement: ReturnType<DatabaseSync['prepare']> | undefined;
    return () => {
      statement ??= db.prepare(sql);
      return statement;
    };
  };
  const setLight = lazy(
    'UPDATE video_previews SET light_state = ?, light_bytes = ? WHERE name = ?',
  );
  // Films with a preview row but no word yet on their lighter copy (made after the preview).
  const lightUnknown = lazy(
    `SELECT DISTINCT vp.name AS name FROM videos ${JOIN_PREVIEWS}
     WHERE vp.state = 'ready' AND vp.light_state IS NULL`,
  );
  const lightMade = lazy(
    `SELECT DISTINCT vp.name AS name FROM videos ${JOIN_PREVIEWS} WHERE vp.light_state = 'ready'`,
  );
  const remove = db.prepare('DELETE FROM video_previews WHERE name = ?');
  // Every uploaded film, with its own choice of start and its preview row if any.
  const films = db.prepare(
    // Without the lighter copy's column: backups read archives made before migration 020.
    `SELECT DISTINCT videos.url AS url, videos.preview_start AS preview_start, ${STATE_COLUMNS}
     FROM videos ${JOIN_PREVIEWS} WHERE videos.url LIKE '/media/%'`,
  );
  const orphans = db.prepare(
    `DELETE FROM video_previews WHERE NOT EXISTS
     (SELECT 1 FROM videos WHERE videos.url = '/media/' || video_previews.name)`,
  );
  const filmsWhere = (keep: (state: string | null, current: boolean) => boolean) =>
    films.all().flatMap((row): PreviewWanted[] => {
      const name = mediaNameOf(String(row.url));
      if (!name || !VIDEO_MEDIA_NAME.test(name)) return [];
      const start = Number(row.preview_start ?? 0);
      const state = row.vp_state === null ? null : String(row.vp_state);
      return keep(state, state !== null && Number(row.vp_requested) === start)
        ? [{ name, start }]
        : [];
    });
  return {
    get(name: string): PreviewRecord | null {
      const row = select.get(name);
      if (!row) return null;
      const num = (v: SQLOutputValue | undefined) =>
        v === null || v === undefined ? null : Number(v);
      return {
        state: String(row.state) as PreviewRecord['state'],
        start: Number(row.start),
        requested_start: Number(row.requested_start),
        width: num(row.width),
        height: num(row.height),
        duration: num(row.duration),
        bytes: num(row.bytes),
      };
    },
    set(name: string, record: PreviewRecord): void {
      upsert.run(
        name,
        record.state,
        record.start,
        record.requested_start,
        record.width ?? null,
        record.height ?? null,
        record.duration ?? null,
        record.bytes ?? null,
      );
    },
    remove(name: string): void {
      remove.run(name);
    },
    /** Rows of films no video uses any more (deleted or replaced). */
    removeOrphans(): void {
      orphans.run();
    },
    /** Uploaded films whose copy is missing, stale or left half-made; failed ones only if asked. */
    wanted(includeFailed: boolean): PreviewWanted[] {
      return filmsWhere(
        (state, current) =>
          !current || state === 'preparing' || (includeFailed && state === 'failed'),
      );
    },
    /** Records the lighter copy's outcome on the film's preview row (migration 020). */
    setLight(name: string, state: LightState, bytes: number | null = null): void {
      setLight().run(state, bytes, name);
    },
    lightState(name: string): LightState | null {
      const row = select.get(name);
      return row?.light_state ? (String(row.light_state) as LightState) : null;
    },
    /** Films whose lighter copy is still to be looked at (one at a time, after the previews). */
    lightWanted(): string[] {
      return lightUnknown()
        .all()
        .map((row) => String(row.name));
    },
    /** Films whose lighter copy is made: its file is kept and backed up. */
    lightReady(): string[] {
      return lightMade()
        .all()
        .map((row) => String(row.name));
    },
    /** Uploaded films with no copy for their current start yet (new, replaced, a new start). */
    unqueued(): PreviewWanted[] {
      return filmsWhere((_state, current) => !current);
    },
    /** Uploaded films whose current copy is ready: their files are kept and backed up. */
    ready(): string[] {
      return filmsWhere((state, current) => current && state === 'ready').map((f) => f.name);
    },
  };
}
