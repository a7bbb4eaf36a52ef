import { useEffect, useRef } from 'react';
import { playerBox } from '../../lib/aspect.ts';
import { dialogPoster, PLACEHOLDER } from '../../lib/card/thumbnail.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { defaultTrackId, trackLabel } from '../../lib/subtitles/track.ts';
import type { Video } from '../../lib/video.ts';
import { embedUrlFor, playerKind } from '../../lib/video-url.ts';
import { reportEmbed } from '../site/embed-play.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { playedSource } from './player-source.ts';
import { watchEmbedEnd } from './scripts/embed-progress.ts';

export interface PlayerDialogProps {
  video: Video;
  onClose: () => void;
  /** The page's language: its subtitle track shows first, embeds ask for its captions. */
  lang?: 'fr' | 'en';
}

/** Mounted only while open, so the dialog's iframe is created when the visitor asks for it. */
export function PlayerDialog({ video, onClose, lang = 'fr' }: PlayerDialogProps) {
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
        <DialogPlayer video={video} small={small} lang={lang} />
      </div>
    </Dialog>
  );
}

function DialogPlayer({ video, small, lang }: { video: Video; small: boolean; lang: 'fr' | 'en' }) {
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
  if (kind === 'direct') {
    return <DialogVideo video={video} small={small} lang={lang} className={layer} />;
  }
  const src = embedUrlFor(video.video_type, video.url, { mode: 'dialog', autoplay: true, lang });
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
  lang,
  className,
}: {
  video: Video;
  small: boolean;
  lang: 'fr' | 'en';
  className: string;
}) {
  const tracks = video.subtitles ?? [];
  const shown = defaultTrackId(tracks, lang);
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    ref.current?.play()?.catch((error: unknown) => console.warn('dialog playback refused', error));
  }, []);
  return (
    // biome-ignore lint/a11y/useMediaCaption: the film's own subtitle files are its tracks, listed below; the rule sees only a literal <track kind="captions">
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
    >
      {tracks.map((track) => (
        <track
          key={track.id}
          kind={track.kind}
          src={track.url}
          srcLang={track.language}
          label={trackLabel(track, fr.subtitles.captionsMark)}
          default={track.id === shown}
        />
      ))}
    </video>
  );
}
