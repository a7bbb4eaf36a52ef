// The AdminBackend on Supabase: Auth for the session, PostgREST (row-level security decides who
// may write) for the rows, Storage for the files. Loaded only by the admin pages (create.ts).
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import type { ContactMessage } from '../../lib/api.ts';
import { creditsOf } from '../../lib/credits.ts';
import { IMAGE_EXTENSION_BY_TYPE, isImageMimeType, MAX_IMAGE_BYTES } from '../../lib/media.ts';
import type { Video, VideoInput } from '../../lib/video.ts';
import { type AdminBackend, BackendError } from '../port.ts';
import { fromAuth, fromPostgrest, fromStatus, type PostgrestErrorLike } from './errors.ts';
import { createHiddenFiles } from './hidden-files.ts';
import { parseVideoInput } from './input.ts';
import { createSupabaseLinks } from './links.ts';
import { changeSupabasePassword } from './password.ts';
import {
  createPreviewCopies,
  createReplacedCopyRemover,
  previewColumnsOf,
  withPreviewState,
} from './preview-copy.ts';
import { publicSupabaseConfig, type SupabasePublicConfig } from './rest.ts';
import { createSupabaseSettings } from './settings.ts';
import { createSupabaseStatistics } from './statistics.ts';
import {
  CACHE_CONTROL_SECONDS,
  objectNameFromPublicUrl,
  PREVIEW_BUCKET,
  publicObjectUrl,
  storedAddress,
  THUMBNAIL_BUCKET,
  VIDEO_BUCKET,
} from './storage.ts';
import { uploadVideoResumable } from './upload.ts';
import { type OEmbedOptions, withVimeoThumbnail } from './vimeo-oembed.ts';

interface Result<T> {
  data: T | null;
  error: PostgrestErrorLike | null;
  status: number;
}

/** Unwraps a PostgREST answer or throws the BackendError it stands for. */
function take<T>({ data, error, status }: Result<T>): T {
  if (error) throw fromPostgrest(error, status);
  if (data === null) throw new BackendError('not_found', 404, 'no row returned');
  return data;
}

/** The row's columns for what the form sends; a null slug keeps (or makes) the film's slug. */
function columnsOf(values: VideoInput) {
  return {
    title: values.title,
    description: values.description || null,
    url: values.url,
    video_type: values.video_type,
    thumbnail_url: values.thumbnail_url ?? null,
    slug: values.slug || null,
    ...creditsOf(values),
    ...previewColumnsOf(values),
  };
}

export interface SupabaseBackendOptions {
  /** Where Vimeo's oEmbed endpoint is: a stand-in on 127.0.0.1 in tests, Vimeo's otherwise. */
  oEmbed?: OEmbedOptions;
  /** Where the session is kept (the browser's localStorage by default): tests reload with it. */
  authStorage?: NonNullable<SupabaseClientOptions<'public'>['auth']>['storage'];
}

export function createSupabaseBackend(
  config: SupabasePublicConfig | null = publicSupabaseConfig(),
  { oEmbed, authStorage }: SupabaseBackendOptions = {},
): AdminBackend {
  if (!config) {
    throw new Error(
      'PUBLIC_BACKEND=supabase needs PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY',
    );
  }
  const client: SupabaseClient = createClient(config.url, config.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      ...(authStorage ? { storage: authStorage } : {}),
    },
  });
  const videos = () => client.from('videos');

  async function isAdmin(): Promise<boolean> {
    const { data, error, status } = await client.rpc('is_admin');
    if (error) {
      const failure = fromPostgrest(error, status);
      if (failure.code === 'unauthorized') return false;
      throw failure;
    }
    return data === true;
  }

  async function accessToken(): Promise<string> {
    const { data } = await client.auth.getSession();
    if (!data.session) throw new BackendError('unauthorized', 401, 'no session');
    return data.session.access_token;
  }

  async function removeOwnFile(url: string | null, bucket: string) {
    const name = url ? objectNameFromPublicUrl(url, config?.url ?? '', bucket) : null;
    if (!name) return;
    const { error } = await client.storage.from(bucket).remove([name]);
    // The row is already gone; a leftover file costs storage, not correctness.
    if (error) console.warn(`could not remove ${bucket}/${name}`, error);
  }

  const hiddenFiles = createHiddenFiles(client, config.url);
  const sendPreview = createPreviewCopies(client, config.url);
  const replacedCopies = createReplacedCopyRemover(client, config.url);

  /** What the form sends back for a hidden video names its preview's signed addresses. */
  const stored = (input: VideoInput): VideoInput => ({
    ...input,
    url: storedAddress(input.url, config.url),
    thumbnail_url: input.thumbnail_url ? storedAddress(input.thumbnail_url, config.url) : null,
  });

  const settings = createSupabaseSettings(client, config.url);

  const patch = async (id: string, values: Record<string, unknown>) => {
    const [video] = await hiddenFiles.withPreviews([
      take<Video>(await videos().update(values).eq('id', id).select().single()),
    ]);
    return video as Video;
  };

  return {
    // Row-level security gives the administrator hidden rows too, and anon only visible ones.
    async listVideos() {
      const rows = take<Video[]>(
        await videos().select('*').order('order_position', { ascending: true }),
      );
      return hiddenFiles.withPreviews(rows.map((row) => withPreviewState(row, config.url)));
    },

    async getSession() {
      const { data } = await client.auth.getSession();
      if (!data.session) return { authenticated: false };
      // The stored session may have been ended elsewhere (a password change ends the others):
      // only Auth knows, as PostgREST accepts the access token until it expires. Auth answers
      // 403 session_not_found, and supabase-js then forgets the session.
      const { error: ended } = await client.auth.getUser();
      if (ended) {
        if (
          ended.status === 401 ||
          ended.status === 403 ||
          ended.name === 'AuthSessionMissingError'
        ) {
          await client.auth.signOut({ scope: 'local' });
          return { authenticated: false };
        }
        throw fromAuth(ended);
      }
      // Signed in is not enough: only an account on the allow-list is the administrator.
      if (!(await isAdmin())) return { authenticated: false };
      const email = data.session.user.email;
      return email ? { authenticated: true, email } : { authenticated: true };
    },

    async signIn(email, password) {
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw fromAuth(error);
      if (!(await isAdmin())) {
        await client.auth.signOut();
        throw new BackendError('invalid_credentials', 401, 'account is not an administrator');
      }
    },

    async signOut() {
      const { error } = await client.auth.signOut();
      if (error) throw fromAuth(error);
    },

    changePassword: (currentPassword, newPassword) =>
      changeSupabasePassword(client, config, currentPassword, newPassword),

    onSignedIn(callback) {
      const { data } = client.auth.onAuthStateChange((event) => {
        if (event !== 'SIGNED_IN') return;
        // supabase-js deadlocks if its own calls are awaited inside this callback: defer.
        setTimeout(() => {
          isAdmin()
            .then((admin) => {
              if (admin) callback();
            })
            .catch((error: unknown) => console.error('admin check failed', error));
        }, 0);
      });
      return () => data.subscription.unsubscribe();
    },

    async createVideo(input) {
      const values = await withVimeoThumbnail(parseVideoInput(input), oEmbed);
      // No order_position: the database puts the row after the last one, under a lock
      // (supabase/migrations/20261123130000_video_position_at_end.sql).
      // A blank slug is made from the title by the database, numbered when taken
      // (supabase/migrations/20261123140400_video_credits.sql).
      const row = { ...columnsOf(values), layout: 'normal' };
      return take<Video>(await videos().insert(row).select().single());
    },

    async updateVideo(id, input) {
      const values = columnsOf(await withVimeoThumbnail(parseVideoInput(stored(input)), oEmbed));
      const before = await replacedCopies.before(id);
      const row = take<Video>(await videos().update(values).eq('id', id).select().single());
      await replacedCopies.after(before, row);
      // A new file or poster given to a hidden video goes where its other files are.
      if (row.visible === false) await hiddenFiles.move(row, false);
      const [shown] = await hiddenFiles.withPreviews([row]);
      return shown as Video;
    },

    async deleteVideo(id) {
      const deleted = take<
        Pick<Video, 'url' | 'thumbnail_url' | 'preview_url' | 'preview_poster_url'>[]
      >(
        await videos()
          .delete()
          .eq('id', id)
          .select('url, thumbnail_url, preview_url, preview_poster_url'),
      );
      const [row] = deleted;
      if (!row) throw new BackendError('not_found', 404, `no video ${id}`);
      await removeOwnFile(row.url, VIDEO_BUCKET);
      await removeOwnFile(row.thumbnail_url, THUMBNAIL_BUCKET);
      for (const url of [row.preview_url, row.preview_poster_url]) {
        await removeOwnFile(url ?? null, PREVIEW_BUCKET);
      }
      // A hidden video's files sit in the private buckets under the same names.
      await hiddenFiles.removePrivate(row);
    },

    async reorderVideos(ids) {
      const { error, status } = await client.rpc('reorder_videos', { ids });
      if (error) throw fromPostgrest(error, status);
    },

    setLayout: (id, layout) => patch(id, { layout }),
    setKeepSmallFormat: (id, keepSmallFormat) => patch(id, { keep_small_format: keepSmallFormat }),
    async setVisible(id, visible) {
      const row = take<Video>(await videos().update({ visible }).eq('id', id).select().single());
      await hiddenFiles.move(row, visible);
      const [video] = await hiddenFiles.withPreviews([row]);
      return video as Video;
    },

    sendPreview,

    async uploadVideo(file, options) {
      return uploadVideoResumable(config.url, await accessToken(), file, options);
    },

    async uploadThumbnail(image) {
      if (!isImageMimeType(image.type))
        throw new BackendError('unsupported_media_type', 415, `not an image: ${image.type}`);
      if (image.size > MAX_IMAGE_BYTES) {
        throw new BackendError('payload_too_large', 413, `thumbnail is ${image.size} bytes`);
      }
      const name = `${crypto.randomUUID()}.${IMAGE_EXTENSION_BY_TYPE[image.type]}`;
      const { error } = await client.storage.from(THUMBNAIL_BUCKET).upload(name, image, {
        contentType: image.type,
        cacheControl: CACHE_CONTROL_SECONDS,
        upsert: false,
      });
      if (error) {
        const status = 'status' in error && typeof error.status === 'number' ? error.status : 0;
        throw fromStatus(status, error.message);
      }
      return { url: publicObjectUrl(config.url, THUMBNAIL_BUCKET, name) };
    },

    getSettings: () => settings.getSettings(),
    saveSettings: (input) => settings.saveSettings(input),
    uploadSettingsFile: (kind, file) => settings.uploadSettingsFile(kind, file),
    deleteSettingsFile: (kind) => settings.deleteSettingsFile(kind),
    // The rebuild function and the deploy workflow write this row
    // (supabase/migrations/20261126090100_site_rebuild_status.sql); none yet: cannot tell.
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

    async listMessages(page) {
      return take<ContactMessage[]>(
        await client
          .from('contact_messages')
          .select('id, name, email, message, created_at')
          .order('created_at', { ascending: false })
          .range(page?.offset ?? 0, (page?.offset ?? 0) + (page?.limit ?? 1000) - 1),
      );
    },

    async deleteMessage(id) {
      const deleted = take<{ id: string }[]>(
        await client.from('contact_messages').delete().eq('id', id).select('id'),
      );
      if (deleted.length === 0) throw new BackendError('not_found', 404, `no message ${id}`);
    },
    ...createSupabaseLinks(client),
    ...createSupabaseStatistics(client),
  };
}
