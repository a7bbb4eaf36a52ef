// The landing page's category links, run in place: a click shows only that category's cards and
// puts the category page's address in the bar (history.pushState); back and forward follow it.
// Loaded on the first click on a category link (PortfolioGrid.astro catches it); without
// JavaScript the same links lead to the static category pages.

import { gridColumnValue, gridPlacements } from '../../../lib/layout.ts';
import { CATEGORY, marked, PORTFOLIO } from '../../../lib/page-markers.ts';

/** The category an address shows: [/en]/categories/<slug>/, or '' (every film) elsewhere. */
export const categoryOfPath = (pathname: string): string =>
  /^(?:\/en)?\/categories\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1] ?? '';

let current = categoryOfPath(window.location.pathname);

function show(nav: Element, slug: string): void {
  current = slug;
  for (const link of nav.querySelectorAll<HTMLAnchorElement>(`a${marked(CATEGORY)}`)) {
    if (link.dataset.category !== slug) {
      link.removeAttribute('aria-current');
      continue;
    }
    link.setAttribute('aria-current', 'page');
    if (link.dataset.title) document.title = link.dataset.title;
  }
  for (const grid of document.querySelectorAll(`${marked(PORTFOLIO)} ul`)) {
    const items = [...grid.children] as HTMLElement[];
    const kept = items.filter((item) => !slug || item.dataset.category === slug);
    // The grid's placement rules apply to the cards shown, as on the category's own page.
    const placements = gridPlacements(
      kept.map((item) => ({ layout: item.dataset.layout ?? null })),
    );
    for (const item of items) item.hidden = !kept.includes(item);
    kept.forEach((item, i) => {
      const placement = placements[i];
      if (placement) item.style.setProperty('--grid-column', gridColumnValue(placement));
    });
  }
}

let started = false;

/** Shows the link's category in place and records its address in the history. */
export function filterTo(nav: Element, link: HTMLAnchorElement): void {
  if (!started) {
    started = true;
    window.addEventListener('popstate', () => show(nav, categoryOfPath(window.location.pathname)));
    // The live list may replace the baked grid: the new cards follow the filter shown.
    for (const root of document.querySelectorAll(marked(PORTFOLIO))) {
      new MutationObserver(() => show(nav, current)).observe(root, { childList: true });
    }
  }
  const slug = link.dataset.category ?? '';
  if (slug === current) return;
  window.history.pushState({ category: slug }, '', link.href);
  show(nav, slug);
}
