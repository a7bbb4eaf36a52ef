import type { CSSProperties } from 'react';
import { categorySlugOf } from '../../lib/categories.ts';
import { cardSizes } from '../../lib/image-variants.ts';
import { gridColumnValue, gridPlacements } from '../../lib/layout.ts';
import type { Video } from '../../lib/video.ts';
import { VideoCard, type VideoCardProps } from './VideoCard.tsx';

/** How many thumbnails load eagerly: the first row or two above the fold. */
const EAGER_CARDS = 3;

export type VideoGridProps = Omit<VideoCardProps, 'video' | 'eager' | 'priority' | 'imageSizes'> & {
  videos: readonly Video[];
};

export function VideoGrid({ videos, ...cardProps }: VideoGridProps) {
  const placements = gridPlacements(videos);
  return (
    <ul className="grid grid-cols-1 gap-x-6 gap-y-10 md:grid-cols-6">
      {videos.map((video, index) => {
        const placement = placements[index] ?? { span: 2 };
        const style = { '--grid-column': gridColumnValue(placement) } as CSSProperties;
        return (
          // Category and layout let the landing's filter place the cards it keeps (category-filter.ts).
          <li
            key={video.id}
            style={style}
            className="min-w-0 md:[grid-column:var(--grid-column)]"
            data-category={categorySlugOf(video) || undefined}
            data-layout={video.layout ?? undefined}
          >
            <VideoCard
              video={video}
              eager={index < EAGER_CARDS}
              priority={index === 0 ? 'high' : index < EAGER_CARDS ? 'low' : undefined}
              imageSizes={cardSizes(placement.span)}
              {...cardProps}
            />
          </li>
        );
      })}
    </ul>
  );
}
