// The card's preview players, as plain DOM (card.ts mounts them): no React on the page before
// the visitor asks for more.

import { PLACEHOLDER, previewPoster } from '../../../lib/card/thumbnail.ts';
import type { Video } from '../../../lib/video.ts';
import { embedUrlFor, playerKind } from '../../../lib/video-url.ts';
import { isPlayerReady, sendListening, sendMuted } from './embed-commands.ts';
import { FRAME_ALLOW, LAYER, SILENT_PLAYER_MS } from './preview-look.ts';

export interface Player {
  element: HTMLElement;
  setMuted(muted: boolean): void;
  /** Plays or pauses a native preview (reduced motion until the visitor asks for playback). */
  setAllowPlay(allow: boolean): void;
  destroy(): void;
}

/**
 * null when nothing may run: an embed while paused, an address with no embed form, or an
 * uploaded film without its preview copy (the grid never plays an original).
 */
export function createPlayer(
  video: Video,
  options: { allowPlay: boolean; muted: boolean; onLoaded: () => void },
): Player | null {
  const kind = playerKind(video.video_type);
  if (kind === 'direct') {
    // gridSource (src/lib/video-preview.ts) written out: this file is on the landing's budget.
    const src = video.preview_url;
    return src ? directPlayer(video, src, options) : null;
  }
  if (!options.allowPlay) return null;
  const src = embedUrlFor(video.video_type, video.url, { mode: 'preview', autoplay: true });
  return src ? framePlayer(src, kind, video.title, options) : null;
}

function directPlayer(
  video: Video,
  src: string,
  { allowPlay, muted, onLoaded }: { allowPlay: boolean; muted: boolean; onLoaded: () => void },
): Player {
  const element = document.createElement('video');
  // Attributes, not only properties: the tests and the e2e suite read them back.
  element.setAttribute('src', src);
  element.setAttribute('poster', video.preview_poster_url ?? previewPoster(video));
  element.defaultMuted = true;
  element.muted = muted;
  element.loop = true;
  element.setAttribute('playsinline', '');
  element.autoplay = allowPlay;
  element.preload = 'metadata';
  element.className = `${LAYER} object-cover`;
  element.addEventListener('playing', onLoaded);
  element.addEventListener('error', () => {
    console.warn('preview video failed to load', src);
    element.setAttribute('poster', PLACEHOLDER);
  });
  const setAllowPlay = (allow: boolean) => {
    element.autoplay = allow;
    if (allow) {
      element.play()?.catch((error: unknown) => console.warn('preview playback refused', error));
    } else {
      element.pause();
    }
  };
  return {
    element,
    setMuted: (value) => {
      element.muted = value;
    },
    setAllowPlay,
    destroy: () => element.remove(),
  };
}

function framePlayer(
  src: string,
  kind: 'youtube' | 'vimeo',
  title: string,
  { muted, onLoaded }: { muted: boolean; onLoaded: () => void },
): Player {
  const element = document.createElement('iframe');
  element.title = title;
  element.setAttribute('loading', 'lazy');
  element.setAttribute('allow', FRAME_ALLOW);
  element.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  element.tabIndex = -1;
  element.setAttribute('src', src);
  // Hidden until the player itself reports ready: a failed load must not cover the thumbnail.
  element.className = `${LAYER} transition-opacity duration-500 opacity-0`;
  let ready = false;
  let wantMuted = muted;
  let timer: number | undefined;
  const becomeReady = () => {
    if (ready) return;
    ready = true;
    window.clearTimeout(timer);
    element.classList.replace('opacity-0', 'opacity-100');
    sendMuted(element, kind, wantMuted);
    onLoaded();
  };
  const onMessage = (event: MessageEvent) => {
    if (isPlayerReady(event, element, kind)) becomeReady();
  };
  window.addEventListener('message', onMessage);
  element.addEventListener('load', () => {
    sendListening(element, kind);
    // Should a player never answer, show it anyway a while after its page loaded.
    if (!ready) timer = window.setTimeout(becomeReady, SILENT_PLAYER_MS);
  });
  return {
    element,
    setMuted: (value) => {
      wantMuted = value;
      if (ready) sendMuted(element, kind, value);
    },
    setAllowPlay: () => {},
    destroy: () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
      element.remove();
    },
  };
}
