// The laurel branch festival selections and awards are drawn with (docs/film-pages.md): one
// shape of our own, never a festival's logo, written as a string so the card's markup (built by
// the page, the server and the browser alike) and the film page share it. Decorative only: the
// text beside it is what screen readers read.

const VIEW = { width: 27, height: 50 };
/** The stem runs along a circle's left side, from the bottom to the top of the box. */
const STEM = { cx: 26, cy: 26, r: 19, from: 100, to: 250 };
const LEAF = { length: 8, width: 2.6, spread: 38 };

/** The page's branch: six pairs of leaves at a tenth of a unit. The card's: four, whole units. */
const DETAIL = { page: { leaves: 6, scale: 10 }, card: { leaves: 4, scale: 1 } } as const;
type Detail = keyof typeof DETAIL;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
/** A point written at `scale` steps per unit (10: a tenth of a unit). */
const pointAt = (scale: number) => (x: number, y: number) =>
  `${Math.round(x * scale) / scale} ${Math.round(y * scale) / scale}`;
const onStem = (degrees: number) =>
  [
    STEM.cx + STEM.r * Math.cos(radians(degrees)),
    STEM.cy + STEM.r * Math.sin(radians(degrees)),
  ] as const;

function branchPath(detail: Detail): string {
  const { leaves, scale } = DETAIL[detail];
  const point = pointAt(scale);
  /** One leaf from its base along a direction: two curves meeting at the tip. */
  const leaf = (bx: number, by: number, angle: number): string => {
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const mx = bx + (LEAF.length / 2) * dx;
    const my = by + (LEAF.length / 2) * dy;
    const nx = -dy * LEAF.width;
    const ny = dx * LEAF.width;
    const tip = point(bx + LEAF.length * dx, by + LEAF.length * dy);
    return `M${point(bx, by)}Q${point(mx + nx, my + ny)} ${tip}Q${point(mx - nx, my - ny)} ${point(bx, by)}Z`;
  };
  const parts: string[] = [];
  for (let i = 0; i < leaves; i++) {
    const degrees = STEM.from + ((STEM.to - STEM.from) * (i + 0.5)) / leaves;
    const [x, y] = onStem(degrees);
    // The stem's direction toward the top; one leaf leans out of the circle, one into it.
    const along = radians(degrees) + Math.PI / 2;
    parts.push(leaf(x, y, along + radians(LEAF.spread)), leaf(x, y, along - radians(LEAF.spread)));
  }
  const [tx, ty] = onStem(STEM.to);
  parts.push(leaf(tx, ty, radians(STEM.to) + Math.PI / 2));
  return parts.join('');
}

/** The leaves, filled: the card's mark is small and on every landing page, so it is lighter. */
export const LAUREL_LEAVES: Record<Detail, string> = {
  page: branchPath('page'),
  card: branchPath('card'),
};
const pagePoint = pointAt(DETAIL.page.scale);
/** The page's stem, an arc drawn as a stroke (the card's leaves go without). */
export const LAUREL_STEM = `M${pagePoint(...onStem(STEM.from))}A${STEM.r} ${STEM.r} 0 0 1 ${pagePoint(...onStem(STEM.to))}`;

/**
 * A laurel branch as inline SVG, the left one or its mirror, in the current text colour. Hidden
 * from assistive technology: the festival's name is the text beside it.
 */
export function laurelSvg(
  side: 'left' | 'right',
  className: string,
  detail: Detail = 'page',
): string {
  const mirror = side === 'right' ? ` transform="matrix(-1 0 0 1 ${VIEW.width} 0)"` : '';
  const stem =
    detail === 'page'
      ? `<path d="${LAUREL_STEM}" fill="none" stroke="currentColor" stroke-width="1.2"></path>`
      : '';
  return `<svg aria-hidden="true" focusable="false" viewBox="0 0 ${VIEW.width} ${VIEW.height}" class="${className}"><g${mirror}>${stem}<path d="${LAUREL_LEAVES[detail]}" fill="currentColor"></path></g></svg>`;
}
