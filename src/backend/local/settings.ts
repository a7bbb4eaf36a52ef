// The local server's site settings: texts in one PUT, the CV and photo as raw bodies.
import { API, type DiskState, FILE_NAME_HEADER, type SiteStatus } from '../../lib/api.ts';
import { normaliseSettings } from '../../lib/site-settings.ts';
import type { SettingsPort } from '../ports/settings.ts';
import type { Http } from './http.ts';

export function createLocalSettings(http: Http): SettingsPort {
  return {
    getSettings: async () => normaliseSettings(await http.json<unknown>(API.settings)),
    saveSettings: async (input) =>
      normaliseSettings(await http.json<unknown>(API.settings, 'PUT', input)),
    async uploadSettingsFile(kind, file) {
      const response = await http.send(API.settingsFile(kind), 'PUT', undefined, file, {
        [FILE_NAME_HEADER]: encodeURIComponent(file.name),
      });
      return normaliseSettings(await response.json());
    },
    deleteSettingsFile: async (kind) =>
      normaliseSettings(await http.json<unknown>(API.settingsFile(kind), 'DELETE')),
    siteStatus: async () => (await http.json<{ state: SiteStatus }>(API.siteStatus)).state,
    serverDisk: async () =>
      (await http.json<{ disk?: DiskState }>(API.siteStatus)).disk ?? ('ok' as const),
    demoContent: async () => (await http.json<{ present: boolean }>(API.demoContent)).present,
    clearDemoContent: () => http.empty(API.demoContent, 'DELETE'),
  };
}
