// On the landing page, a plain click on a category link filters the grid in place; the code that
// does it (category-filter.ts) comes with the first such click. Other clicks (new tab, a link
// copied) and pages without the in-place row keep the links' static pages.

import { CATEGORY, CATEGORY_FILTER, marked } from '../../../lib/page-markers.ts';

export function catchCategoryClicks(): void {
  const filter = document.querySelector(marked(CATEGORY_FILTER, 'in-place'));
  filter?.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(`a${marked(CATEGORY)}`);
    const mouse = event as MouseEvent;
    const plain = !(mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey);
    if (!link || mouse.button !== 0 || !plain) return;
    event.preventDefault();
    import('./category-filter.ts')
      .then(({ filterTo }) => filterTo(filter, link))
      .catch(() => window.location.assign(link.href));
  });
}
