import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import {
  compactEnglish,
  SETTINGS_ENGLISH_FIELDS,
  type SettingsEnglish,
} from '../../src/lib/i18n/localize.ts';
import { mediaUrl } from '../../src/lib/media.ts';
import { showreelCopyOf } from '../../src/lib/showreel.ts';
import {
  emptySettings,
  type SettingsFile,
  type SettingsFileKind,
  type SiteSettings,
  type SiteSettingsInput,
  TEXT_FIELDS,
} from '../../src/lib/site-settings.ts';
import { transaction } from './db.ts';
import { joinedVariants, joinVariants, VARIANT_COLUMNS } from './image-variants.ts';

export type { SettingsFileKind };

type Row = Record<string, SQLOutputValue>;

// The chosen film's hero copy (migration 024), when the chosen film is an uploaded one.
const HERO_COLUMNS =
  'hero_copies.state AS hero_state, hero_copies.width AS hero_width, hero_copies.height AS hero_height';
const JOIN_HERO = `LEFT JOIN videos AS reel ON reel.id = site_settings.showreel_id
  AND reel.video_type = 'direct'
  LEFT JOIN hero_copies ON '/media/' || hero_copies.name = reel.url`;
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

function fileOf(row: Row, kind: SettingsFileKind): SettingsFile | null {
  const url = row[`${kind}_url`];
  if (typeof url !== 'string' || url === '') return null;
  return {
    url,
    name: String(row[`${kind}_name`] ?? ''),
    size: Number(row[`${kind}_size`] ?? 0),
    updated_at: String(row[`${kind}_updated_at`] ?? ''),
  };
}

function toSettings(row: Row | undefined): SiteSettings {
  const settings = emptySettings();
  if (!row) return settings;
  for (const field of TEXT_FIELDS) {
    const value = row[field];
    if (typeof value === 'string' && (value !== '' || field !== 'title')) settings[field] = value;
  }
  if (typeof row.en === 'string') {
    const en = compactEnglish(JSON.parse(row.en) as SettingsEnglish, SETTINGS_ENGLISH_FIELDS);
    if (en) settings.en = en;
  }
  settings.showreel_id = String(row.showreel_id ?? '');
  settings.showreel_start = Number(row.showreel_start ?? 0);
  settings.showreel_copy = showreelCopyOf({
    state: row.hero_state,
    width: row.hero_width,
    height: row.hero_height,
  });
  settings.cv = fileOf(row, 'cv');
  settings.photo = fileOf(row, 'photo');
  const variants = joinedVariants(row);
  if (settings.photo && variants) settings.photo.variants = variants;
  settings.updated_at = typeof row.updated_at === 'string' ? row.updated_at : null;
  return settings;
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;

/** The one settings row (created by migration 004). */
export function createSettingsStore(db: DatabaseSync) {
  const select = db.prepare(
    `SELECT site_settings.*, ${VARIANT_COLUMNS}, ${HERO_COLUMNS} FROM site_settings
     ${joinVariants('site_settings.photo_url')} ${JOIN_HERO} WHERE site_settings.id = 1`,
  );
  const update = db.prepare(
    `UPDATE site_settings SET ${TEXT_FIELDS.map((f) => `${f} = ?`).join(', ')},
     en = COALESCE(?, en),
     showreel_id = COALESCE(?, showreel_id), showreel_start = COALESCE(?, showreel_start),
     updated_at = ${NOW} WHERE id = 1`,
  );
  const ensureRow = db.prepare('INSERT OR IGNORE INTO site_settings (id) VALUES (1)');
  const referencing = db.prepare(
    'SELECT 1 AS hit FROM site_settings WHERE id = 1 AND (cv_url = ? OR photo_url = ?)',
  );
  const fileUpdate = (kind: SettingsFileKind) =>
    db.prepare(
      `UPDATE site_settings SET ${kind}_url = ?, ${kind}_name = ?, ${kind}_size = ?,
       ${kind}_updated_at = ${NOW}, updated_at = ${NOW} WHERE id = 1`,
    );
  const files = { cv: fileUpdate('cv'), photo: fileUpdate('photo') };

  const read = () => toSettings(select.get());

  return {
    get: read,

    /** Writes every text field in one transaction; returns the stored settings. */
    save(input: SiteSettingsInput): SiteSettings {
      return transaction(db, () => {
        ensureRow.run();
        // Absent English texts keep the stored ones; an empty object clears them (issue 32).
        const en =
          input.en === undefined
            ? null
            : JSON.stringify(compactEnglish(input.en, SETTINGS_ENGLISH_FIELDS) ?? {});
        update.run(
          ...TEXT_FIELDS.map((field) => input[field]),
          en,
          input.showreel_id ?? null,
          input.showreel_start ?? null,
        );
        return read();
      });
    },

    /**
     * Points the settings at a new stored file (or none); returns the file it replaced, so the
     * caller removes it only once this has committed.
     */
    setFile(
      kind: SettingsFileKind,
      file: { name: string; storedName: string; size: number } | null,
    ): { settings: SiteSettings; replaced: SettingsFile | null } {
      return transaction(db, () => {
        ensureRow.run();
        const replaced = read()[kind];
        files[kind].run(
          file ? mediaUrl(file.storedName) : null,
          file?.name ?? null,
          file?.size ?? null,
        );
        return { settings: read(), replaced };
      });
    },

    isReferencedMedia(name: string): boolean {
      const path = mediaUrl(name);
      return referencing.get(path, path) !== undefined;
    },
  };
}
