import {
  API,
  type ContactMessage,
  FILE_NAME_HEADER,
  type SessionInfo,
  type SiteStatus,
} from '../../lib/api.ts';
import type { PrivateLink } from '../../lib/private-link.ts';
import { normaliseSettings } from '../../lib/site-settings.ts';
import type { DailyCount } from '../../lib/statistics/counts.ts';
import type { Layout, Video, VideoInput } from '../../lib/video.ts';
import type { AdminBackend, PreviewStatus } from '../port.ts';
import { createHttp, type FetchLike } from './http.ts';
import { tusUpload } from './upload.ts';

export interface LocalBackendOptions {
  /** Origin of the server; empty (same origin) in the browser. */
  baseUrl?: string;
  fetch?: FetchLike;
}

const AUTH_CHANNEL = 'filmfolio-auth';
const SIGNED_IN = 'signed-in';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_CHANNEL) : null;
}

/** The AdminBackend of the embedded server: fetch /api/*, tus uploads to /api/uploads/. */
export function createLocalBackend(options: LocalBackendOptions = {}): AdminBackend {
  const baseUrl = options.baseUrl ?? '';
  const http = createHttp(baseUrl, options.fetch ?? ((input, init) => fetch(input, init)));
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  // This tab hears its own broadcast too; the source tells it apart from another tab's sign-in.
  const source = Math.random().toString(36).slice(2);

  return {
    listVideos: () => http.json<Video[]>(API.adminVideos),
    getSession: () => http.json<SessionInfo>(API.session),

    async signIn(email, password) {
      await http.empty(API.session, 'POST', { email, password });
      // Local auth pushes no events: this tab and the other open tabs learn it from here.
      const channel = openChannel();
      channel?.postMessage({ type: SIGNED_IN, source });
      channel?.close();
      notify();
    },

    signOut: () => http.empty(API.session, 'DELETE'),
    changePassword: (currentPassword, newPassword) =>
      http.empty(API.password, 'PUT', {
        current_password: currentPassword,
        new_password: newPassword,
      }),

    onSignedIn(callback) {
      listeners.add(callback);
      const channel = openChannel();
      if (channel) {
        channel.onmessage = (event: MessageEvent<{ type?: string; source?: string }>) => {
          if (event.data?.type === SIGNED_IN && event.data.source !== source) callback();
        };
      }
      return () => {
        listeners.delete(callback);
        channel?.close();
      };
    },

    createVideo: (input: VideoInput) => http.json<Video>(API.videos, 'POST', input),
    updateVideo: (id, input) => http.json<Video>(API.video(id), 'PUT', input),
    deleteVideo: (id) => http.empty(API.video(id), 'DELETE'),
    reorderVideos: (ids) => http.empty(API.order, 'PUT', { ids }),
    setLayout: (id, layout: Layout) => http.json<Video>(API.video(id), 'PATCH', { layout }),
    setKeepSmallFormat: (id, keepSmallFormat) =>
      http.json<Video>(API.video(id), 'PATCH', { keep_small_format: keepSmallFormat }),
    setVisible: (id, visible) => http.json<Video>(API.video(id), 'PATCH', { visible }),
    requestPreview: async (id) => {
      await http.json<unknown>(API.videoPreview(id), 'POST');
    },
    previewStatus: (id) => http.json<PreviewStatus>(API.previewStatus(id)),
    sendPreview: async (id, copy) => {
      await http.send(API.videoPreview(id), 'PUT', undefined, copy);
    },

    uploadVideo: (file, uploadOptions) => tusUpload(baseUrl, file, uploadOptions),
    uploadThumbnail: (image) =>
      http.json<{ url: string }>(API.thumbnails, 'POST', undefined, image),

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

    listMessages: (page) =>
      http.json<ContactMessage[]>(
        page ? `${API.messages}?limit=${page.limit}&offset=${page.offset}` : API.messages,
      ),
    deleteMessage: (id) => http.empty(API.message(id), 'DELETE'),

    listLinks: () => http.json<PrivateLink[]>(API.links),
    createLink: (input) => http.json<PrivateLink>(API.links, 'POST', input),
    updateLink: (id, input) => http.json<PrivateLink>(API.link(id), 'PUT', input),
    setLinkDisabled: (id, disabled) => http.json<PrivateLink>(API.link(id), 'PATCH', { disabled }),
    deleteLink: (id) => http.empty(API.link(id), 'DELETE'),
    statisticsCounts: async (from, to) =>
      (await http.json<{ counts: DailyCount[] }>(API.statistics(from, to))).counts,
  };
}
