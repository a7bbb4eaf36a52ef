// Supabase mode has no server of ours: the admin's browser asks Vimeo's oEmbed endpoint at save
// and stores the remote thumbnail address it names (the local server copies it instead, see
// server/media/vimeo-thumbnail-copy.ts). The same limits: time, size, no redirect, one host.
import type { VideoInput } from '../../lib/video.ts';
import {
  OEMBED_MAX_BYTES,
  OEMBED_TIMEOUT_MS,
  oEmbedQuestion,
  sizeOfAnswer,
  thumbnailOfAnswer,
  VIMEO_OEMBED_ENDPOINT,
  VIMEOCDN_ORIGIN,
} from '../../lib/vimeo-thumbnail.ts';

export interface OEmbedOptions {
  /** Vimeo's endpoint, a stand-in on 127.0.0.1 in tests. */
  endpoint?: string;
  /** The only origin a thumbnail address may name. */
  imageOrigin?: string;
  timeoutMs?: number;
}

async function readLimited(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<string> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error(`oEmbed answer larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

interface VimeoAnswer {
  thumbnail: string | null;
  /** The film's size, for its frame (src/lib/aspect.ts). */
  size: { width: number; height: number } | null;
}

/** The thumbnail address Vimeo names for a video, or null when it does not tell in time. */
export async function askVimeoThumbnail(
  videoUrl: string,
  options: OEmbedOptions = {},
): Promise<string | null> {
  return (await askVimeo(videoUrl, options)).thumbnail;
}

/** What Vimeo's oEmbed tells of a video: its thumbnail and its size, each null when untold. */
async function askVimeo(
  videoUrl: string,
  {
    endpoint = VIMEO_OEMBED_ENDPOINT,
    imageOrigin = VIMEOCDN_ORIGIN,
    timeoutMs = OEMBED_TIMEOUT_MS,
  }: OEmbedOptions,
): Promise<VimeoAnswer> {
  const question = oEmbedQuestion(videoUrl, endpoint);
  if (!question) return { thumbnail: null, size: null };
  try {
    const response = await fetch(question, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
      credentials: 'omit',
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`oEmbed answered ${response.status}`);
    }
    const answer: unknown = JSON.parse(await readLimited(response.body, OEMBED_MAX_BYTES));
    return { thumbnail: thumbnailOfAnswer(answer, imageOrigin), size: sizeOfAnswer(answer) };
  } catch (error) {
    // The video is saved all the same, without a thumbnail: the card shows the placeholder.
    console.warn('Vimeo thumbnail not found', error);
    return { thumbnail: null, size: null };
  }
}

/**
 * A Vimeo video saved without a thumbnail gets the one oEmbed names, and the film's size it
 * gives when the form sent none; any other input as is.
 */
export async function withVimeoThumbnail(
  input: VideoInput,
  options: OEmbedOptions = {},
): Promise<VideoInput> {
  if (input.video_type !== 'vimeo' || input.thumbnail_url) return input;
  const { thumbnail, size } = await askVimeo(input.url, options);
  const measured =
    size && !input.source_width ? { source_width: size.width, source_height: size.height } : {};
  return { ...input, thumbnail_url: thumbnail, ...measured };
}
