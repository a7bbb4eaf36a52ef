// Pure parsing of the video addresses the site accepts (docs/product-rules.md). No I/O: used by the form (live check),
// the server (validation) and the player (embed addresses).

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

export const YOUTUBE_EMBED_HOST = 'https://www.youtube-nocookie.com';
export const VIMEO_EMBED_HOST = 'https://player.vimeo.com';
export const YOUTUBE_EXAMPLE_HOST = 'https://www.youtube.com';
export const VIMEO_EXAMPLE_HOST = 'https://vimeo.com';

function toUrl(input: string): URL | null {
  const raw = input.trim();
  if (!raw) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The 11-character id from watch, short-link, embed, v/, u/ or shorts addresses; else null. */
export function parseYouTubeId(input: string): string | null {
  const url = toUrl(input);
  if (!url || !YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  let candidate: string | undefined;
  if (url.hostname.toLowerCase() === 'youtu.be') {
    candidate = parts[0];
  } else if (parts[0] === 'watch') {
    candidate = url.searchParams.get('v') ?? undefined;
  } else if (
    parts[0] === 'embed' ||
    parts[0] === 'v' ||
    parts[0] === 'shorts' ||
    parts[0] === 'live'
  ) {
    candidate = parts[1];
  } else if (parts[0] === 'u') {
    // /u/1/XXXXXXXXXXX (user channel links carry the id last)
    candidate = parts[parts.length - 1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** The numeric id from vimeo.com/{id}, vimeo.com/video/{id} or player.vimeo.com/video/{id}. */
export function parseVimeoId(input: string): string | null {
  const url = toUrl(input);
  if (!url || !VIMEO_HOSTS.has(url.hostname.toLowerCase())) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const candidate = parts[0] === 'video' ? parts[1] : parts[0];
  return candidate && /^\d{1,12}$/.test(candidate) ? candidate : null;
}

/**
 * The playable-address rule, shared by the local server and the Supabase adapter: a YouTube or
 * Vimeo address must name a video. Returns the validation field code, or null when it does.
 */
export function unplayableAddress(
  type: string,
  url: string,
): 'youtube_invalid' | 'vimeo_invalid' | null {
  if (type === 'youtube' && !parseYouTubeId(url)) return 'youtube_invalid';
  if (type === 'vimeo' && !parseVimeoId(url)) return 'vimeo_invalid';
  return null;
}

export function parseVideoId(type: string, input: string): string | null {
  if (type === 'youtube') return parseYouTubeId(input);
  if (type === 'vimeo') return parseVimeoId(input);
  return null;
}

export interface EmbedOptions {
  /** Preview in the grid: muted, autoplaying, no controls. Dialog: muted, with controls. */
  mode: 'preview' | 'dialog';
  autoplay: boolean;
  /** The page's language: the dialog's player asks for captions in it (issue 32 point 5). */
  lang?: 'fr' | 'en';
}

export function youTubeEmbedUrl(id: string, { mode, autoplay, lang = 'fr' }: EmbedOptions): string {
  const params = new URLSearchParams({
    autoplay: autoplay ? '1' : '0',
    mute: '1',
    playsinline: '1',
    rel: '0',
    modestbranding: '1',
    enablejsapi: '1',
  });
  if (mode === 'preview') {
    params.set('controls', '0');
    params.set('disablekb', '1');
    params.set('loop', '1');
    params.set('playlist', id);
  } else {
    // The muted grid preview shows no captions; the dialog asks for them in the page's language
    // (cc_lang_pref) and speaks that language in its controls (hl).
    params.set('cc_lang_pref', lang);
    params.set('hl', lang);
  }
  return `${YOUTUBE_EMBED_HOST}/embed/${id}?${params}`;
}

export function vimeoEmbedUrl(id: string, { mode, autoplay, lang = 'fr' }: EmbedOptions): string {
  const params = new URLSearchParams({ dnt: '1', muted: '1', autoplay: autoplay ? '1' : '0' });
  if (mode === 'preview') {
    params.set('background', '1');
    params.set('loop', '1');
  } else {
    // Vimeo turns on the text track in this language when the video has one.
    params.set('texttrack', lang);
  }
  return `${VIMEO_EMBED_HOST}/video/${id}?${params}`;
}

/** youtube and vimeo are players; anything else is a direct file (docs/product-rules.md). */
export function playerKind(videoType: string): 'youtube' | 'vimeo' | 'direct' {
  return videoType === 'youtube' || videoType === 'vimeo' ? videoType : 'direct';
}

/** The player address of a youtube or vimeo video; null for a direct file or an unparsable URL. */
export function embedUrlFor(videoType: string, url: string, options: EmbedOptions): string | null {
  const kind = playerKind(videoType);
  if (kind === 'youtube') {
    const id = parseYouTubeId(url);
    return id ? youTubeEmbedUrl(id, options) : null;
  }
  if (kind === 'vimeo') {
    const id = parseVimeoId(url);
    return id ? vimeoEmbedUrl(id, options) : null;
  }
  return null;
}
