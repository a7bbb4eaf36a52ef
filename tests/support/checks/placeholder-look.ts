import type { Locator } from 'playwright-core';
import sharp from 'sharp';

/** public/placeholder.svg's colours: its film-strip holes, and its gradient's first stop. */
const HOLE = [0x2a, 0x2a, 0x32];
const STRIP = [0x1e, 0x1e, 0x25];

/**
 * Where a 16:9 thumbnail box shows the placeholder's look, in the SVG's 640x360 units: a hole of
 * the film strip, and the strip between two holes, at the top left, where a broken-image sign
 * would be drawn. Returns what does not match, empty when the box looks like the placeholder.
 */
export async function placeholderMismatches(box: Locator): Promise<string[]> {
  const { data, info } = await sharp(await box.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const probes: [string, number, number, number[]][] = [
    ['hole', 20, 12, HOLE],
    ['second hole', 60, 12, HOLE],
    ['strip', 6, 12, STRIP],
    ['strip', 36, 12, STRIP],
    ['bottom hole', 20, 348, HOLE],
  ];
  const wrong: string[] = [];
  for (const [name, u, v, expected] of probes) {
    const x = Math.round((u / 640) * info.width);
    const y = Math.round((v / 360) * info.height);
    const at = (y * info.width + x) * info.channels;
    const seen = [data[at], data[at + 1], data[at + 2]].map(Number);
    // Anti-aliasing and the gradient's slope move a channel by a few levels, a broken-image sign
    // or an empty panel (#141418) by more.
    if (seen.some((c, i) => Math.abs(c - (expected[i] ?? 0)) > 5)) {
      wrong.push(`${name} at (${u}, ${v}): rgb(${seen.join(', ')})`);
    }
  }
  return wrong;
}
