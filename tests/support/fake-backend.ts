// An in-memory AdminBackend for component tests: it keeps state like a server would, records
// every call, and can be told to fail the next call of a method. The real adapters are exercised
// against the real server by the adapter and end-to-end suites.

import { type AdminBackend, BackendError, type UploadOptions } from '../../src/backend/port.ts';
import type { ContactMessage, SessionInfo, SiteStatus } from '../../src/lib/api.ts';
import {
  emptySettings,
  type SettingsFileKind,
  type SiteSettings,
  type SiteSettingsInput,
} from '../../src/lib/site-settings.ts';
import type { Layout, Video, VideoInput } from '../../src/lib/video.ts';

type Method = keyof AdminBackend;

export interface FakeBackend extends AdminBackend {
  videos: Video[];
  messages: ContactMessage[];
  session: SessionInfo;
  settings: SiteSettings;
  status: SiteStatus;
  calls: Array<{ method: Method; args: unknown[] }>;
  /** The next call of this method rejects with the error. */
  failNext(method: Method, error: BackendError | Error): void;
  /** The next call of this method waits until the returned function is called. */
  holdNext(method: Method): () => void;
  signInListeners: Set<() => void>;
}

export function video(id: string, position: number, extra: Partial<Video> = {}): Video {
  return {
    id,
    title: `Vidéo ${id}`,
    description: `Description ${id}`,
    url: `https://www.youtube.com/watch?v=${id.padEnd(11, 'x').slice(0, 11)}`,
    video_type: 'youtube',
    thumbnail_url: null,
    order_position: position,
    layout: 'normal',
    keep_small_format: false,
    ...extra,
  };
}

export function createFakeBackend(
  initial: Partial<
    Pick<FakeBackend, 'videos' | 'messages' | 'session' | 'settings' | 'status'>
  > = {},
): FakeBackend {
  const failures = new Map<Method, BackendError | Error>();
  const holds = new Map<Method, Promise<void>>();
  let nextId = 100;

  const fake = {
    videos: initial.videos ?? [],
    messages: initial.messages ?? [],
    session: initial.session ?? { authenticated: true, email: 'admin@example.com' },
    settings: initial.settings ?? { ...emptySettings(), name: 'Camille Moreau' },
    status: initial.status ?? 'up_to_date',
    calls: [],
    signInListeners: new Set<() => void>(),
    failNext(method: Method, error: BackendError | Error) {
      failures.set(method, error);
    },
    holdNext(method: Method) {
      let release = () => {};
      holds.set(
        method,
        new Promise<void>((r) => {
          release = r;
        }),
      );
      return () => release();
    },
  } as unknown as FakeBackend;

  async function call<T>(method: Method, args: unknown[], run: () => T): Promise<T> {
    fake.calls.push({ method, args });
    const hold = holds.get(method);
    if (hold) {
      holds.delete(method);
      await hold;
    }
    const failure = failures.get(method);
    if (failure) {
      failures.delete(method);
      throw failure;
    }
    return run();
  }

  const find = (id: string) => {
    const found = fake.videos.find((v) => v.id === id);
    if (!found) throw new Error(`no video ${id}`);
    return found;
  };

  Object.assign(fake, {
    listVideos: () => call('listVideos', [], () => fake.videos.map((v) => ({ ...v }))),
    getSession: () => call('getSession', [], () => ({ ...fake.session })),
    signIn: (email: string, password: string) =>
      call('signIn', [email, password], () => {
        fake.session = { authenticated: true, email };
        for (const listener of fake.signInListeners) listener();
      }),
    signOut: () =>
      call('signOut', [], () => {
        fake.session = { authenticated: false };
      }),
    onSignedIn(callback: () => void) {
      fake.signInListeners.add(callback);
      return () => fake.signInListeners.delete(callback);
    },
    createVideo: (input: VideoInput) =>
      call('createVideo', [input], () => {
        const created: Video = {
          id: String(nextId++),
          title: input.title,
          description: input.description ?? null,
          url: input.url,
          video_type: input.video_type,
          thumbnail_url: input.thumbnail_url ?? null,
          order_position: fake.videos.length,
          layout: 'normal',
          keep_small_format: false,
        };
        fake.videos.push(created);
        return created;
      }),
    updateVideo: (id: string, input: VideoInput) =>
      call('updateVideo', [id, input], () => Object.assign(find(id), input)),
    deleteVideo: (id: string) =>
      call('deleteVideo', [id], () => {
        fake.videos = fake.videos.filter((v) => v.id !== id);
      }),
    reorderVideos: (ids: string[]) =>
      call('reorderVideos', [ids], () => {
        fake.videos = ids.map((id, i) => ({ ...find(id), order_position: i }));
      }),
    setLayout: (id: string, layout: Layout) =>
      call('setLayout', [id, layout], () => Object.assign(find(id), { layout })),
    setKeepSmallFormat: (id: string, keep: boolean) =>
      call('setKeepSmallFormat', [id, keep], () =>
        Object.assign(find(id), { keep_small_format: keep }),
      ),
    uploadVideo: (file: File, options?: UploadOptions) =>
      call('uploadVideo', [file, options], () => {
        // Like the real adapters: an aborted upload rejects.
        if (options?.signal?.aborted) throw new BackendError('aborted', 0, 'upload aborted');
        options?.onProgress?.(50);
        options?.onProgress?.(100);
        return { url: `/media/${file.name}` };
      }),
    uploadThumbnail: (image: Blob) =>
      call('uploadThumbnail', [image], () => ({ url: '/media/poster.jpg' })),
    getSettings: () => call('getSettings', [], () => structuredClone(fake.settings)),
    saveSettings: (input: SiteSettingsInput) =>
      call('saveSettings', [input], () => {
        fake.settings = { ...fake.settings, ...input, updated_at: new Date().toISOString() };
        return structuredClone(fake.settings);
      }),
    uploadSettingsFile: (kind: SettingsFileKind, file: File) =>
      call('uploadSettingsFile', [kind, file], () => {
        const url = `/media/${kind}-${nextId++}`;
        const updated_at = new Date().toISOString();
        fake.settings = {
          ...fake.settings,
          [kind]: { url, name: file.name, size: file.size, updated_at },
        };
        return structuredClone(fake.settings);
      }),
    deleteSettingsFile: (kind: SettingsFileKind) =>
      call('deleteSettingsFile', [kind], () => {
        fake.settings = { ...fake.settings, [kind]: null };
        return structuredClone(fake.settings);
      }),
    siteStatus: () => call('siteStatus', [], () => fake.status),
    listMessages: () => call('listMessages', [], () => [...fake.messages]),
    deleteMessage: (id: string) =>
      call('deleteMessage', [id], () => {
        fake.messages = fake.messages.filter((m) => m.id !== id);
      }),
  });
  return fake;
}
