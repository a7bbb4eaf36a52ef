import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import { mediaNameOf, VIDEO_MEDIA_NAME } from '../../src/lib/media.ts';
import type { Video } from '../../src/lib/video.ts';
import { type PreviewState, previewUrls } from '../../src/lib/video-preview.ts';

type Row = Record<string, SQLOutputValue>;

/** A LEFT JOIN adding the vp_* columns of the film's preview row (migration 014). */
export const JOIN_PREVIEWS = "LEFT JOIN video_previews vp ON videos.url = '/media/' || vp.name";
export const PREVIEW_COLUMNS = 'vp.state AS vp_state, vp.requested_start AS vp_requested';

/**
 * The preview fields of a video read with JOIN_PREVIEWS: only an uploaded film has a preview; a
 * copy made from another start than the film's current choice is missing until remade.
 */
export function joinedPreview(
  row: Row,
): Pick<Video, 'preview_start' | 'preview_state' | 'preview_url' | 'preview_poster_url'> {
  const start = Number(row.preview_start ?? 0);
  const name = mediaNameOf(String(row.url));
  if (!name || !VIDEO_MEDIA_NAME.test(name)) return { preview_start: start };
  const stored = row.vp_state === null || row.vp_state === undefined ? null : String(row.vp_state);
  const current = stored !== null && Number(row.vp_requested) === start;
  const state: PreviewState = current ? (stored as PreviewState) : 'missing';
  if (state !== 'ready') return { preview_start: start, preview_state: state };
  const urls = previewUrls(name);
  return {
    preview_start: start,
    preview_state: state,
    preview_url: urls.video,
    preview_poster_url: urls.poster,
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
  const remove = db.prepare('DELETE FROM video_previews WHERE name = ?');
  // Every uploaded film, with its own choice of start and its preview row if any.
  const films = db.prepare(
    `SELECT DISTINCT videos.url AS url, videos.preview_start AS preview_start, ${PREVIEW_COLUMNS}
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
    /** Uploaded films whose current copy is ready: their files are kept and backed up. */
    ready(): string[] {
      return filmsWhere((state, current) => current && state === 'ready').map((f) => f.name);
    },
  };
}
