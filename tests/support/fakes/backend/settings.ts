// The fake backend's site settings, CV, photo and site status: the local server's rules on the
// port's terms (the schema's field codes, content and size checks, a new address per file).
import { BackendError } from '../../../../src/backend/port.ts';
import type { DiskState, SiteStatus } from '../../../../src/lib/api.ts';
import { fieldErrors } from '../../../../src/lib/field-errors.ts';
import { settingsFileExtension } from '../../../../src/lib/file-magic.ts';
import { compactEnglish, SETTINGS_ENGLISH_FIELDS } from '../../../../src/lib/i18n/localize.ts';
import { SETTINGS_FILE_MAX_BYTES } from '../../../../src/lib/media.ts';
import {
  type SettingsFileKind,
  type SiteSettings,
  type SiteSettingsInput,
  siteSettingsSchema,
} from '../../../../src/lib/site-settings.ts';
import type { FakeCall } from './call.ts';

export interface SettingsWorld {
  settings: SiteSettings;
  status: SiteStatus;
  /** The server's disk as the dashboard hears of it (unset: 'ok'). */
  disk?: DiskState;
  /** Stored files by address, so a test reads back what it sent. */
  files: Map<string, Uint8Array>;
  nextId: number;
  /** The films the fake treats as a local data folder's demo content (none unless a test says). */
  demoVideoIds: string[];
}

export function fakeSettingsMethods(
  world: SettingsWorld & { videos: Array<{ id: string }> },
  read: FakeCall,
  write: FakeCall,
) {
  const copy = () => structuredClone(world.settings);
  return {
    getSettings: () => read('getSettings', [], copy),
    saveSettings: (input: SiteSettingsInput) =>
      write('saveSettings', [input], () => {
        const parsed = siteSettingsSchema.safeParse(input);
        if (!parsed.success) {
          throw new BackendError('validation', 400, 'invalid settings', fieldErrors(parsed.error));
        }
        const title = parsed.data.title || world.settings.title;
        const { en, ...texts } = parsed.data;
        const english =
          en === undefined ? world.settings.en : compactEnglish(en, SETTINGS_ENGLISH_FIELDS);
        const { en: _stored, ...rest } = world.settings;
        world.settings = {
          ...rest,
          ...texts,
          ...(english ? { en: english } : {}),
          showreel_id: parsed.data.showreel_id ?? world.settings.showreel_id,
          showreel_start: parsed.data.showreel_start ?? world.settings.showreel_start,
          title: parsed.data.title ? title : 'Chef Opérateur',
          updated_at: new Date().toISOString(),
        };
        return copy();
      }),
    uploadSettingsFile: (kind: SettingsFileKind, file: File) =>
      write('uploadSettingsFile', [kind, file], async () => {
        if (file.size > SETTINGS_FILE_MAX_BYTES[kind]) {
          throw new BackendError('payload_too_large', 413, `${kind} is ${file.size} bytes`);
        }
        const bytes = new Uint8Array(await file.arrayBuffer());
        const extension = settingsFileExtension(kind, bytes);
        if (!extension) throw new BackendError('unsupported_media_type', 415, `not a ${kind}`);
        const url = `/media/${kind}-${world.nextId++}.${extension}`;
        const replaced = world.settings[kind];
        if (replaced) world.files.delete(replaced.url);
        world.files.set(url, bytes);
        const updated_at = new Date().toISOString();
        world.settings = {
          ...world.settings,
          [kind]: { url, name: file.name, size: file.size, updated_at },
          updated_at,
        };
        return copy();
      }),
    deleteSettingsFile: (kind: SettingsFileKind) =>
      write('deleteSettingsFile', [kind], () => {
        const replaced = world.settings[kind];
        if (replaced) world.files.delete(replaced.url);
        world.settings = { ...world.settings, [kind]: null };
        return copy();
      }),
    siteStatus: () => write('siteStatus', [], () => world.status),
    serverDisk: () => Promise.resolve(world.disk ?? 'ok'),
    // The demo is the films named in demoVideoIds, as the local server tells its demo films.
    demoContent: () =>
      write('demoContent', [], () =>
        world.videos.some((video) => world.demoVideoIds.includes(video.id)),
      ),
    clearDemoContent: () =>
      write('clearDemoContent', [], () => {
        world.videos = world.videos.filter((video) => !world.demoVideoIds.includes(video.id));
        world.demoVideoIds = [];
      }),
  };
}
