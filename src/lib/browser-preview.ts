// The preview copy as the admin's browser makes it (docs/video-previews.md): the same rules as
// the server's ffmpeg copy (src/lib/video-preview.ts), turned into what WebCodecs is asked for.
// Pure: the encoding itself is src/components/admin/videos/browser-preview.ts.

import type { DerivedMaker } from './derived/kinds.ts';
import { type Excerpt, excerptOf, previewSize } from './video-preview.ts';

/** Near the server's ffmpeg aim: about 1.3 MB for 15 s, far under the 3 MB limit. */
export const BROWSER_PREVIEW_BITRATE = 700_000;
/** A key frame every 2 s: a copy that loops seeks back to its start cheaply. */
export const BROWSER_PREVIEW_KEY_FRAME_SECONDS = 2;
/**
 * The H.264 profile asked of `VideoEncoder.isConfigSupported` (Baseline 3.1: every phone plays
 * it, up to 1280x720, so 640 px fits).
 */
export const AVC_PROBE_CODEC = 'avc1.42001f';

export interface BrowserPreviewPlan {
  excerpt: Excerpt;
  width: number;
  height: number;
  /** The excerpt's bounds in the original, in seconds. */
  trim: { start: number; end: number };
  bitrate: number;
}

/** What to encode for a film this large and long, from the owner's Début de l'aperçu. */
export function browserPreviewPlan(
  source: { width: number; height: number; duration: number | null },
  start: number,
): BrowserPreviewPlan {
  const excerpt = excerptOf(start, source.duration);
  const { width, height } = previewSize(source.width, source.height);
  return {
    excerpt,
    width,
    height,
    trim: { start: excerpt.start, end: excerpt.start + excerpt.length },
    bitrate: BROWSER_PREVIEW_BITRATE,
  };
}

/** The probe config for `VideoEncoder.isConfigSupported`, at the preview's largest size. */
export function avcProbeConfig(): {
  codec: string;
  width: number;
  height: number;
  bitrate: number;
} {
  return { codec: AVC_PROBE_CODEC, width: 640, height: 360, bitrate: BROWSER_PREVIEW_BITRATE };
}

export type PreviewMakerChoice = 'browser' | 'server' | 'none';

/**
 * Who makes a new upload's copy, once: the server when the deployment says it is the maker (its
 * maker starts after every save, so a browser copy would only be made twice); else this browser
 * when it encodes H.264 (WebCodecs); else nobody, and the grid shows the film's poster.
 */
export function choosePreviewMaker(options: {
  maker: DerivedMaker;
  webCodecsAvc: boolean;
}): PreviewMakerChoice {
  if (options.maker === 'server') return 'server';
  return options.webCodecsAvc ? 'browser' : 'none';
}
