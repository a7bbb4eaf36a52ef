import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import Sortable from 'sortablejs';
import { fr } from '../../../lib/i18n/fr.ts';
import { assignPositions, moveItem } from '../../../lib/layout.ts';
import type { Layout, Video } from '../../../lib/video.ts';
import { AdminVideoItem } from './AdminVideoItem.tsx';

export interface VideoListProps {
  videos: Video[];
  onSaveOrder: (ordered: Video[]) => void;
  onEdit: (video: Video) => void;
  onDelete: (video: Video) => void;
  onLayout: (video: Video, layout: Layout) => void;
  onKeepSmallFormat: (video: Video) => Promise<boolean>;
  onVisible: (video: Video, visible: boolean) => Promise<boolean>;
}

export const VIDEOS_LIST_ID = 'videos-list';

/**
 * The sortable list: drag by the handle (sortablejs) or focus the handle and press ArrowUp /
 * ArrowDown. Both re-sort locally at once, then save the whole order in one call.
 */
export function VideoList({ videos, onSaveOrder, ...itemHandlers }: VideoListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const hintId = useId();
  const [order, setOrder] = useState(videos);
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const orderRef = useRef(order);
  orderRef.current = order;
  const saveRef = useRef(onSaveOrder);
  saveRef.current = onSaveOrder;

  useEffect(() => setOrder(videos), [videos]);

  const commit = (from: number, to: number) => {
    const current = orderRef.current;
    if (from === to || to < 0 || to >= current.length) return null;
    const next = assignPositions(moveItem(current, from, to));
    setOrder(next);
    saveRef.current(next);
    return next;
  };
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const sortable = Sortable.create(list, {
      handle: '.drag-handle',
      animation: 150,
      onEnd(event) {
        const { item, from, oldIndex, newIndex } = event;
        if (oldIndex === undefined || newIndex === undefined || oldIndex === newIndex) return;
        // Hand the DOM back to React: undo sortablejs's move, then re-render in the new order.
        from.removeChild(item);
        from.insertBefore(item, from.children[oldIndex] ?? null);
        commitRef.current(oldIndex, newIndex);
      },
    });
    return () => sortable.destroy();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus must follow each new order
  useLayoutEffect(() => {
    if (focusId) handles.current.get(focusId)?.focus();
  }, [focusId, order]);

  const move = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    const next = commit(index, to);
    const moved = next?.[to];
    if (!next || !moved) return;
    setFocusId(moved.id);
    setAnnouncement(fr.dashboard.moved(moved.title, to + 1, next.length));
  };

  return (
    <>
      <p id={hintId} className="sr-only">
        {fr.dashboard.moveHint}
      </p>
      <ul
        id={VIDEOS_LIST_ID}
        ref={listRef}
        className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
      >
        {order.map((video, index) => (
          <AdminVideoItem
            key={video.id}
            video={video}
            hintId={hintId}
            handleRef={(el) => {
              if (el) handles.current.set(video.id, el);
              else handles.current.delete(video.id);
            }}
            onMove={(delta) => move(index, delta)}
            {...itemHandlers}
          />
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
