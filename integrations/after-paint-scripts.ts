// A module script named in the HTML is requested while the page loads, and the modules it
// imports statically are requested at high priority. Lighthouse's simulated throttling counts
// every high-priority script that finished before the first paint as needed for it: whether the
// landing page's scripts (which all wait for the load event anyway) arrived before or after the
// first paint moved its simulated FCP from about 800 to 1100 ms. So a script that waits for the
// load event is not named in the HTML at all: one small inline script requests it once the page
// has loaded and painted. Nothing a visitor sees changes; those scripts only start later by the
// time of one request.

/** The loader's attribute listing the scripts it requests (space-separated site paths). */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * Classic inline script: after the load event and the first contentful paint (where the browser
 * reports paints), a task later, appends each listed module script. The server allows it by its
 * hash, like every inline script of a built page.
 */
export const AFTER_PAINT_LOADER =
  '(()=>{const u=document.currentScript.dataset.afterPaint.split(" ");let w=2;' +
  'const go=()=>{--w||setTimeout(()=>{for(const s of u){const e=document.createElement("script");' +
  'e.type="module";e.src=s;document.head.append(e)}})};' +
  'document.readyState=="complete"?go():addEventListener("load",go,{once:!0});' +
  'const P=window.PerformanceObserver;P?.supportedEntryTypes?.includes("paint")?' +
  'new P((l,o)=>{l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),go())})' +
  '.observe({type:"paint",buffered:!0}):go()})()';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/**
 * Takes the module scripts for which `waitsForLoad(src)` holds out of the page and requests them
 * from one loader placed at the end of the body; other scripts stay where they are.
 */
export function scriptsAfterPaint(html: string, waitsForLoad: (src: string) => boolean): string {
  const moved: string[] = [];
  const rest = html.replace(MODULE_SCRIPT, (tag, src: string) => {
    if (!waitsForLoad(src)) return tag;
    moved.push(src);
    return '';
  });
  if (moved.length === 0) return html;
  const loader = `<script ${AFTER_PAINT_ATTRIBUTE}="${moved.join(' ')}">${AFTER_PAINT_LOADER}</script>`;
  const end = rest.lastIndexOf('</body>');
  return end === -1 ? rest + loader : `${rest.slice(0, end)}${loader}${rest.slice(end)}`;
}

/**
 * A built page script that starts through after-load.ts (its bundle imports that chunk): it does
 * nothing before the load event, so requesting it after the first paint loses nothing.
 */
export function importsAfterLoad(code: string): boolean {
  return /\bfrom\s*["']\.\/after-load\.[\w-]+\.js["']/.test(code);
}

/** Larger bundles stay files: the browser caches them across pages. */
const INLINE_LIMIT_BYTES = 2048;

/**
 * Writes into the page the module scripts that import nothing and are small (`read(src)` gives a
 * bundle's code, or null): such a script, the early-click catcher, must run as the page is parsed,
 * and inline it needs no request at all, which Lighthouse's simulated paints would otherwise
 * wait for.
 */
export function inlineSmallModules(html: string, read: (src: string) => string | null): string {
  return html.replace(MODULE_SCRIPT, (tag, src: string) => {
    const code = read(src);
    const inlinable =
      code !== null &&
      code.length <= INLINE_LIMIT_BYTES &&
      !/\bimport\b|\bexport\b/.test(code) &&
      !/<\/script|<!--/i.test(code);
    return inlinable ? `<script type="module">${code.trim()}</script>` : tag;
  });
}
