import { useEffect, useRef, useState } from 'react';
import type { Video } from '../../lib/video.ts';
import { gridSource } from '../../lib/video-preview.ts';
import { embedUrlFor, playerKind } from '../../lib/video-url.ts';
import { isPlayerReady, sendListening, sendMuted } from './embed-commands.ts';
import { FRAME_ALLOW, LAYER, SILENT_PLAYER_MS } from './preview-look.ts';
import { PLACEHOLDER, previewPoster } from './thumbnail.ts';

export interface PreviewPlayerProps {
  video: Video;
  /** The card is near the viewport; when false nothing is mounted (the player is torn down). */
  active: boolean;
  /** False while previews are paused, until the visitor asks for playback. */
  allowPlay: boolean;
  muted: boolean;
  onLoaded: () => void;
}

export function PreviewPlayer({ video, active, allowPlay, muted, onLoaded }: PreviewPlayerProps) {
  const kind = playerKind(video.video_type);
  if (!active) return null;
  if (kind === 'direct') {
    // The preview copy only: an uploaded film without one keeps its poster and play button.
    const src = gridSource(video);
    if (!src) return null;
    return (
      <DirectPreview
        video={video}
        src={src}
        allowPlay={allowPlay}
        muted={muted}
        onLoaded={onLoaded}
      />
    );
  }
  if (!allowPlay) return null;
  const src = embedUrlFor(video.video_type, video.url, { mode: 'preview', autoplay: true });
  if (!src) return null;
  return (
    <FramePreview src={src} kind={kind} title={video.title} muted={muted} onLoaded={onLoaded} />
  );
}

interface FrameProps {
  src: string;
  kind: 'youtube' | 'vimeo';
  title: string;
  muted: boolean;
  onLoaded: () => void;
}

function FramePreview({ src, kind, title, muted, onLoaded }: FrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const onLoadedRef = useRef(onLoaded);
  onLoadedRef.current = onLoaded;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isPlayerReady(event, ref.current, kind)) return;
      setReady(true);
      onLoadedRef.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [kind]);

  useEffect(() => {
    if (ready) sendMuted(ref.current, kind, muted);
  }, [ready, kind, muted]);

  // Should a player never answer (API change), show it anyway a while after its page loaded.
  const [frameLoaded, setFrameLoaded] = useState(false);
  useEffect(() => {
    if (!frameLoaded || ready) return;
    const timer = window.setTimeout(() => {
      setReady(true);
      onLoadedRef.current();
    }, SILENT_PLAYER_MS);
    return () => window.clearTimeout(timer);
  }, [frameLoaded, ready]);

  return (
    <iframe
      ref={ref}
      src={src}
      title={title}
      loading="lazy"
      allow={FRAME_ALLOW}
      referrerPolicy="strict-origin-when-cross-origin"
      tabIndex={-1}
      // Hidden until the player itself reports ready: a failed load must not cover the thumbnail.
      className={`${LAYER} transition-opacity duration-500 ${ready ? 'opacity-100' : 'opacity-0'}`}
      onLoad={() => {
        sendListening(ref.current, kind);
        setFrameLoaded(true);
      }}
    />
  );
}

interface DirectProps {
  video: Video;
  src: string;
  allowPlay: boolean;
  muted: boolean;
  onLoaded: () => void;
}

function DirectPreview({ video, src, allowPlay, muted, onLoaded }: DirectProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [poster, setPoster] = useState(() => video.preview_poster_url ?? previewPoster(video));
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // React does not keep the muted attribute in sync; the property is what browsers honour.
    element.muted = muted;
    if (allowPlay) {
      element.play()?.catch((error: unknown) => console.warn('preview playback refused', error));
    } else {
      element.pause();
    }
  }, [muted, allowPlay]);
  return (
    <video
      ref={ref}
      src={src}
      poster={poster}
      muted
      loop
      playsInline
      autoPlay={allowPlay}
      preload="metadata"
      className={`${LAYER} object-cover`}
      onPlaying={onLoaded}
      onError={() => {
        console.warn('preview video failed to load', src);
        setPoster(PLACEHOLDER);
      }}
    />
  );
}
