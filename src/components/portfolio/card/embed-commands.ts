// Mute control and readiness of embedded players through their postMessage APIs, so no
// third-party script is loaded. YouTube needs enablejsapi=1 in the embed address (video-url.ts).
import { VIMEO_EMBED_HOST, YOUTUBE_EMBED_HOST } from '../../../lib/video-url.ts';

export type EmbedKind = 'youtube' | 'vimeo';

const ORIGIN: Record<EmbedKind, string> = { youtube: YOUTUBE_EMBED_HOST, vimeo: VIMEO_EMBED_HOST };

function post(frame: HTMLIFrameElement | null, kind: EmbedKind, message: object): void {
  frame?.contentWindow?.postMessage(JSON.stringify(message), ORIGIN[kind]);
}

export function sendMuted(frame: HTMLIFrameElement | null, kind: EmbedKind, muted: boolean): void {
  if (kind === 'youtube') {
    post(frame, kind, { event: 'command', func: muted ? 'mute' : 'unMute', args: [] });
    return;
  }
  post(frame, kind, { method: 'setMuted', value: muted });
  post(frame, kind, { method: 'setVolume', value: muted ? 0 : 1 });
}

/** Asks the player to report its state; YouTube only talks once the page says it listens. */
export function sendListening(frame: HTMLIFrameElement | null, kind: EmbedKind): void {
  if (kind === 'youtube') post(frame, kind, { event: 'listening', id: 1, channel: 'widget' });
  else post(frame, kind, { method: 'addEventListener', value: 'play' });
}

/**
 * True when a message event comes from this frame's player and says it is ready. An iframe's
 * load event also fires for a browser error page, so only the player's own word counts.
 */
export function isPlayerReady(
  event: MessageEvent,
  frame: HTMLIFrameElement | null,
  kind: EmbedKind,
): boolean {
  if (!frame || event.source !== frame.contentWindow || event.origin !== ORIGIN[kind]) return false;
  let data: unknown = event.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return false;
    }
  }
  if (typeof data !== 'object' || data === null || !('event' in data)) return false;
  const name = String(data.event);
  return kind === 'youtube'
    ? name === 'onReady' || name === 'initialDelivery' || name === 'infoDelivery'
    : name === 'ready' || name === 'play';
}
