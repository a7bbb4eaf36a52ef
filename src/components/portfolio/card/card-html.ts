import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { filmPath, filmSlug } from '../../lib/film-page.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { cardSizes, responsiveImage } from '../../lib/image-variants.ts';
import { VIDEO_ID } from '../../lib/page-markers.ts';
import type { Video } from '../../lib/video.ts';
import { $unmutedId, muteAll, muteVideo, toggleMuted } from '../../stores/muted.ts';
import { $previewsPaused } from '../../stores/previews-paused.ts';
import { AdminCardControls } from './AdminCardControls.tsx';
import { MuteToggle } from './MuteToggle.tsx';
import { PlayerDialog } from './PlayerDialog.tsx';
import { PlayIcon } from './PlayIcon.tsx';
import { PreviewPlayer } from './PreviewPlayer.tsx';
import { thumbnailOf } from './thumbnail.ts';
import { useNearViewport } from './use-near-viewport.ts';

export interface VideoCardProps {
  video: Video;
  /** Load the thumbnail at once (the first cards of the page); later ones load lazily. */
  eager?: boolean;
  /**
   * 'high': the page's likely largest paint (the first card), fetched first. 'low': an eager
   * thumbnail a phone only shows after a scroll (the first row's others), which must not share
   * the phone's bandwidth with the first one; wide screens show it at once all the same.
   */
  priority?: 'high' | 'low' | undefined;
  /** How wide the card is drawn, for the thumbnail's srcset (src/lib/image-variants.ts). */
  imageSizes?: string;
  admin?: boolean;
  onEdit?: (video: Video) => void;
  onDelete?: (video: Video) => void;
  /** Receives the video with keep_small_format already toggled. */
  onToggleKeepSmallFormat?: (video: Video) => void;
}

export function VideoCard({
  video,
  eager = false,
  priority,
  imageSizes = cardSizes(2),
  admin = false,
  onEdit,
  onDelete,
  onToggleKeepSmallFormat,
}: VideoCardProps) {
  const rootRef = useRef<HTMLElement>(null);
  const near = useNearViewport(rootRef);
  // The pause button's state; it starts paused under reduced motion or Save-Data.
  const paused = useStore($previewsPaused);
  const muted = useStore($unmutedId) !== video.id;
  const [started, setStarted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const [keepSmall, setKeepSmall] = useState(video.keep_small_format);
  // The src that failed to load: hidden over the box's placeholder (.thumb-placeholder).
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  useEffect(() => setKeepSmall(video.keep_small_format), [video.keep_small_format]);
  const { thumbnail_url } = video;
  const thumbnail = thumbnailOf(video);
  // Pausing stops every preview, also one its sound button had started.
  useEffect(() => {
    if (paused) setStarted(false);
  }, [paused]);
  useEffect(() => {
    if (near) return;
    setLoaded(false);
    muteVideo(video.id);
  }, [near, video.id]);

  const imageRef = useRef<HTMLImageElement>(null);
  // The baked HTML starts loading the image before hydration, so an early failure is missed by
  // onError: check once after mounting.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setFailedSrc(image.getAttribute('src'));
  }, []);

  const current: Video = { ...video, keep_small_format: keepSmall };
  // Resized copies belong to the stored thumbnail only.
  const image =
    thumbnail === thumbnail_url
      ? responsiveImage(thumbnail, video.thumbnail_variants, imageSizes)
      : { src: thumbnail };

  return (
    <article ref={rootRef} className="group relative flex flex-col" {...{ [VIDEO_ID]: video.id }}>
      <div className="thumb-placeholder relative aspect-video overflow-hidden rounded-lg">
        <img
          ref={imageRef}
          src={image.src}
          srcSet={image.srcset}
          sizes={image.sizes}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority}
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
          hidden={failedSrc === image.src}
          onError={() => setFailedSrc(image.src)}
        />
        <PreviewPlayer
          video={video}
          active={near}
          allowPlay={!paused || started}
          muted={muted}
          onLoaded={() => setLoaded(true)}
        />
        {loaded ? null : <PlayIcon />}
        <button
          type="button"
          aria-label={`${fr.portfolio.play} : ${video.title}`}
          aria-haspopup="dialog"
          onClick={() => {
            muteAll();
            setOpen(true);
          }}
          className="absolute inset-0 cursor-pointer rounded-lg focus-visible:outline-offset-[-2px]"
        />
        <MuteToggle
          muted={muted}
          onToggle={() => {
            setStarted(true);
            toggleMuted(video.id);
          }}
        />
      </div>
      <h3 className="mt-3 truncate font-semibold" title={video.title}>
        {/* The public card's title leads to the film page; the admin's list has no such link. */}
        {admin ? (
          video.title
        ) : (
          <a
            href={filmPath(filmSlug(video))}
            className="underline-offset-4 hover:text-accent hover:underline"
          >
            {video.title}
          </a>
        )}
      </h3>
      {video.description ? (
        <p className="truncate text-sm text-muted" title={video.description}>
          {video.description}
        </p>
      ) : null}
      {admin ? (
        <AdminCardControls
          keepSmallFormat={keepSmall}
          onToggleKeepSmallFormat={() => {
            const next = !keepSmall;
            setKeepSmall(next);
            onToggleKeepSmallFormat?.({ ...video, keep_small_format: next });
          }}
          onEdit={() => onEdit?.(current)}
          onDelete={() => onDelete?.(current)}
        />
      ) : null}
      {open ? <PlayerDialog video={current} onClose={() => setOpen(false)} /> : null}
    </article>
  );
}
