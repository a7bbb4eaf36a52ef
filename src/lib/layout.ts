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

/** Where a card lands on the 6-column grid: 0-based row, 1-based start column, its span. */
export interface GridCell {
  row: number;
  column: number;
  span: 2 | 3 | 6;
}

const GRID_COLUMNS = 6;

/**
 * The cells the wide grid gives each card, as CSS grid's sparse auto-placement does with the
 * placements above: a card goes at the cursor or further right in its row, else on the next
 * row; the single half (a fixed start column) goes on a new row when the cursor is past that
 * column. The dashboard's plan draws these, so the owner sees the holes a visitor sees.
 */
export function gridCells(videos: readonly Pick<Video, 'layout'>[]): GridCell[] {
  let row = 0;
  let next = 1;
  return gridPlacements(videos).map(({ span, start }) => {
    if (start !== undefined) {
      if (start < next) row += 1;
      next = start + span;
      return { row, column: start, span };
    }
    if (next + span - 1 > GRID_COLUMNS) {
      row += 1;
      next = 1;
    }
    const column = next;
    next += span;
    return { row, column, span };
  });
}

/** The empty cells of each row the cards occupy (1-based columns), for rows that have any. */
export function gridHoles(cells: readonly GridCell[]): Map<number, number[]> {
  const holes = new Map<number, number[]>();
  const rows = cells.length === 0 ? 0 : Math.max(...cells.map((c) => c.row)) + 1;
  for (let row = 0; row < rows; row += 1) {
    const taken = new Set<number>();
    for (const cell of cells) {
      if (cell.row !== row) continue;
      for (let c = cell.column; c < cell.column + cell.span; c += 1) taken.add(c);
    }
    const empty: number[] = [];
    for (let c = 1; c <= GRID_COLUMNS; c += 1) if (!taken.has(c)) empty.push(c);
    if (empty.length > 0) holes.set(row, empty);
  }
  return holes;
}

const LAYOUT_CHOICES = ['full', 'half', 'normal'] as const;

/** Rows with a hole, then empty cells: lower is a fuller grid. */
function emptiness(videos: readonly Pick<Video, 'layout'>[]): [number, number] {
  const holes = gridHoles(gridCells(videos));
  let cells = 0;
  for (const empty of holes.values()) cells += empty.length;
  return [holes.size, cells];
}

/**
 * One layout change, of a card on `row`, that leaves the grid with fewer rows with a hole (or as
 * many with fewer empty cells), the best such change; null when none does.
 */
export function fillRow<T extends Pick<Video, 'layout'>>(
  videos: readonly T[],
  row: number,
): { index: number; layout: (typeof LAYOUT_CHOICES)[number] } | null {
  const cells = gridCells(videos);
  const [rowsNow, cellsNow] = emptiness(videos);
  let best: { index: number; layout: (typeof LAYOUT_CHOICES)[number] } | null = null;
  let bestScore: [number, number] = [rowsNow, cellsNow];
  videos.forEach((video, index) => {
    if (cells[index]?.row !== row) return;
    for (const layout of LAYOUT_CHOICES) {
      if (columnSpan(layout) === columnSpan(video.layout) && layout !== 'half') continue;
      if (layout === video.layout) continue;
      const changed = videos.map((v, i) => (i === index ? { ...v, layout } : v));
      const score = emptiness(changed);
      if (score[0] < bestScore[0] || (score[0] === bestScore[0] && score[1] < bestScore[1])) {
        best = { index, layout };
        bestScore = score;
      }
    }
  });
  return best;
}
