import type { CSSProperties } from 'react';
import { cardSizes } from '../../lib/image-variants.ts';
import { type GridPlacement, gridPlacements } from '../../lib/layout.ts';
import type { Video } from '../../lib/video.ts';
import { VideoCard, type VideoCardProps } from './VideoCard.tsx';

/** How many thumbnails load eagerly: the first row or two above the fold. */
const EAGER_CARDS = 3;

export type VideoGridProps = Omit<VideoCardProps, 'video' | 'eager' | 'priority' | 'imageSizes'> & {
  videos: readonly Video[];
};

/** The computed grid-column for md and up; one column below md (see the class on the item). */
export function gridColumnValue({ span, start }: GridPlacement): string {
  return start ? `${start} / span ${span}` : `span ${span} / span ${span}`;
}

export function VideoGrid({ videos, ...cardProps }: VideoGridProps) {
  const placements = gridPlacements(videos);
  return (
    <ul className="grid grid-cols-1 gap-x-6 gap-y-10 md:grid-cols-6">
      {videos.map((video, index) => {
        const placement = placements[index] ?? { span: 2 };
        const style = { '--grid-column': gridColumnValue(placement) } as CSSProperties;
        return (
          <li key={video.id} style={style} className="min-w-0 md:[grid-column:var(--grid-column)]">
            <VideoCard
              video={video}
              eager={index < EAGER_CARDS}
              priority={index === 0}
              imageSizes={cardSizes(placement.span)}
              {...cardProps}
            />
          </li>
        );
      })}
    </ul>
  );
}
