// The site settings on Supabase: one row of site_settings (anyone reads, only the administrator
// writes, by RLS) and the CV and photo each in its bucket (type and size limits in the bucket,
// admin-only writes). supabase/migrations/20261123140600_site_settings.sql. The site's status is
// the row the rebuild function and the deploy workflow write.
import type { SupabaseClient } from '@supabase/supabase-js';
import { fieldErrors } from '../../lib/field-errors.ts';
import { settingsFileExtension } from '../../lib/file-magic.ts';
import { compactEnglish, SETTINGS_ENGLISH_FIELDS } from '../../lib/i18n/localize.ts';
import { SETTINGS_FILE_MAX_BYTES, SETTINGS_FILE_TYPES } from '../../lib/media.ts';
import {
  type SettingsFileKind,
  type SiteSettings,
  type SiteSettingsInput,
  siteSettingsSchema,
} from '../../lib/site-settings.ts';
import { BackendError } from '../port.ts';
import type { SettingsPort } from '../ports/settings.ts';
import { fromPostgrest, fromStatus } from './errors.ts';
import { settingsFromRow } from './rest.ts';
import { SETTINGS_FILE_BUCKETS } from './settings-buckets.ts';
import { CACHE_CONTROL_SECONDS, objectNameFromPublicUrl, publicObjectUrl } from './storage.ts';

export function createSupabaseSettings(client: SupabaseClient, baseUrl: string): SettingsPort {
  const table = () => client.from('site_settings');

  async function requireSession(): Promise<void> {
    const { data } = await client.auth.getSession();
    if (!data.session) throw new BackendError('unauthorized', 401, 'no session');
  }

  async function writeRow(values: Record<string, unknown>): Promise<SiteSettings> {
    const { data, error, status } = await table().update(values).eq('id', 1).select().single();
    if (error) throw fromPostgrest(error, status);
    return settingsFromRow(data as Record<string, unknown>);
  }

  async function removeFile(kind: SettingsFileKind, url: string | undefined) {
    const bucket = SETTINGS_FILE_BUCKETS[kind];
    const name = url ? objectNameFromPublicUrl(url, baseUrl, bucket) : null;
    if (!name) return;
    const { error } = await client.storage.from(bucket).remove([name]);
    if (error) console.warn(`could not remove ${bucket}/${name}`, error);
  }

  async function getSettings(): Promise<SiteSettings> {
    const { data, error, status } = await table().select('*').eq('id', 1).maybeSingle();
    if (error) throw fromPostgrest(error, status);
    return settingsFromRow((data ?? undefined) as Record<string, unknown> | undefined);
  }

  return {
    getSettings,

    async saveSettings(input: SiteSettingsInput): Promise<SiteSettings> {
      const parsed = siteSettingsSchema.safeParse(input);
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error);
        throw new BackendError('validation', 400, 'settings do not match the schema', fields);
      }
      const { en, ...texts } = parsed.data;
      // Absent English texts keep the stored ones; an empty object clears them (issue 32).
      const english = en === undefined ? {} : { en: compactEnglish(en, SETTINGS_ENGLISH_FIELDS) };
      return writeRow({ ...texts, ...english, updated_at: new Date().toISOString() });
    },

    async uploadSettingsFile(kind: SettingsFileKind, file: File): Promise<SiteSettings> {
      if (file.size > SETTINGS_FILE_MAX_BYTES[kind]) {
        throw new BackendError('payload_too_large', 413, `${kind} is ${file.size} bytes`);
      }
      const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
      const extension = settingsFileExtension(kind, head);
      if (!extension) throw new BackendError('unsupported_media_type', 415, `not a ${kind} file`);
      const before = (await getSettings())[kind];
      const name = `${kind}/${crypto.randomUUID()}.${extension}`;
      const { error } = await client.storage.from(SETTINGS_FILE_BUCKETS[kind]).upload(name, file, {
        contentType: SETTINGS_FILE_TYPES[extension] ?? 'application/octet-stream',
        cacheControl: CACHE_CONTROL_SECONDS,
        upsert: false,
      });
      if (error) {
        const status = 'status' in error && typeof error.status === 'number' ? error.status : 0;
        throw fromStatus(status, error.message);
      }
      const url = publicObjectUrl(baseUrl, SETTINGS_FILE_BUCKETS[kind], name);
      const now = new Date().toISOString();
      let saved: SiteSettings;
      try {
        saved = await writeRow({
          [`${kind}_url`]: url,
          [`${kind}_name`]: file.name.slice(0, 200),
          [`${kind}_size`]: file.size,
          [`${kind}_updated_at`]: now,
          updated_at: now,
        });
      } catch (failure) {
        await removeFile(kind, url);
        throw failure;
      }
      await removeFile(kind, before?.url);
      return saved;
    },

    async deleteSettingsFile(kind: SettingsFileKind): Promise<SiteSettings> {
      const before = (await getSettings())[kind];
      const saved = await writeRow({
        [`${kind}_url`]: null,
        [`${kind}_name`]: null,
        [`${kind}_size`]: null,
        [`${kind}_updated_at`]: null,
        updated_at: new Date().toISOString(),
      });
      await removeFile(kind, before?.url);
      return saved;
    },

    // Storage is Supabase's: no disk of the owner's to watch.
    serverDisk: async () => 'ok' as const,

    // supabase/migrations/20261126090100_site_rebuild_status.sql; no row yet: cannot tell.
    async siteStatus() {
      const { data, error, status } = await client
        .from('site_rebuild_status')
        .select('state')
        .eq('id', 1)
        .maybeSingle();
      if (error) throw fromPostgrest(error, status);
      const state = (data as { state?: unknown } | null)?.state;
      return state === 'up_to_date' || state === 'updating' || state === 'failed'
        ? state
        : 'unknown';
    },

    // A Supabase project is never seeded with the demo (docs/supabase.md): nothing to clear, but
    // the same answer as the local server without a session.
    async demoContent() {
      await requireSession();
      return false;
    },
    async clearDemoContent() {
      await requireSession();
    },
  };
}
