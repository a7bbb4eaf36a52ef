import { useEffect, useRef } from 'react';
import { playerBox } from '../../lib/aspect.ts';
import { dialogPoster, PLACEHOLDER } from '../../lib/card/thumbnail.ts';
import type { Video } from '../../lib/video.ts';
import { embedUrlFor, playerKind } from '../../lib/video-url.ts';
import { reportEmbed } from '../site/embed-play.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { playedSource } from './player-source.ts';
import { watchEmbedEnd } from './scripts/embed-progress.ts';

export interface PlayerDialogProps {
  video: Video;
  onClose: () => void;
}

/** Mounted only while open, so the dialog's iframe is created when the visitor asks for it. */
export function PlayerDialog({ video, onClose }: PlayerDialogProps) {
  const small = video.keep_small_format;
  return (
    <Dialog
      title={video.title}
      description={video.description}
      onClose={onClose}
      className={small ? 'max-w-3xl' : 'max-w-5xl'}
    >
      {/* Sized to the film (src/lib/aspect.ts): a scope film gets no bars but its own. */}
      <div
        className="relative aspect-video w-full overflow-hidden rounded-lg bg-black"
        style={playerBox(video, '75svh') ?? undefined}
        data-player-box
      >
        <DialogPlayer video={video} small={small} />
      </div>
    </Dialog>
  );
}

function DialogPlayer({ video, small }: { video: Video; small: boolean }) {
  const kind = playerKind(video.video_type);
  const layer = 'absolute inset-0 h-full w-full border-0';
  const frame = useRef<HTMLIFrameElement>(null);
  // The frame starts its film on its own (autoplay): opening it is the play we can see; its
  // player's messages tell when the film reaches its end.
  useEffect(() => {
    if (kind === 'direct') return;
    reportEmbed('play', video.id);
    return frame.current
      ? watchEmbedEnd(frame.current, kind, () => reportEmbed('complete', video.id))
      : undefined;
  }, [kind, video.id]);
  if (kind === 'direct') return <DialogVideo video={video} small={small} className={layer} />;
  const src = embedUrlFor(video.video_type, video.url, { mode: 'dialog', autoplay: true });
  if (!src) return null;
  return (
    <iframe
      ref={frame}
      src={src}
      title={video.title}
      className={layer}
      allow={`autoplay; encrypted-media; picture-in-picture${small ? '' : '; fullscreen'}`}
      allowFullScreen={!small}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

function DialogVideo({
  video,
  small,
  className,
}: {
  video: Video;
  small: boolean;
  className: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    ref.current?.play()?.catch((error: unknown) => console.warn('dialog playback refused', error));
  }, []);
  return (
    // biome-ignore lint/a11y/useMediaCaption: uploaded films come without a caption file
    <video
      ref={ref}
      src={playedSource(video)}
      data-stat-film={video.id}
      poster={dialogPoster(video)}
      controls
      autoPlay
      playsInline
      className={`${className} object-contain`}
      controlsList={small ? 'nofullscreen' : undefined}
      disablePictureInPicture={small}
      onError={(event) => {
        console.warn('dialog video failed to load', video.url);
        event.currentTarget.poster = PLACEHOLDER;
      }}
    />
  );
}
