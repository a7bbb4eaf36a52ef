import type { Video } from './video.ts';

/** Sort by order_position ascending; a missing value counts as 0. Stable for equal positions. */
export function sortVideos<T extends Pick<Video, 'order_position'>>(videos: readonly T[]): T[] {
  return videos
    .map((video, index) => ({ video, index }))
    .sort(
      (a, b) => (a.video.order_position ?? 0) - (b.video.order_position ?? 0) || a.index - b.index,
    )
    .map(({ video }) => video);
}

/** Columns of the 6-column grid: full = 6, half = 3, anything else = 2. */
export function columnSpan(layout: string | null | undefined): 2 | 3 | 6 {
  if (layout === 'full') return 6;
  if (layout === 'half') return 3;
  return 2;
}

export interface GridPlacement {
  span: 2 | 3 | 6;
  /** 1-based start column, set only where the grid rule fixes it (docs/product-rules.md). */
  start?: number;
}

/** When exactly one video has layout half, it starts at column 2 and spans 3 (docs/product-rules.md). */
export function gridPlacements(videos: readonly Pick<Video, 'layout'>[]): GridPlacement[] {
  const halfCount = videos.filter((v) => v.layout === 'half').length;
  return videos.map((v) => {
    const span = columnSpan(v.layout);
    return halfCount === 1 && v.layout === 'half' ? { span, start: 2 } : { span };
  });
}

/** The grid-column value for md and up (one column below md: see the grid's item class). */
export function gridColumnValue({ span, start }: GridPlacement): string {
  return start ? `${start} / span ${span}` : `span ${span} / span ${span}`;
}

/** Positions 0..n-1 in the given order. */
export function assignPositions<T extends { id: string }>(ordered: readonly T[]): T[] {
  return ordered.map((v, i) => ({ ...v, order_position: i }));
}

/** Move one item; returns a new array. Out-of-range or same index returns the same order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) {
    return [...items];
  }
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
