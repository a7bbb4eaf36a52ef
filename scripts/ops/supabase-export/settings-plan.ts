// The site settings in the project's terms: the one site_settings row, and the CV and photo as
// objects of their buckets under cv/ and photo/ (the layout the Supabase adapter writes).
// Pure, like plan.ts: the same inputs give the same row, so a second run finds nothing to change.
import { SETTINGS_FILE_BUCKETS } from '../../../src/backend/supabase/settings-buckets.ts';
import { publicObjectUrl } from '../../../src/backend/supabase/storage.ts';
import { mediaNameOf } from '../../../src/lib/media.ts';
import {
  type SettingsFileKind,
  type SiteSettings,
  TEXT_FIELDS,
} from '../../../src/lib/site-settings.ts';

const KINDS: readonly SettingsFileKind[] = ['cv', 'photo'];

export type SettingsRow = Record<string, string | number | null>;

/** A settings file to copy: the local media name and the object it becomes. */
export interface SettingsObject {
  kind: SettingsFileKind;
  bucket: string;
  localName: string;
  objectName: string;
  url: string;
}

export function settingsObjects(local: SiteSettings, baseUrl: string): SettingsObject[] {
  const objects: SettingsObject[] = [];
  for (const kind of KINDS) {
    const localName = local[kind] ? mediaNameOf(local[kind].url) : null;
    if (!localName) continue;
    const objectName = `${kind}/${localName}`;
    const bucket = SETTINGS_FILE_BUCKETS[kind];
    objects.push({
      kind,
      bucket,
      localName,
      objectName,
      url: publicObjectUrl(baseUrl, bucket, objectName),
    });
  }
  return objects;
}

/** The row the project should hold (never id; updated_at is the project's own). */
export function settingsRow(local: SiteSettings, baseUrl: string): SettingsRow {
  const row: SettingsRow = {};
  for (const field of TEXT_FIELDS) row[field] = local[field];
  // The Bande démo: films keep their ids in the project (plan.ts), so the choice carries as is.
  row.showreel_id = local.showreel_id;
  row.showreel_start = local.showreel_start;
  const objects = new Map(settingsObjects(local, baseUrl).map((o) => [o.kind, o]));
  for (const kind of KINDS) {
    const file = local[kind];
    const object = objects.get(kind);
    row[`${kind}_url`] = object?.url ?? null;
    row[`${kind}_name`] = file && object ? file.name : null;
    row[`${kind}_size`] = file && object ? file.size : null;
    row[`${kind}_updated_at`] = file && object ? file.updated_at || null : null;
  }
  return row;
}

const sameInstant = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? Date.parse(a) === Date.parse(b) : a === b;

/** The columns whose value differs in the project (timestamps compared as instants). */
export function changedColumns(wanted: SettingsRow, there: SettingsRow | undefined): string[] {
  return Object.keys(wanted).filter((column) =>
    column.endsWith('_updated_at')
      ? !sameInstant(wanted[column], there?.[column] ?? null)
      : wanted[column] !== (there?.[column] ?? null),
  );
}
