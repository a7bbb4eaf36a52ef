// Mute control of embedded players through their postMessage APIs, so no third-party script
// is loaded. YouTube needs enablejsapi=1 in the embed address (video-url.ts sets it).
import { VIMEO_EMBED_HOST, YOUTUBE_EMBED_HOST } from '../../lib/video-url.ts';

export function sendMuted(
  frame: HTMLIFrameElement | null,
  kind: 'youtube' | 'vimeo',
  muted: boolean,
): void {
  const target = frame?.contentWindow;
  if (!target) return;
  if (kind === 'youtube') {
    const message = { event: 'command', func: muted ? 'mute' : 'unMute', args: [] };
    target.postMessage(JSON.stringify(message), YOUTUBE_EMBED_HOST);
    return;
  }
  target.postMessage(JSON.stringify({ method: 'setMuted', value: muted }), VIMEO_EMBED_HOST);
  target.postMessage(
    JSON.stringify({ method: 'setVolume', value: muted ? 0 : 1 }),
    VIMEO_EMBED_HOST,
  );
}
