import type { DatabaseSync } from 'node:sqlite';
import { mediaUrl } from '../../src/lib/media.ts';
import { isSubtitleKind } from '../../src/lib/subtitles/subtitle-file.ts';
import type { SubtitleTrack } from '../../src/lib/subtitles/track.ts';

/** A stored subtitle file's row (migration 040, docs/subtitles.md). */
export interface SubtitleRow extends SubtitleTrack {
  videoId: string;
  name: string;
}

/**
 * The rows of video_subtitles. Only the video store writes them (server/store/videos.ts), so
 * every change moves the lists' revision and the next rebuild carries it.
 */
export function createSubtitleRows(db: DatabaseSync) {
  const sql = {
    all: db.prepare('SELECT * FROM video_subtitles ORDER BY video_id, language, kind'),
    ofVideo: db.prepare('SELECT * FROM video_subtitles WHERE video_id = ? ORDER BY language, kind'),
    get: db.prepare('SELECT * FROM video_subtitles WHERE id = ? AND video_id = ?'),
    same: db.prepare(
      'SELECT * FROM video_subtitles WHERE video_id = ? AND language = ? AND kind = ?',
    ),
    insert: db.prepare(
      'INSERT INTO video_subtitles (id, video_id, language, kind, name, bytes) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    remove: db.prepare('DELETE FROM video_subtitles WHERE id = ?'),
    named: db.prepare('SELECT 1 AS hit FROM video_subtitles WHERE name = ?'),
  };
  const toRow = (row: Record<string, unknown>): SubtitleRow => {
    const kind = String(row.kind);
    return {
      id: String(row.id),
      videoId: String(row.video_id),
      language: String(row.language),
      kind: isSubtitleKind(kind) ? kind : 'subtitles',
      name: String(row.name),
      url: mediaUrl(String(row.name)),
    };
  };
  return {
    /** Every film's tracks, by film id. */
    byVideo(): Map<string, SubtitleTrack[]> {
      const found = new Map<string, SubtitleTrack[]>();
      for (const row of sql.all.all().map(toRow)) {
        const tracks = found.get(row.videoId) ?? [];
        tracks.push(track(row));
        found.set(row.videoId, tracks);
      }
      return found;
    },
    ofVideo: (videoId: string): SubtitleRow[] => sql.ofVideo.all(videoId).map(toRow),
    get(videoId: string, id: string): SubtitleRow | null {
      const row = sql.get.get(id, videoId);
      return row ? toRow(row) : null;
    },
    /** The row this file replaces (same film, language and kind), or null. */
    same(videoId: string, language: string, kind: string): SubtitleRow | null {
      const row = sql.same.get(videoId, language, kind);
      return row ? toRow(row) : null;
    },
    insert(row: SubtitleRow, bytes: number): void {
      sql.insert.run(row.id, row.videoId, row.language, row.kind, row.name, bytes);
    },
    remove: (id: string): void => void sql.remove.run(id),
    /** True when a row names this file: only those are served or kept. */
    isStored: (name: string): boolean => sql.named.get(name) !== undefined,
  };
}

const track = ({ id, language, kind, url }: SubtitleRow): SubtitleTrack => ({
  id,
  language,
  kind,
  url,
});
