// Supabase mode's public side, in plain fetch against PostgREST: the landing page and the
// build use it, so it must not pull supabase-js into the landing bundle.
import type { ContactInput } from '../../lib/api.ts';
import type { SlugRedirect } from '../../lib/film-page.ts';
import { sortVideos } from '../../lib/layout.ts';
import { normaliseSettings } from '../../lib/site-settings.ts';
import type { Video } from '../../lib/video.ts';
import { isVideo } from '../../lib/video-shape.ts';
import {
  BackendError,
  type ContactSink,
  type ContentSource,
  type SettingsSource,
} from '../port.ts';
import { fromStatus } from './errors.ts';
import { trimSlash } from './storage.ts';

export interface SupabasePublicConfig {
  url: string;
  anonKey: string;
}

const TIMEOUT_MS = 8000;

/** The browser-safe settings baked in at build time; null when either is missing. */
export function publicSupabaseConfig(): SupabasePublicConfig | null {
  const url = import.meta.env.PUBLIC_SUPABASE_URL;
  const anonKey = import.meta.env.PUBLIC_SUPABASE_ANON_KEY;
  if (typeof url !== 'string' || !url || typeof anonKey !== 'string' || !anonKey) return null;
  return { url: trimSlash(url), anonKey };
}

function headers(config: SupabasePublicConfig): Record<string, string> {
  return {
    apikey: config.anonKey,
    authorization: `Bearer ${config.anonKey}`,
    accept: 'application/json',
  };
}

export function videosRequest(config: SupabasePublicConfig): [string, RequestInit] {
  return [
    `${config.url}/rest/v1/videos?select=*&order=order_position.asc`,
    { headers: headers(config) },
  ];
}

/** Null when the honeypot was filled: the message is dropped without a word. */
export function contactRequest(
  config: SupabasePublicConfig,
  input: ContactInput,
): [string, RequestInit] | null {
  if (input.website?.trim()) return null;
  const body = {
    name: input.name.trim(),
    email: input.email.trim(),
    message: input.message.trim(),
    // The site's language the message came from (issue 32).
    lang: input.lang === 'en' ? 'en' : 'fr',
  };
  return [
    `${config.url}/rest/v1/contact_messages`,
    {
      method: 'POST',
      // return=minimal: visitors may insert but not read back, so ask for no row.
      headers: { ...headers(config), 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify(body),
    },
  ];
}

async function detail(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : response.statusText;
  } catch {
    return response.statusText;
  }
}

/** @public Reached through create.ts's dynamic import, which knip cannot follow. */
export function createSupabaseContentSource(
  config: SupabasePublicConfig,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): ContentSource {
  return {
    async listVideos() {
      const [url, init] = videosRequest(config);
      const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw fromStatus(response.status, await detail(response));
      const body: unknown = await response.json();
      if (!Array.isArray(body) || !body.every(isVideo)) throw new Error('unexpected video list');
      return sortVideos(body as Video[]);
    },

    async listSlugRedirects() {
      const [url, init] = redirectsRequest(config);
      const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw fromStatus(response.status, await detail(response));
      return redirectsFrom(await response.json());
    },
  };
}

/** The history rows with their film's current slug (PostgREST embeds it through the key). */
export function redirectsRequest(config: SupabasePublicConfig): [string, RequestInit] {
  return [
    `${config.url}/rest/v1/video_slug_history?select=slug,videos(slug)`,
    { headers: headers(config) },
  ];
}

export function redirectsFrom(body: unknown): SlugRedirect[] {
  if (!Array.isArray(body)) throw new Error('unexpected redirect list');
  const redirects: SlugRedirect[] = [];
  for (const row of body as Array<{ slug?: unknown; videos?: { slug?: unknown } | null }>) {
    const to = row.videos?.slug;
    if (typeof row.slug === 'string' && typeof to === 'string') {
      redirects.push({ from: row.slug, to });
    }
  }
  return redirects;
}

export function createSupabaseContactSink(
  config: SupabasePublicConfig,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): ContactSink {
  return {
    async sendContactMessage(input) {
      const request = contactRequest(config, input);
      if (!request) return;
      const response = await fetchImpl(request[0], request[1]);
      if (response.ok) return;
      const reason = await detail(response);
      // The database's flood guard names a full inbox in its message (503).
      if (reason.includes('inbox_full'))
        throw new BackendError('inbox_full', response.status, reason);
      throw fromStatus(response.status, reason);
    },
  };
}

/** The settings row as the anon key reads it (public read by RLS), in the shape the site uses. */
export function settingsFromRow(row: Record<string, unknown> | undefined) {
  const fileOf = (kind: 'cv' | 'photo') =>
    row?.[`${kind}_url`]
      ? {
          url: row[`${kind}_url`],
          name: row[`${kind}_name`],
          size: row[`${kind}_size`],
          updated_at: row[`${kind}_updated_at`],
        }
      : null;
  return normaliseSettings(row ? { ...row, cv: fileOf('cv'), photo: fileOf('photo') } : null);
}

export function createSupabaseSettingsSource(
  config: SupabasePublicConfig,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): SettingsSource {
  return {
    async getSettings() {
      const response = await fetchImpl(`${config.url}/rest/v1/site_settings?select=*&id=eq.1`, {
        headers: headers(config),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw fromStatus(response.status, await detail(response));
      const rows = (await response.json()) as Array<Record<string, unknown>>;
      return settingsFromRow(Array.isArray(rows) ? rows[0] : undefined);
    },
  };
}
