import { randomUUID } from 'node:crypto';
import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import {
  CREDIT_TEXT_FIELDS,
  type Credits,
  type CreditsInput,
  NO_CREDITS,
} from '../../src/lib/credits.ts';
import {
  compactEnglish,
  VIDEO_ENGLISH_FIELDS,
  type VideoEnglish,
} from '../../src/lib/i18n/localize.ts';
import type { ImageVariants } from '../../src/lib/image-variants.ts';
import { mediaUrl } from '../../src/lib/media.ts';
import { type PressQuote, pressOf } from '../../src/lib/press.ts';
import type { Video } from '../../src/lib/video.ts';
import { transaction } from './db.ts';
import {
  createImageVariantRows,
  joinedVariants,
  joinVariants,
  VARIANT_COLUMNS,
} from './image-variants.ts';
import { createSlugRules } from './slugs.ts';
import { createSubtitleRows, type SubtitleRow } from './subtitles.ts';
import {
  createPreviewRows,
  JOIN_PREVIEWS,
  joinedPreview,
  type LightState,
  PREVIEW_COLUMNS,
  type PreviewRecord,
} from './video-previews.ts';

/** The fields the admin form sets; layout and keep_small_format have their own calls. */
export interface VideoFields extends CreditsInput {
  title: string;
  description?: string | null | undefined;
  url: string;
  video_type: string;
  thumbnail_url?: string | null | undefined;
  /** Blank: keep the film's slug, or make one from the title (server/store/slugs.ts). */
  slug?: string | null | undefined;
  /** Absent: 0 for a new film, unchanged for an edit (docs/video-previews.md). */
  preview_start?: number | undefined;
  /** Absent: a new film has none, an edit keeps the stored quotes (src/lib/press.ts). */
  press?: PressQuote[] | undefined;
  /** Absent: 'auto' for a new film, unchanged for an edit (src/lib/aspect.ts). */
  aspect_ratio?: string | undefined;
  /** Absent: off for a new film, unchanged for an edit. */
  fill_frame?: boolean | undefined;
  /**
   * The browser's measurement. Absent: unchanged for an edit that keeps the film's address;
   * a new address forgets the old film's size until it is measured again.
   */
  source_width?: number | null | undefined;
  source_height?: number | null | undefined;
  /** The English site's texts (issue 32); absent keeps the stored ones on an edit. */
  en?: VideoEnglish | null | undefined;
}

/** A film measured after its save (server/media/aspect-probe.ts). */
export interface UnmeasuredFilm {
  id: string;
  url: string;
}

const CREDIT_COLUMNS = ['year', ...CREDIT_TEXT_FIELDS] as const;

/** Both sides or neither: a half-known size is no size. */
function sourceSize(fields: VideoFields): [number | null, number | null] {
  const { source_width: width, source_height: height } = fields;
  return width && height ? [width, height] : [null, null];
}

/** The update's CASE parameters: the new size (twice each) and the new address. */
function sizeUpdate(fields: VideoFields) {
  const [width, height] = sourceSize(fields);
  return [width, width, fields.url, height, height, fields.url];
}
const creditValues = (fields: CreditsInput) =>
  CREDIT_COLUMNS.map((column) => fields[column] ?? null);

/** reorder() was given a list that is not exactly every id once. */
export class ReorderMismatchError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'ReorderMismatchError';
  }
}

type Row = Record<string, SQLOutputValue>;

const text = (value: SQLOutputValue | undefined): string | null =>
  value === null || value === undefined ? null : String(value);

/** The en column: a JSON object of the English texts written, or NULL. */
const englishColumn = (en: VideoEnglish | null | undefined): string | null => {
  const kept = compactEnglish(en, VIDEO_ENGLISH_FIELDS);
  return kept ? JSON.stringify(kept) : null;
};

function englishOf(value: SQLOutputValue | undefined): VideoEnglish | null {
  if (typeof value !== 'string') return null;
  return compactEnglish(JSON.parse(value) as VideoEnglish, VIDEO_ENGLISH_FIELDS);
}

function toVideo(row: Row): Video {
  const variants = joinedVariants(row);
  return {
    id: String(row.id),
    title: String(row.title),
    description: text(row.description),
    url: String(row.url),
    video_type: String(row.video_type),
    thumbnail_url: text(row.thumbnail_url),
    order_position: Number(row.order_position),
    layout: text(row.layout),
    keep_small_format: Number(row.keep_small_format) === 1,
    visible: Number(row.visible) === 1,
    slug: String(row.slug ?? ''),
    aspect_ratio: String(row.aspect_ratio ?? 'auto'),
    source_width: row.source_width === null ? null : Number(row.source_width),
    source_height: row.source_height === null ? null : Number(row.source_height),
    fill_frame: Number(row.fill_frame) === 1,
    ...creditsOf(row),
    press: pressOf(row.press),
    en: englishOf(row.en),
    ...joinedPreview(row),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
    ...(variants ? { thumbnail_variants: variants } : {}),
  };
}

function creditsOf(row: Row): Credits {
  const credits: Credits = { ...NO_CREDITS };
  for (const field of CREDIT_TEXT_FIELDS) credits[field] = text(row[field]);
  credits.year = row.year === null || row.year === undefined ? null : Number(row.year);
  return credits;
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
const ORDER = 'order_position ASC, created_at ASC, id ASC';

export type VideoStore = ReturnType<typeof createVideoStore>;

type Writes = Record<string, (...args: never[]) => unknown>;

/**
 * Every write bumps the revision, even one that throws or changes nothing: a reader caching
 * list() by revision can be stale only if a write bypasses this object.
 */
function counted<T extends Writes>(writes: T, bump: () => void): T {
  const wrapped: Writes = {};
  for (const [name, write] of Object.entries(writes)) {
    wrapped[name] = (...args) => {
      try {
        return write(...args);
      } finally {
        bump();
      }
    };
  }
  return wrapped as T;
}

export function createVideoStore(db: DatabaseSync) {
  const slugs = createSlugRules(db);
  const creditSet = CREDIT_COLUMNS.map((column) => `${column} = ?`).join(', ');
  const images = createImageVariantRows(db);
  const previews = createPreviewRows(db);
  const subtitles = createSubtitleRows(db);
  // Every read carries the thumbnail's variants (docs/image-variants.md) when they were made.
  // ... and the preview copy's state (docs/video-previews.md).
  const select = `SELECT videos.*, ${VARIANT_COLUMNS}, ${PREVIEW_COLUMNS} FROM videos
    ${joinVariants('videos.thumbnail_url')} ${JOIN_PREVIEWS}`;
  const sql = {
    list: db.prepare(`${select} ORDER BY ${ORDER}`),
    listVisible: db.prepare(`${select} WHERE visible = 1 ORDER BY ${ORDER}`),
    get: db.prepare(`${select} WHERE videos.id = ?`),
    count: db.prepare('SELECT COUNT(*) AS n FROM videos'),
    insert: db.prepare(
      `INSERT INTO videos (id, title, description, url, video_type, thumbnail_url, order_position,
       layout, slug, preview_start, press, aspect_ratio, fill_frame, source_width, source_height,
       en, ${CREDIT_COLUMNS.join(', ')})
       VALUES (?, ?, ?, ?, ?, ?, ?, 'normal', ?, ?, ?, ?, ?, ?, ?, ?,
       ${CREDIT_COLUMNS.map(() => '?').join(', ')})`,
    ),
    update: db.prepare(
      `UPDATE videos SET title = ?, description = ?, url = ?, video_type = ?, thumbnail_url = ?,
       slug = ?, preview_start = COALESCE(?, preview_start), press = COALESCE(?, press),
       aspect_ratio = COALESCE(?, aspect_ratio), fill_frame = COALESCE(?, fill_frame),
       source_width = CASE WHEN ? IS NOT NULL THEN ? WHEN url = ? THEN source_width END,
       source_height = CASE WHEN ? IS NOT NULL THEN ? WHEN url = ? THEN source_height END,
       en = ?, ${creditSet}, updated_at = ${NOW}
       WHERE id = ?`,
    ),
    setSourceSize: db.prepare(
      `UPDATE videos SET source_width = ?, source_height = ?, updated_at = ${NOW}
       WHERE id = ? AND url = ?`,
    ),
    unmeasured: db.prepare(
      `SELECT id, url FROM videos WHERE video_type = 'direct' AND source_width IS NULL
       ORDER BY ${ORDER}`,
    ),
    setLayout: db.prepare(`UPDATE videos SET layout = ?, updated_at = ${NOW} WHERE id = ?`),
    setSmall: db.prepare(
      `UPDATE videos SET keep_small_format = ?, updated_at = ${NOW} WHERE id = ?`,
    ),
    setVisible: db.prepare(`UPDATE videos SET visible = ?, updated_at = ${NOW} WHERE id = ?`),
    setPosition: db.prepare(
      `UPDATE videos SET order_position = ?, updated_at = ${NOW} WHERE id = ?`,
    ),
    fillThumbnail: db.prepare(
      `UPDATE videos SET thumbnail_url = ?, updated_at = ${NOW}
       WHERE id = ? AND url = ? AND thumbnail_url IS NULL`,
    ),
    replaceThumbnail: db.prepare(
      `UPDATE videos SET thumbnail_url = ?, updated_at = ${NOW} WHERE id = ? AND thumbnail_url = ?`,
    ),
    delete: db.prepare('DELETE FROM videos WHERE id = ?'),
    ids: db.prepare('SELECT id FROM videos'),
    referencing: db.prepare(
      'SELECT 1 AS hit FROM videos WHERE url = ? OR thumbnail_url = ? LIMIT 1',
    ),
    referencingVisible: db.prepare(
      'SELECT 1 AS hit FROM videos WHERE visible = 1 AND (url = ? OR thumbnail_url = ?) LIMIT 1',
    ),
  };

  // A film with subtitle files carries them (migration 040, docs/subtitles.md).
  const withSubtitles = (videos: Video[]): Video[] => {
    const tracks = subtitles.byVideo();
    return videos.map((video) => {
      const found = tracks.get(video.id);
      return found ? { ...video, subtitles: found } : video;
    });
  };
  const get = (id: string): Video | null => {
    const row = sql.get.get(id);
    return row ? (withSubtitles([toVideo(row)])[0] ?? null) : null;
  };

  let revision = 0;
  const reads = {
    /** Every video, hidden ones included: what the administrator manages. */
    list: (): Video[] => withSubtitles(sql.list.all().map(toVideo)),
    /** What the public site shows: hidden videos are left out, the others keep their positions. */
    listVisible: (): Video[] => withSubtitles(sql.listVisible.all().map(toVideo)),
    /** A film's subtitle rows, with their stored names. */
    subtitlesOf: (id: string): SubtitleRow[] => subtitles.ofVideo(id),
    get,
    count: (): number => Number(sql.count.get()?.n ?? 0),
    /** Changes after every write through this store (the only writer of the running server). */
    revision: (): number => revision,

    /** The current slug an old film address leads to, or null (server/store/slugs.ts). */
    redirectFor: (slug: string): string | null => slugs.redirectFor(slug),
    slugRedirects: () => slugs.redirects(),

    /** Uploaded films whose size is not known yet, in portfolio order. */
    unmeasured: (): UnmeasuredFilm[] =>
      sql.unmeasured.all().map((row) => ({ id: String(row.id), url: String(row.url) })),

    /** True when a row points at /media/<name>: only those files are served or kept. */
    isReferencedMedia(name: string): boolean {
      const path = mediaUrl(name);
      return sql.referencing.get(path, path) !== undefined;
    },
    /** A file some visible video uses: anyone may fetch it; a hidden video's file needs access. */
    isPublicMedia(name: string): boolean {
      const path = mediaUrl(name);
      return sql.referencingVisible.get(path, path) !== undefined;
    },
  };

  const writes = {
    /**
     * Appends at the end of the list (position = current count) with layout 'normal'. Throws
     * SlugTakenError when the requested slug is another film's.
     */
    create(fields: VideoFields): Video {
      const id = randomUUID();
      transaction(db, () => {
        const position = Number(sql.count.get()?.n ?? 0);
        const slug = slugs.choose(id, fields.slug ?? null, fields.title, null);
        sql.insert.run(
          id,
          fields.title,
          fields.description ?? null,
          fields.url,
          fields.video_type,
          fields.thumbnail_url ?? null,
          position,
          slug,
          fields.preview_start ?? 0,
          JSON.stringify(fields.press ?? []),
          fields.aspect_ratio ?? 'auto',
          fields.fill_frame ? 1 : 0,
          ...sourceSize(fields),
          englishColumn(fields.en),
          ...creditValues(fields),
        );
        slugs.moved(id, null, slug);
      });
      return get(id) as Video;
    },

    /** A changed slug leaves the old one as a redirect. Throws SlugTakenError. */
    update(id: string, fields: VideoFields): Video | null {
      return transaction(db, () => {
        const before = get(id);
        if (!before) return null;
        const current = before.slug || null;
        const slug = slugs.choose(id, fields.slug ?? null, fields.title, current);
        sql.update.run(
          fields.title,
          fields.description ?? null,
          fields.url,
          fields.video_type,
          fields.thumbnail_url ?? null,
          slug,
          fields.preview_start ?? null,
          fields.press ? JSON.stringify(fields.press) : null,
          fields.aspect_ratio ?? null,
          fields.fill_frame === undefined ? null : fields.fill_frame ? 1 : 0,
          ...sizeUpdate(fields),
          englishColumn(fields.en === undefined ? before.en : fields.en),
          ...creditValues(fields),
          id,
        );
        slugs.moved(id, current, slug);
        return get(id);
      });
    },

    /**
     * Records a film's measured size while the row still shows that file (a replaced file must
     * not get the old one's size). True when the row changed.
     */
    setSourceSize(id: string, url: string, width: number, height: number): boolean {
      return sql.setSourceSize.run(width, height, id, url).changes === 1;
    },

    /** Gives rows from before film pages their slug (openStore, after the migrations). */
    // Checked by a read first, so opening a folder whose films all have slugs writes nothing.
    fillMissingSlugs: (): number =>
      slugs.hasMissing() ? transaction(db, () => slugs.fillMissing()) : 0,

    setLayout(id: string, layout: string): Video | null {
      return sql.setLayout.run(layout, id).changes ? get(id) : null;
    },

    setKeepSmallFormat(id: string, keep: boolean): Video | null {
      return sql.setSmall.run(keep ? 1 : 0, id).changes ? get(id) : null;
    },

    setVisible(id: string, visible: boolean): Video | null {
      return sql.setVisible.run(visible ? 1 : 0, id).changes ? get(id) : null;
    },

    /**
     * Compare-and-set in one statement: the thumbnail becomes `to` only while it is still `from`
     * (a background copy must not overwrite an edit made meanwhile). True when the row changed.
     */
    replaceThumbnail(id: string, from: string, to: string): boolean {
      return sql.replaceThumbnail.run(to, id, from).changes === 1;
    },

    /**
     * Records the variants made of a stored image (a thumbnail or the photo): a write here, so
     * the public list's revision moves and its next answer carries them.
     */
    setImageVariants(name: string, image: ImageVariants): void {
      images.set(name, image);
    },

    forgetImageVariants(name: string): void {
      images.remove(name);
    },

    /**
     * Stores a subtitle row, replacing the film's file of the same language and kind; returns
     * the replaced row, whose file the caller removes once this has committed.
     */
    addSubtitle(row: SubtitleRow, bytes: number): SubtitleRow | null {
      return transaction(db, () => {
        const replaced = subtitles.same(row.videoId, row.language, row.kind);
        if (replaced) subtitles.remove(replaced.id);
        subtitles.insert(row, bytes);
        return replaced;
      });
    },

    /** Removes a film's subtitle row; returns it (its file goes after), or null when unknown. */
    removeSubtitle(videoId: string, id: string): SubtitleRow | null {
      return transaction(db, () => {
        const existing = subtitles.get(videoId, id);
        if (existing) subtitles.remove(id);
        return existing;
      });
    },

    /** Records a film's preview copy (docs/video-previews.md): a write, so the lists move. */
    setPreview(name: string, record: PreviewRecord): void {
      previews.set(name, record);
    },

    forgetPreview(name: string): void {
      previews.remove(name);
    },

    /** Records a film's 720p copy (migration 020) on its preview row: a write, so the lists move. */
    setLight(name: string, state: LightState, bytes: number | null): void {
      previews.setLight(name, state, bytes);
    },

    /**
     * The same compare-and-set for a row without a thumbnail: set only while the row still shows
     * the video `url` and no thumbnail (the Vimeo thumbnail found after a save).
     */
    fillThumbnail(id: string, url: string, to: string): boolean {
      return sql.fillThumbnail.run(to, id, url).changes === 1;
    },

    /** Returns the deleted row, so the caller can remove its stored file once this has committed. */
    delete(id: string): Video | null {
      return transaction(db, () => {
        const existing = get(id);
        if (existing) sql.delete.run(id);
        return existing;
      });
    },

    /** Positions 0..n-1 in the given order, all or nothing. */
    reorder(ids: readonly string[]): void {
      transaction(db, () => {
        const current = new Set(sql.ids.all().map((row) => String(row.id)));
        const given = new Set(ids);
        if (given.size !== ids.length) throw new ReorderMismatchError('duplicate ids');
        if (given.size !== current.size || ids.some((id) => !current.has(id))) {
          throw new ReorderMismatchError('ids must list every video exactly once');
        }
        ids.forEach((id, position) => {
          sql.setPosition.run(position, id);
        });
      });
    },
  };

  return {
    ...reads,
    ...counted(writes, () => {
      revision += 1;
    }),
  };
}
