// How far an embedded YouTube or Vimeo film has played, from the messages of its own player API
// (no script of theirs is loaded): once it reaches 90 % of its length or ends, the film counts as
// watched in full (docs/statistics.md). A player that never reports progress is never counted.
import { VIMEO_EMBED_HOST, YOUTUBE_EMBED_HOST } from '../../../lib/video-url.ts';
import type { EmbedKind } from '../card/embed-commands.ts';

const ORIGIN: Record<EmbedKind, string> = { youtube: YOUTUBE_EMBED_HOST, vimeo: VIMEO_EMBED_HOST };
const COMPLETE_AT = 0.9;

type Message = Record<string, unknown>;

function parse(data: unknown): Message | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null ? (value as Message) : null;
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * Whether this player message says the film reached its end. YouTube reports `infoDelivery`
 * with currentTime (and duration, once) and `onStateChange` 0 when it ends; Vimeo reports
 * `timeupdate` with percent and `ended`. `seen` keeps the duration YouTube gave earlier.
 */
export function reachedEnd(kind: EmbedKind, message: Message, seen: { duration: number }): boolean {
  const event = message.event;
  if (kind === 'vimeo') {
    if (event === 'ended') return true;
    const data = parse(message.data);
    return event === 'timeupdate' && (num(data?.percent) ?? 0) >= COMPLETE_AT;
  }
  if (event === 'onStateChange') return message.info === 0;
  const info = parse(message.info);
  if (!info) return false;
  seen.duration = num(info.duration) ?? seen.duration;
  if (info.playerState === 0) return true;
  const time = num(info.currentTime);
  return time !== null && seen.duration > 0 && time >= COMPLETE_AT * seen.duration;
}

/** Listens to `frame`'s player; calls `onEnd` once when the film reaches its end. Returns a stop. */
export function watchEmbedEnd(
  frame: HTMLIFrameElement,
  kind: EmbedKind,
  onEnd: () => void,
): () => void {
  const origin = ORIGIN[kind];
  const seen = { duration: 0 };
  const post = (message: object) =>
    frame.contentWindow?.postMessage(JSON.stringify(message), origin);
  const ask = () => {
    // YouTube talks once the page says it listens; Vimeo sends the events asked for.
    if (kind === 'youtube') post({ event: 'listening', id: 1, channel: 'widget' });
    else for (const value of ['timeupdate', 'ended']) post({ method: 'addEventListener', value });
  };
  // The frame may have loaded before this listened (a cached player): ask again until the player
  // answers, as YouTube's own script does.
  let tries = 0;
  const retry = setInterval(() => {
    tries += 1;
    if (tries > 10) clearInterval(retry);
    else ask();
  }, 1000);
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== origin) return;
    const message = parse(event.data);
    if (!message) return;
    clearInterval(retry);
    if (kind === 'vimeo' && message.event === 'ready') ask();
    if (reachedEnd(kind, message, seen)) {
      stop();
      onEnd();
    }
  };
  const stop = () => {
    clearInterval(retry);
    window.removeEventListener('message', onMessage);
    frame.removeEventListener('load', ask);
  };
  window.addEventListener('message', onMessage);
  frame.addEventListener('load', ask);
  return stop;
}
