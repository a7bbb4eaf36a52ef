// The content source the landing page uses in the browser to revalidate the baked list.
// It ships in the landing bundle, so it stays tiny: no zod, a hand-written shape check.
import { API } from '../lib/api.ts';
import { sortVideos } from '../lib/layout.ts';
import type { Video } from '../lib/video.ts';
import type { ContentSource } from './port.ts';

const TIMEOUT_MS = 8000;

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || value === undefined || isText(value);

export function isVideo(value: unknown): value is Video {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isText(v.id) &&
    isText(v.title) &&
    isText(v.url) &&
    isText(v.video_type) &&
    isTextOrNull(v.description) &&
    isTextOrNull(v.thumbnail_url) &&
    isTextOrNull(v.layout) &&
    (v.order_position === null ||
      v.order_position === undefined ||
      typeof v.order_position === 'number') &&
    (v.keep_small_format === undefined || typeof v.keep_small_format === 'boolean')
  );
}

function normalise(v: Video): Video {
  return {
    ...v,
    description: v.description ?? null,
    thumbnail_url: v.thumbnail_url ?? null,
    order_position: v.order_position ?? null,
    layout: v.layout ?? null,
    keep_small_format: v.keep_small_format ?? false,
  };
}

export function createLocalContentSource(baseUrl = ''): ContentSource {
  return {
    async listVideos() {
      const response = await fetch(`${baseUrl}${API.videos}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`GET ${API.videos}: ${response.status}`);
      const body: unknown = await response.json();
      if (!Array.isArray(body) || !body.every(isVideo)) throw new Error('unexpected video list');
      return sortVideos(body.map(normalise));
    },
  };
}

export function createPublicContentSource(): ContentSource {
  if (import.meta.env.PUBLIC_BACKEND === 'supabase') {
    // Plain fetch to PostgREST with the anon key (no supabase-js in the landing bundle). Loaded
    // on first use: supabase-rest.ts imports isVideo from here, a dynamic import keeps no cycle.
    return {
      async listVideos() {
        const rest = await import('./supabase-rest.ts');
        const config = rest.publicSupabaseConfig();
        if (!config)
          throw new Error('PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY are not set');
        return rest.createSupabaseContentSource(config).listVideos();
      },
    };
  }
  return createLocalContentSource();
}
