import { AFTER_PAINT_ATTRIBUTE } from '../../src/lib/after-paint.ts';

/** The built audience beacon: Astro names a component's script bundle after the component. */
export const isBeaconScript = (src: string): boolean =>
  /\/_astro\/Audience\.astro_astro_type_script_[\w-]+\.[\w-]+\.js$/.test(src);

const LOADER = new RegExp(
  `<script type="module" ${AFTER_PAINT_ATTRIBUTE}="([^"]*)">([\\s\\S]*?)</script>`,
  'g',
);
const MODULE =
  /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>|<link\b[^>]*rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The same page without the audience beacon (docs/statistics.md), and nothing else changed:
 * the beacon leaves the after-paint loader's list (integrations/page-scripts.ts), or the
 * loader goes when it named only the beacon; a beacon named in the HTML itself goes too.
 * `removed` says whether there was a beacon to take out, so a bench row never compares a page
 * with itself unawares.
 */
export function withoutBeacon(html: string): { html: string; removed: boolean } {
  let removed = false;
  const page = html
    .replace(LOADER, (tag, list: string, code: string) => {
      const srcs = list.split(' ').filter(Boolean);
      const kept = srcs.filter((src) => !isBeaconScript(src));
      if (kept.length === srcs.length) return tag;
      removed = true;
      return kept.length === 0
        ? ''
        : `<script type="module" ${AFTER_PAINT_ATTRIBUTE}="${kept.join(' ')}">${code}</script>`;
    })
    .replace(MODULE, (tag, src?: string, href?: string) => {
      if (!isBeaconScript(src ?? href ?? '')) return tag;
      removed = true;
      return '';
    });
  return { html: page, removed };
}
