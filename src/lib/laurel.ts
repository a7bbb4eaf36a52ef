// The laurel branch festival selections and awards are drawn with (docs/film-pages.md): one
// shape of our own, never a festival's logo, written as a string so the card's markup (built by
// the page, the server and the browser alike) and the film page share it. Decorative only: the
// text beside it is what screen readers read.

const VIEW = { width: 27, height: 50 };
/** The stem runs along a circle's left side, from the bottom to the top of the box. */
const STEM = { cx: 26, cy: 26, r: 19, from: 100, to: 250 };
const LEAVES = 6;
const LEAF = { length: 8, width: 2.6, spread: 38 };

const round = (n: number) => Math.round(n * 10) / 10;
const point = (x: number, y: number) => `${round(x)} ${round(y)}`;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** One leaf from its base along a direction: two curves meeting at the tip. */
function leaf(bx: number, by: number, angle: number): string {
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const tip = [bx + LEAF.length * dx, by + LEAF.length * dy] as const;
  const mid = [bx + (LEAF.length / 2) * dx, by + (LEAF.length / 2) * dy] as const;
  const nx = -dy * LEAF.width;
  const ny = dx * LEAF.width;
  return `M${point(bx, by)}Q${point(mid[0] + nx, mid[1] + ny)} ${point(...tip)}Q${point(mid[0] - nx, mid[1] - ny)} ${point(bx, by)}Z`;
}

function branchPath(): string {
  const parts: string[] = [];
  for (let i = 0; i < LEAVES; i++) {
    const theta = radians(STEM.from + ((STEM.to - STEM.from) * (i + 0.5)) / LEAVES);
    const x = STEM.cx + STEM.r * Math.cos(theta);
    const y = STEM.cy + STEM.r * Math.sin(theta);
    // The stem's direction toward the top; one leaf leans out of the circle, one into it.
    const along = theta + Math.PI / 2;
    parts.push(leaf(x, y, along + radians(LEAF.spread)), leaf(x, y, along - radians(LEAF.spread)));
  }
  const top = radians(STEM.to);
  parts.push(
    leaf(STEM.cx + STEM.r * Math.cos(top), STEM.cy + STEM.r * Math.sin(top), top + Math.PI / 2),
  );
  return parts.join('');
}

const start = radians(STEM.from);
const end = radians(STEM.to);
/** The stem, an arc drawn as a stroke. */
export const LAUREL_STEM = `M${point(STEM.cx + STEM.r * Math.cos(start), STEM.cy + STEM.r * Math.sin(start))}A${STEM.r} ${STEM.r} 0 0 1 ${point(STEM.cx + STEM.r * Math.cos(end), STEM.cy + STEM.r * Math.sin(end))}`;
/** The leaves, filled. */
export const LAUREL_LEAVES = branchPath();

/**
 * A laurel branch as inline SVG, the left one or its mirror, in the current text colour. Hidden
 * from assistive technology: the festival's name is the text beside it.
 */
export function laurelSvg(side: 'left' | 'right', className: string): string {
  const mirror = side === 'right' ? ` transform="matrix(-1 0 0 1 ${VIEW.width} 0)"` : '';
  return `<svg aria-hidden="true" focusable="false" viewBox="0 0 ${VIEW.width} ${VIEW.height}" class="${className}"><g${mirror}><path d="${LAUREL_STEM}" fill="none" stroke="currentColor" stroke-width="1.2"></path><path d="${LAUREL_LEAVES}" fill="currentColor"></path></g></svg>`;
}
