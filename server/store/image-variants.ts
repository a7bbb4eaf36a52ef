import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import type { ImageVariants } from '../../src/lib/image-variants.ts';
import { IMAGE_MEDIA_NAME, mediaNameOf } from '../../src/lib/media.ts';

type Row = Record<string, SQLOutputValue>;

/** The columns a query joined as iv_width, iv_height, iv_widths, read back; null when absent. */
export function joinedVariants(row: Row): ImageVariants | null {
  if (row.iv_width === null || row.iv_width === undefined) return null;
  const widths = String(row.iv_widths ?? '');
  return {
    width: Number(row.iv_width),
    height: Number(row.iv_height),
    widths: widths === '' ? [] : widths.split(',').map(Number),
  };
}

/** A LEFT JOIN that adds iv_* columns for the image at `urlColumn` (a /media/<name> address). */
export const joinVariants = (urlColumn: string): string =>
  `LEFT JOIN image_variants iv ON ${urlColumn} = '/media/' || iv.name`;

export const VARIANT_COLUMNS =
  'iv.width AS iv_width, iv.height AS iv_height, iv.widths AS iv_widths';

export type ImageVariantRows = ReturnType<typeof createImageVariantRows>;

/** The image_variants table (migration 012). */
export function createImageVariantRows(db: DatabaseSync) {
  const upsert = db.prepare(
    `INSERT INTO image_variants (name, width, height, widths) VALUES (?, ?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET width = excluded.width, height = excluded.height,
     widths = excluded.widths, made_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  );
  const select = db.prepare(
    `SELECT width AS iv_width, height AS iv_height, widths AS iv_widths
     FROM image_variants WHERE name = ?`,
  );
  const remove = db.prepare('DELETE FROM image_variants WHERE name = ?');
  // Every image a row points at: video thumbnails (posters, copies) and the portrait photo.
  const referenced = db.prepare(
    `SELECT thumbnail_url AS url FROM videos WHERE thumbnail_url LIKE '/media/%'
     UNION SELECT photo_url AS url FROM site_settings WHERE photo_url LIKE '/media/%'`,
  );
  return {
    get(name: string): ImageVariants | null {
      const row = select.get(name);
      return row ? joinedVariants(row) : null;
    },
    set(name: string, image: ImageVariants): void {
      upsert.run(name, image.width, image.height, image.widths.join(','));
    },
    remove(name: string): void {
      remove.run(name);
    },
    /** The stored image names some row references, in no particular order. */
    referencedImages(): string[] {
      const names = referenced.all().map((row) => mediaNameOf(String(row.url)));
      return names.filter((name): name is string => name !== null && IMAGE_MEDIA_NAME.test(name));
    },
  };
}
