import { useEffect, useState } from 'react';
import { createPublicContentSource } from '../../backend/create.ts';
import type { ContentSource } from '../../backend/port.ts';
import { fr } from '../../lib/i18n/fr.ts';
import type { Video } from '../../lib/video.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { VideoGrid } from './VideoGrid.tsx';

export interface PortfolioProps {
  /** The list baked at build time; null when the build could not read content. */
  initialVideos: Video[] | null;
  /** Where to revalidate from; the public source of the configured backend by default. */
  source?: ContentSource;
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; videos: Video[] };

const SKELETONS = 6;

export function Portfolio({ initialVideos, source }: PortfolioProps) {
  const [state, setState] = useState<State>(() =>
    initialVideos ? { status: 'ready', videos: initialVideos } : { status: 'loading' },
  );

  useEffect(() => {
    let cancelled = false;
    (source ?? createPublicContentSource())
      .listVideos()
      .then((videos) => {
        if (!cancelled) setState({ status: 'ready', videos });
      })
      .catch((error: unknown) => {
        console.error('video list revalidation failed', error);
        // A baked list stays on screen; only a page without one shows the error.
        if (!cancelled)
          setState((previous) => (previous.status === 'ready' ? previous : { status: 'error' }));
      });
    return () => {
      cancelled = true;
    };
  }, [source]);

  if (state.status === 'loading') {
    return (
      <div
        className="grid grid-cols-1 gap-6 md:grid-cols-3"
        aria-busy="true"
        data-testid="portfolio-loading"
      >
        <span className="sr-only">{fr.portfolio.loading}</span>
        {Array.from({ length: SKELETONS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
          <Skeleton key={index} className="aspect-video" />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="alert" className="text-muted">
        {fr.portfolio.loadError}
      </p>
    );
  }
  if (state.videos.length === 0) {
    return <p className="text-muted">{fr.portfolio.empty}</p>;
  }
  return <VideoGrid videos={state.videos} />;
}
