// An in-memory AdminBackend for component tests: it keeps state like a server would, records
// every call, and can be told to fail or hold the next call of a method. It passes the same
// adapter contract as the real adapters (src/backend/contract/fake.test.ts), so what
// the components see from it is what they get from the local server or Supabase. Each feature's
// methods are in backend/<feature>.ts, named as the adapters' files; this file assembles
// them over one shared world and adds the test controls.
import {
  type AdminBackend,
  BackendError,
  type ContactSink,
  type ContentSource,
} from '../../../src/backend/port.ts';
import type { ContactMessage, SessionInfo, SiteStatus } from '../../../src/lib/api.ts';
import type { PrivateLink } from '../../../src/lib/private-link.ts';
import { emptySettings, type SiteSettings } from '../../../src/lib/site-settings.ts';
import type { Video } from '../../../src/lib/video.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../harness/credentials.ts';
import type { FakeCall } from './backend/call.ts';
import { fakeLinkMethods, type LinksWorld } from './backend/links.ts';
import { fakeContactSink, fakeMessageMethods, type MessagesWorld } from './backend/messages.ts';
import { fakePreviewMethods } from './backend/previews.ts';
import { fakeSessionMethods, type SessionWorld } from './backend/session.ts';
import { fakeSettingsMethods, type SettingsWorld } from './backend/settings.ts';
import { fakeStatisticsMethods } from './backend/statistics.ts';
import { fakeSubtitleMethods } from './backend/subtitles.ts';
import { fakePublicContent, fakeVideoMethods, type VideosWorld } from './backend/videos.ts';

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

type World = SettingsWorld & VideosWorld & MessagesWorld & LinksWorld & SessionWorld;

export function createFakeBackend(
  initial: Partial<
    Pick<FakeBackend, 'videos' | 'messages' | 'links' | 'session' | 'settings' | 'status'>
  > & { demoVideoIds?: string[] } = {},
): FakeBackend {
  const world: World = {
    videos: initial.videos ?? [],
    messages: initial.messages ?? [],
    links: initial.links ?? [],
    settings: initial.settings ?? emptySettings(),
    status: initial.status ?? 'up_to_date',
    files: new Map(),
    nextId: 100,
    demoVideoIds: initial.demoVideoIds ?? [],
    password: ADMIN_PASSWORD,
    clients: new Set(),
  };
  return fakeClient(world, initial.session ?? { authenticated: true, email: ADMIN_EMAIL });
}

function fakeClient(world: World, session: SessionInfo): FakeBackend {
  const failures = new Map<Method, BackendError | Error>();
  const holds = new Map<Method, Promise<void>>();

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
    publicContent: fakePublicContent(world),
    contact: fakeContactSink(world),
  } as unknown as FakeBackend;
  world.clients.add(fake);
  // The rows belong to the world every client of it shares.
  for (const key of ['videos', 'messages', 'settings', 'status', 'files', 'links'] as const) {
    Object.defineProperty(fake, key, {
      get: () => world[key],
      set: (value: never) => {
        world[key] = value;
      },
    });
  }

  const call: FakeCall = async (method, args, run) => {
    fake.calls.push({ method: method as Method, args });
    const hold = holds.get(method as Method);
    if (hold) {
      holds.delete(method as Method);
      await hold;
    }
    const failure = failures.get(method as Method);
    if (failure) {
      failures.delete(method as Method);
      throw failure;
    }
    return run();
  };

  /** A write: refused without a session, like the server's guard. */
  const write: FakeCall = (method, args, run) =>
    call(method, args, () => {
      if (!fake.session.authenticated) throw new BackendError('unauthorized', 401, 'no session');
      return run();
    });

  Object.assign(fake, {
    ...fakeSessionMethods(world, fake, call, write),
    ...fakeVideoMethods(world, call, write),
    ...fakePreviewMethods(world, write),
    ...fakeSettingsMethods(world, call, write),
    ...fakeMessageMethods(world, write),
    ...fakeLinkMethods(world, write),
    ...fakeStatisticsMethods(write),
    ...fakeSubtitleMethods(world, write),
  });
  return fake;
}
