// The AdminBackend on Supabase, assembled from one file per feature: Auth for the session,
// PostgREST (row-level security decides who may write) for the rows, Storage for the files.
// Loaded only by the admin pages (create.ts).
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import type { AdminBackend } from '../port.ts';
import { createHiddenFiles } from './hidden-files.ts';
import { createSupabaseLinks } from './links.ts';
import { createSupabaseMessages } from './messages.ts';
import { createSupabasePreviews } from './previews.ts';
import { publicSupabaseConfig, type SupabasePublicConfig } from './rest.ts';
import { createSupabaseSession } from './session.ts';
import { createSupabaseSettings } from './settings.ts';
import { createSupabaseStatistics } from './statistics.ts';
import { createSupabaseSubtitles } from './subtitles.ts';
import { createSupabaseVideos } from './videos.ts';
import type { OEmbedOptions } from './vimeo-oembed.ts';

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
  // Videos and their preview copies share where a hidden film's files are.
  const hiddenFiles = createHiddenFiles(client, config.url);

  return {
    ...createSupabaseSession(client, config),
    ...createSupabaseVideos(client, config, hiddenFiles, oEmbed),
    ...createSupabasePreviews(client, config.url),
    ...createSupabaseSettings(client, config.url),
    ...createSupabaseMessages(client),
    ...createSupabaseLinks(client),
    ...createSupabaseStatistics(client),
    ...createSupabaseSubtitles(),
  };
}
