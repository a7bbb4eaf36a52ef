// An in-memory AdminBackend for component tests: it keeps state like a server would, records
// every call, and can be told to fail or hold the next call of a method. It passes the same
// adapter contract as the real adapters (src/backend/contract/fake.test.ts), so what
// the components see from it is what they get from the local server or Supabase.
import {
  type AdminBackend,
  BackendError,
  type ContactSink,
  type ContentSource,
  type UploadOptions,
} from '../../src/backend/port.ts';
import { passwordChangeSchema } from '../../src/lib/account.ts';
import type { ContactMessage, MessagePage, SessionInfo, SiteStatus } from '../../src/lib/api.ts';
import { creditsOf } from '../../src/lib/credits.ts';
import { IMAGE_EXTENSION_BY_TYPE, isImageMimeType } from '../../src/lib/media.ts';
import type { PrivateLink } from '../../src/lib/private-link.ts';
import { emptySettings, type SiteSettings } from '../../src/lib/site-settings.ts';
import { firstFreeSlug, slugFromTitle } from '../../src/lib/slug.ts';
import type { Layout, Video, VideoInput } from '../../src/lib/video.ts';
import { checkVideoInput } from '../../src/lib/video-input.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './credentials.ts';
import { fakeLinkMethods } from './fake-links.ts';
import { fakeSettingsMethods, type SettingsWorld } from './fake-settings.ts';

type Method = keyof AdminBackend;

export interface FakeBackend extends AdminBackend {
  videos: Video[];
  messages: ContactMessage[];
  links: PrivateLink[];
  session: SessionInfo;
  settings: SiteSettings;
  status: SiteStatus;
  /** Stored CV and photo bytes by address. */
  files: Map<string, Uint8Array>;
  calls: Array<{ method: Method; args: unknown[] }>;
  /** The next call of this method rejects with the error. */
  failNext(method: Method, error: BackendError | Error): void;
  /** The next call of this method waits until the returned function is called. */
  holdNext(method: Method): () => void;
  signInListeners: Set<() => void>;
  /** The public contact form's way into the same data. */
  contact: ContactSink;
  /** Another client of the same data, with a session of its own (signed out at first). */
  client(): FakeBackend;
  /** What the public page reads: visible videos only, in order. */
  publicContent: ContentSource;
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
    visible: true,
    ...extra,
  };
}

interface World extends SettingsWorld {
  videos: Video[];
  messages: ContactMessage[];
  links: PrivateLink[];
  nextId: number;
  password: string;
  /** Every client of this world: a password change signs the others out. */
  clients: Set<FakeBackend>;
}

const unauthorized = () => new BackendError('unauthorized', 401, 'no session');
const notFound = (what: string) => new BackendError('not_found', 404, `no ${what}`);

/** The local server's rules, on the port's terms: the same codes and field keys. */
function checkInput(input: VideoInput): VideoInput {
  const checked = checkVideoInput(input);
  if (checked.ok) return checked.value;
  throw new BackendError('validation', 400, 'invalid video', checked.fields);
}

/** The stores' slug rule (server/store/slugs.ts) and credits, over the fake's own rows. */
function filmFieldsIn(videos: Video[]) {
  return (id: string, values: VideoInput, current: string | null) => {
    const owner = (slug: string) => videos.find((v) => v.slug === slug)?.id;
    let slug: string;
    if (values.slug) {
      const taken = owner(values.slug);
      if (taken !== undefined && taken !== id) {
        throw new BackendError('validation', 400, 'slug taken', { slug: 'slug_taken' });
      }
      slug = values.slug;
    } else {
      slug = current ?? firstFreeSlug(slugFromTitle(values.title), (s) => owner(s) !== undefined);
    }
    return { slug, ...creditsOf(values) };
  };
}

export function createFakeBackend(
  initial: Partial<
    Pick<FakeBackend, 'videos' | 'messages' | 'links' | 'session' | 'settings' | 'status'>
  > = {},
): FakeBackend {
  const world: World = {
    videos: initial.videos ?? [],
    messages: initial.messages ?? [],
    links: initial.links ?? [],
    settings: initial.settings ?? emptySettings(),
    status: initial.status ?? 'up_to_date',
    files: new Map(),
    nextId: 100,
    password: ADMIN_PASSWORD,
    clients: new Set(),
  };
  return fakeClient(world, initial.session ?? { authenticated: true, email: ADMIN_EMAIL });
}

function fakeClient(world: World, session: SessionInfo): FakeBackend {
  const filmFields = (id: string, values: VideoInput, current: string | null) =>
    filmFieldsIn(world.videos)(id, values, current);
  const failures = new Map<Method, BackendError | Error>();
  const holds = new Map<Method, Promise<void>>();
  const newId = () => String(world.nextId++);

  const fake = {
    session,
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
    client: () => fakeClient(world, { authenticated: false }),
    publicContent: {
      listVideos: async () =>
        world.videos
          .filter((v) => v.visible !== false)
          .sort((a, b) => (a.order_position ?? 0) - (b.order_position ?? 0))
          .map((v) => ({ ...v })),
    } satisfies ContentSource,
    contact: {
      async sendContactMessage(input) {
        if (input.website?.trim()) return;
        world.messages.unshift({
          id: newId(),
          name: input.name.trim(),
          email: input.email.trim(),
          message: input.message.trim(),
          created_at: new Date().toISOString(),
        });
      },
    } satisfies ContactSink,
  } as unknown as FakeBackend;
  world.clients.add(fake);
  // The rows belong to the world every client of it shares.
  Object.defineProperty(fake, 'videos', {
    get: () => world.videos,
    set: (videos: Video[]) => {
      world.videos = videos;
    },
  });
  for (const key of ['settings', 'status', 'files', 'links'] as const) {
    Object.defineProperty(fake, key, {
      get: () => world[key],
      set: (value: never) => {
        world[key] = value;
      },
    });
  }
  Object.defineProperty(fake, 'messages', {
    get: () => world.messages,
    set: (messages: ContactMessage[]) => {
      world.messages = messages;
    },
  });

  async function call<T>(method: Method, args: unknown[], run: () => T | Promise<T>): Promise<T> {
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

  /** A write: refused without a session, like the server's guard. */
  function write<T>(method: Method, args: unknown[], run: () => T | Promise<T>): Promise<T> {
    return call(method, args, () => {
      if (!fake.session.authenticated) throw unauthorized();
      return run();
    });
  }

  const find = (id: string) => {
    const found = world.videos.find((v) => v.id === id);
    if (!found) throw notFound(`video ${id}`);
    return found;
  };

  Object.assign(fake, {
    ...fakeSettingsMethods(
      world,
      (method, args, run) => call(method as Method, args, run),
      (method, args, run) => write(method as Method, args, run),
    ),
    ...fakeLinkMethods(world, (method, args, run) => write(method as Method, args, run)),
    // No visitor ever reaches the fake: it has no counts, and reads them only with a session.
    statisticsCounts: (from: string, to: string) => write('statisticsCounts', [from, to], () => []),
    listVideos: () => call('listVideos', [], () => world.videos.map((v) => ({ ...v }))),
    getSession: () => call('getSession', [], () => ({ ...fake.session })),
    signIn: (email: string, password: string) =>
      call('signIn', [email, password], () => {
        if (email !== ADMIN_EMAIL || password !== world.password) {
          throw new BackendError('invalid_credentials', 401, 'wrong email or password');
        }
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
      write('createVideo', [input], () => {
        const values = checkInput(input);
        const id = newId();
        const created: Video = {
          ...filmFields(id, values, null),
          id,
          title: values.title,
          description: values.description ?? null,
          url: values.url,
          video_type: values.video_type,
          thumbnail_url: values.thumbnail_url ?? null,
          order_position: world.videos.length,
          layout: 'normal',
          keep_small_format: false,
          visible: true,
        };
        world.videos.push(created);
        return { ...created };
      }),
    updateVideo: (id: string, input: VideoInput) =>
      write('updateVideo', [id, input], () => {
        const values = checkInput(input);
        const film = filmFields(id, values, find(id).slug ?? null);
        return {
          ...Object.assign(find(id), {
            ...values,
            description: values.description || null,
            thumbnail_url: values.thumbnail_url ?? null,
            ...film,
          }),
        };
      }),
    deleteVideo: (id: string) =>
      write('deleteVideo', [id], () => {
        find(id);
        world.videos = world.videos.filter((v) => v.id !== id);
      }),
    reorderVideos: (ids: string[]) =>
      write('reorderVideos', [ids], () => {
        const current = new Set(world.videos.map((v) => v.id));
        const exact =
          ids.length === current.size &&
          new Set(ids).size === ids.length &&
          ids.every((id) => current.has(id));
        if (!exact) throw new BackendError('validation', 400, 'ids', { ids: 'ids_mismatch' });
        world.videos = ids.map((id, i) => ({ ...find(id), order_position: i }));
      }),
    setLayout: (id: string, layout: Layout) =>
      write('setLayout', [id, layout], () => ({ ...Object.assign(find(id), { layout }) })),
    setKeepSmallFormat: (id: string, keep: boolean) =>
      write('setKeepSmallFormat', [id, keep], () => ({
        ...Object.assign(find(id), { keep_small_format: keep }),
      })),
    setVisible: (id: string, visible: boolean) =>
      write('setVisible', [id, visible], () => ({ ...Object.assign(find(id), { visible }) })),
    changePassword: (currentPassword: string, newPassword: string) =>
      write('changePassword', [currentPassword, newPassword], () => {
        const parsed = passwordChangeSchema.safeParse({
          current_password: currentPassword,
          new_password: newPassword,
        });
        if (!parsed.success) {
          const [issue] = parsed.error.issues;
          throw new BackendError('validation', 400, 'invalid password', {
            [String(issue?.path[0] ?? '')]: issue?.message ?? '',
          });
        }
        if (currentPassword !== world.password) {
          throw new BackendError('validation', 400, 'wrong current password', {
            current_password: 'current_password_incorrect',
          });
        }
        world.password = newPassword;
        for (const other of world.clients) {
          if (other !== fake) other.session = { authenticated: false };
        }
      }),
    uploadVideo: (file: File, options?: UploadOptions) =>
      write('uploadVideo', [file, options], () => {
        // Like the real adapters: an aborted upload rejects.
        if (options?.signal?.aborted) throw new BackendError('aborted', 0, 'upload aborted');
        options?.onProgress?.(50);
        options?.onProgress?.(100);
        return { url: `/media/${file.name}` };
      }),
    uploadThumbnail: (image: Blob) =>
      write('uploadThumbnail', [image], () => {
        if (!isImageMimeType(image.type)) {
          throw new BackendError('unsupported_media_type', 415, `not an image: ${image.type}`);
        }
        return { url: `/media/poster-${newId()}.${IMAGE_EXTENSION_BY_TYPE[image.type]}` };
      }),
    listMessages: (page?: MessagePage) =>
      write('listMessages', page ? [page] : [], () => {
        const all = world.messages
          .map((m) => ({ ...m }))
          .sort((a, b) => b.created_at.localeCompare(a.created_at));
        return page ? all.slice(page.offset, page.offset + page.limit) : all;
      }),
    deleteMessage: (id: string) =>
      write('deleteMessage', [id], () => {
        if (!world.messages.some((m) => m.id === id)) throw notFound(`message ${id}`);
        world.messages = world.messages.filter((m) => m.id !== id);
      }),
  });
  return fake;
}
