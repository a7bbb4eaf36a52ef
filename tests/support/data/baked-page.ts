// The landing page's baked grid as the browser has it (src/components/portfolio/PortfolioGrid.astro):
// the card's markup and the list, with or without the page's script started on them.
import type { ContentSource } from '../../../src/backend/port.ts';
import { startBakedPortfolios } from '../../../src/components/portfolio/scripts/baked-grid.ts';
import { bakedList } from '../../../src/lib/card/baked-list.ts';
import { portfolioHtml } from '../../../src/lib/card/grid-html.ts';
import { fr } from '../../../src/lib/i18n/fr.ts';
import type { Video } from '../../../src/lib/video.ts';

/** A source whose answer the test gives when it wants. */
export function pendingSource() {
  let answer: (videos: Video[]) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const source: ContentSource = {
    listVideos: () =>
      new Promise<Video[]>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  };
  return { source, answer: (v: Video[]) => answer(v), fail: (e: Error) => fail(e) };
}

/** The page's markup only, as the browser has it before the grid's script starts. */
export function bakeMarkup(videos: Video[] | null, category = ''): void {
  const only = category ? ` data-category="${category}"` : '';
  document.body.innerHTML = `<section id="portfolio"><div data-portfolio${only} data-label-mute="${fr.portfolio.mute}" data-label-unmute="${fr.portfolio.unmute}">${portfolioHtml(videos)}<script type="application/json" data-portfolio-videos>${JSON.stringify(bakedList(videos))}</script></div></section>`;
}

/** The page's markup for these videos, then the script started on it. */
export function bake(
  videos: Video[] | null,
  source = pendingSource().source,
  category = '',
): HTMLElement {
  bakeMarkup(videos, category);
  startBakedPortfolios(source);
  return document.querySelector('[data-portfolio]') as HTMLElement;
}

export const article = (id: string) =>
  document.querySelector(`article[data-video-id="${id}"]`) as HTMLElement;
