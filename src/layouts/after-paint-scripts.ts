// A module script named in the HTML is requested while the page loads, and the modules it
// imports statically are requested at high priority. Lighthouse's simulated throttling counts
// every high-priority script that finished before the first paint as needed for it: whether the
// landing page's scripts (which all wait for the load event anyway) arrived before or after the
// first paint made its simulated FCP swing by about a quarter. So a script that waits for the load
// event is not named in the HTML at all: one small inline script requests it once the page has
// loaded and painted. Nothing a visitor sees changes; those scripts only start later by the time
// of one request.

/** The loader's attribute listing the scripts it requests (space-separated site paths). */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * Classic inline script: after the load event and the first contentful paint (where the browser
 * reports paints), a task later, appends each listed module script. The server allows it by its
 * hash, like every inline script of a built page.
 */
export const AFTER_PAINT_LOADER =
  '(()=>{const u=document.currentScript.dataset.afterPaint.split(" ");let w=2;' +
  'const go=()=>{if(--w)return;setTimeout(()=>{for(const s of u){const e=document.createElement("script");' +
  'e.type="module";e.src=s;document.head.append(e)}})};' +
  'if(document.readyState==="complete")go();else addEventListener("load",go,{once:true});' +
  'const p=()=>performance.getEntriesByName("first-contentful-paint").length>0;' +
  'if(typeof PerformanceObserver!=="function"||!PerformanceObserver.supportedEntryTypes?.includes("paint")||p())go();' +
  'else{const o=new PerformanceObserver(()=>{if(p()){o.disconnect();go()}});o.observe({type:"paint",buffered:true})}})()';

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
