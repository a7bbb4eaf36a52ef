import { type KeyboardEvent, type Ref, useState } from 'react';
import { fr } from '../../../lib/i18n/fr.ts';
import type { Layout, Video } from '../../../lib/video.ts';
import { AdminVideoCard } from '../../portfolio/AdminVideoCard.tsx';
import { LayoutActions } from './LayoutActions.tsx';
import { PreviewStatus } from './PreviewStatus.tsx';
import { VisibilityToggle } from './VisibilityToggle.tsx';

export interface AdminVideoItemProps {
  video: Video;
  handleRef: Ref<HTMLButtonElement>;
  hintId: string;
  onMove: (delta: -1 | 1) => void;
  onEdit: (video: Video) => void;
  onDelete: (video: Video) => void;
  onLayout: (video: Video, layout: Layout) => void;
  /** Resolves false when the change failed: the card then shows the stored value again. */
  onKeepSmallFormat: (video: Video) => Promise<boolean>;
  /** Resolves false when the change failed. */
  onVisible: (video: Video, visible: boolean) => Promise<boolean>;
}

export function AdminVideoItem({
  video,
  handleRef,
  hintId,
  onMove,
  onEdit,
  onDelete,
  onLayout,
  onKeepSmallFormat,
  onVisible,
}: AdminVideoItemProps) {
  // The card keeps the checkbox state itself; a new key makes it read the stored value again.
  const [revision, setRevision] = useState(0);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    onMove(event.key === 'ArrowUp' ? -1 : 1);
  };
  return (
    <li
      data-id={video.id}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-panel p-3"
    >
      <div className="flex items-center gap-3">
        <button
          ref={handleRef}
          type="button"
          title={fr.dashboard.dragHandle}
          aria-label={`${fr.dashboard.dragHandle} : ${video.title}`}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          className="drag-handle inline-flex h-11 w-11 touch-none cursor-grab items-center justify-center rounded-md border border-line text-muted hover:text-fg active:cursor-grabbing"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
            <circle cx="9" cy="6" r="1.6" />
            <circle cx="15" cy="6" r="1.6" />
            <circle cx="9" cy="12" r="1.6" />
            <circle cx="15" cy="12" r="1.6" />
            <circle cx="9" cy="18" r="1.6" />
            <circle cx="15" cy="18" r="1.6" />
          </svg>
        </button>
        <LayoutActions layout={video.layout} onChange={(layout) => onLayout(video, layout)} />
      </div>
      <VisibilityToggle visible={video.visible} onChange={(visible) => onVisible(video, visible)} />
      <PreviewStatus video={video} />
      <AdminVideoCard
        video={video}
        onEdit={onEdit}
        onDelete={onDelete}
        key={revision}
        onToggleKeepSmallFormat={(next) => {
          void onKeepSmallFormat(next).then((ok) => ok || setRevision((r) => r + 1));
        }}
      />
    </li>
  );
}
