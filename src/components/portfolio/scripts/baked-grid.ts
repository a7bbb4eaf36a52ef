// The public portfolio as the build baked it, run by a small script: its cards start (card/),
// and the list is revalidated against the live backend; a live list that differs from the baked
// one is drawn again with the same card. React loads only for the player dialog, on a click.

import { createPublicContentSource } from '../../../backend/create.ts';
import type { ContentSource } from '../../../backend/port.ts';
import { marked, PORTFOLIO, PORTFOLIO_VIDEOS } from '../../../lib/page-markers.ts';
import type { Video } from '../../../lib/video.ts';
import { startPauseButtons } from '../../../stores/previews-paused.ts';
import { labelsOf, startCards } from '../card/cards.ts';
import type { EarlyClicks } from './early-clicks.ts';

export { catchCategoryClicks } from './category-clicks.ts';

/** What a card shows, in a fixed order: two lists that agree on it render the same grid. */
export function sameGrid(a: readonly Video[], b: readonly Video[]): boolean {
  const shown = (v: Video) => [
    v.id,
    v.title,
    v.description ?? null,
    v.url,
    v.video_type,
    v.thumbnail_url ?? null,
    // A preview copy made since the build: the live grid plays it.
    v.preview_url ?? null,
    v.layout ?? null,
    v.keep_small_format ?? false,
    // The title's film page link and the category the landing's filter reads.
    v.slug ?? null,
    v.category ?? null,
    // The laurel mark (src/lib/card/laurel-mark.ts).
    v.awards ?? null,
    // Its shape in the tile and the dialog: a Format d'image chosen or measured since the build.
    // The fields as they are, not src/lib/aspect.ts: this file is on the landing's budget.
    v.aspect_ratio ?? 'auto',
    v.source_width ?? null,
    v.source_height ?? null,
    v.fill_frame ?? false,
  ];
  return JSON.stringify(a.map(shown)) === JSON.stringify(b.map(shown));
}

/**
 * The list the page baked (src/lib/card/baked-list.ts): the fields the cards, sameGrid and the
 * player dialog read, without the credits; a redraw or the dialog never needs the others.
 */
function readBaked(root: HTMLElement): Video[] | null {
  const data = root.querySelector(`script${marked(PORTFOLIO_VIDEOS)}`)?.textContent;
  return data ? (JSON.parse(data) as Video[] | null) : null;
}

/**
 * Runs every baked portfolio of the page ([data-portfolio]); data-state says when it is settled.
 * A card button clicked before this ran (`early`) is clicked again once its card listens.
 */
export function startBakedPortfolios(
  source: ContentSource = createPublicContentSource(),
  early?: EarlyClicks,
): void {
  startPauseButtons();
  for (const root of document.querySelectorAll<HTMLElement>(marked(PORTFOLIO))) {
    const baked = readBaked(root);
    const stop = baked ? startCards(root, baked, labelsOf(root)) : () => {};
    // A category page compares and shows the films of its category only.
    const only = root.dataset.category;
    source.listVideos().then(
      async (all) => {
        // An English page compares and draws the films as it shows them (issue 32).
        const lang = document.documentElement.lang;
        const local =
          lang === 'en'
            ? (await import('../../../lib/i18n/localize.ts')).localizeVideos(all, lang)
            : all;
        const live = only
          ? (await import('../../../lib/categories.ts')).inCategory(local, only)
          : local;
        if (!baked || !sameGrid(baked, live)) {
          stop();
          const { drawCards } = await import('../card/draw-cards.ts');
          drawCards(root, live);
        }
        root.dataset.state = 'live';
      },
      async (error: unknown) => {
        console.error('video list revalidation failed', error);
        // A baked list stays on screen; only a page without one shows the error.
        if (!baked) {
          const { drawCards } = await import('../card/draw-cards.ts');
          drawCards(root, null);
        }
        root.dataset.state = 'baked';
      },
    );
  }
  early?.take()?.click();
}
