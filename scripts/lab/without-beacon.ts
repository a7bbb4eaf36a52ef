/** The built audience beacon: Astro names a component's script bundle after the component. */
export const isBeaconScript = (src: string): boolean =>
  /\/_astro\/Audience\.astro_astro_type_script_[\w-]+\.[\w-]+\.js$/.test(src);

const MODULE =
  /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>|<link\b[^>]*rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The same page without the audience beacon (docs/statistics.md), and nothing else changed: its
 * script and any module preload of it go. `removed` says whether there was a beacon to take out,
 * so a lab row never compares a page with itself unawares.
 */
export function withoutBeacon(html: string): { html: string; removed: boolean } {
  let removed = false;
  const page = html.replace(MODULE, (tag, src?: string, href?: string) => {
    if (!isBeaconScript(src ?? href ?? '')) return tag;
    removed = true;
    return '';
  });
  return { html: page, removed };
}
