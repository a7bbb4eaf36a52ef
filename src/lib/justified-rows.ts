// The film page's stills in justified rows (docs/stills.md): every row as wide as the column,
// every still in it as tall as the others, each keeping its own aspect (no crop). Pure: the page
// renders the rows as flex lines whose items grow by their aspect, so they scale with the column.

export interface Sized {
  width: number;
  height: number;
}

export interface RowItem {
  /** Index of the still in the given order. */
  index: number;
  /** Its width and height in the row, in pixels of a column `columnWidth` wide. */
  width: number;
  height: number;
}

export interface Row {
  items: RowItem[];
  height: number;
  /** False for a last row too short to fill the column: it keeps the target height. */
  filled: boolean;
}

export interface RowOptions {
  columnWidth: number;
  /** The height rows aim at; a row is closed once its stills at this height fill the column. */
  targetHeight: number;
  gap: number;
}

const aspectOf = (still: Sized) => still.width / still.height;

/**
 * Splits stills, in their order, into rows: a row takes stills until, at the target height,
 * they are at least as wide as the column; then its height is set so they fill it exactly.
 */
export function justifiedRows(stills: readonly Sized[], options: RowOptions): Row[] {
  const { columnWidth, targetHeight, gap } = options;
  const rows: Row[] = [];
  let current: number[] = [];
  let aspects = 0;
  const close = (filled: boolean) => {
    const free = columnWidth - gap * (current.length - 1);
    const height = filled ? free / aspects : targetHeight;
    rows.push({
      items: current.map((index) => {
        const still = stills[index] as Sized;
        return { index, width: aspectOf(still) * height, height };
      }),
      height,
      filled,
    });
    current = [];
    aspects = 0;
  };
  stills.forEach((still, index) => {
    current.push(index);
    aspects += aspectOf(still);
    if (aspects * targetHeight + gap * (current.length - 1) >= columnWidth) close(true);
  });
  if (current.length > 0) close(false);
  return rows;
}

/** The part of a row a still takes: its aspect over the row's, the flex grow of the page. */
export const growOf = (still: Sized): number => Number(aspectOf(still).toFixed(4));

/**
 * The `sizes` of a still shown `width` px wide in a column of `columnWidth`: that share of the
 * column from the breakpoint up (the column is min(100vw - 48px, 976px) there, as FILM_SIZES
 * says), the whole phone column below it (one still a line).
 */
export function stillSizes(width: number, columnWidth: number): string {
  const share = Math.min(1, width / columnWidth);
  const percent = Number((share * 100).toFixed(2));
  return `(min-width: 768px) min(calc((100vw - 48px) * ${percent / 100}), ${Math.ceil(share * columnWidth)}px), calc(100vw - 32px)`;
}
