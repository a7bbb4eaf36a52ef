import { fr } from '../../../lib/i18n/fr.ts';
import type { Layout, Video } from '../../../lib/video.ts';
import type { QueryState } from '../../../stores/query.ts';
import { Button } from '../../ui/Button.tsx';
import { VideoList } from './VideoList.tsx';

export interface VideosSectionProps {
  state: QueryState<Video[]>;
  savingOrder: boolean;
  onAdd: () => void;
  onEdit: (video: Video) => void;
  onDelete: (video: Video) => void;
  onLayout: (video: Video, layout: Layout) => void;
  onKeepSmallFormat: (video: Video) => Promise<boolean>;
  onVisible: (video: Video, visible: boolean) => Promise<boolean>;
  onSaveOrder: (ordered: Video[]) => void;
}

/** 'Gestion des Vidéos': the add button, the order banner and the four list states. */
export function VideosSection({ state, savingOrder, onAdd, ...listHandlers }: VideosSectionProps) {
  const videos = state.data ?? [];
  return (
    <section aria-labelledby="videos-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="videos-heading" className="text-xl font-semibold">
          {fr.dashboard.manageVideos}
        </h2>
        <Button onClick={onAdd}>{fr.dashboard.addVideo}</Button>
      </div>
      <div aria-live="polite">
        {savingOrder ? (
          <p className="rounded-md border border-accent/50 bg-accent/10 p-3 text-sm">
            {fr.dashboard.savingOrder}
          </p>
        ) : null}
      </div>
      {state.status === 'loading' ? (
        <p role="status" className="py-8 text-center text-muted">
          {fr.dashboard.loading}
        </p>
      ) : state.status === 'error' ? (
        <p role="alert" className="py-8 text-center">
          {fr.dashboard.loadError}
        </p>
      ) : videos.length === 0 ? (
        <p className="py-8 text-center text-muted">{fr.dashboard.empty}</p>
      ) : (
        <VideoList videos={videos} {...listHandlers} />
      )}
    </section>
  );
}
