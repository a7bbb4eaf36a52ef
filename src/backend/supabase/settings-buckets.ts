import type { SettingsFileKind } from '../../lib/site-settings.ts';

/**
 * Each settings file in its own bucket, so that each bucket's size and type limits are that
 * file's (supabase/migrations/20261123140600_site_settings.sql); objects go under `<kind>/`.
 */
export const SETTINGS_FILE_BUCKETS: Readonly<Record<SettingsFileKind, string>> = {
  cv: 'site-files',
  photo: 'site-photos',
};
