// The public portfolio as the build baked it, run by a small script: previews start near the
// viewport without React, and the list is revalidated against the live backend. React loads
// only for the player dialog (on a click) or when the live list differs from the baked one.

import { createPublicContentSource } from '../../backend/create.ts';
import type { ContentSource } from '../../backend/port.ts';
import { marked, PORTFOLIO, PORTFOLIO_VIDEOS, VIDEO_ID } from '../../lib/page-markers.ts';
import type { Video } from '../../lib/video.ts';
import { $previewsPaused, startPauseButtons } from '../../stores/previews-paused.ts';
import type { EarlyClicks } from './early-clicks.ts';
import { NEAR_MARGIN } from './preview-look.ts';

export { catchCategoryClicks } from './category-clicks.ts';

import { type StaticCard, startCard } from './static-card.ts';

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
  ];
  return JSON.stringify(a.map(shown)) === JSON.stringify(b.map(shown));
}

function readBaked(root: HTMLElement): Video[] | null {
  const data = root.querySelector(`script${marked(PORTFOLIO_VIDEOS)}`)?.textContent;
  return data ? (JSON.parse(data) as Video[] | null) : null;
}

/**
 * Runs jobs one per task, in order: mounting a player (an iframe above all) is the costliest
 * work of the page, and several in one task would block the main thread for long.
 */
function oneJobPerTask(): (job: () => void) => void {
  const jobs: (() => void)[] = [];
  const next = () => {
    jobs.shift()?.();
    if (jobs.length > 0) setTimeout(next, 0);
  };
  return (job) => {
    jobs.push(job);
    if (jobs.length === 1) setTimeout(next, 0);
  };
}

function startCards(root: HTMLElement, baked: readonly Video[]): () => void {
  const byId = new Map(baked.map((video) => [video.id, video]));
  const labels = { mute: root.dataset.labelMute ?? '', unmute: root.dataset.labelUnmute ?? '' };
  const cards = new Map<Element, StaticCard>();
  for (const article of root.querySelectorAll<HTMLElement>(`article${marked(VIDEO_ID)}`)) {
    const video = byId.get(article.dataset.videoId ?? '');
    if (video) cards.set(article, startCard(article, video, labels));
  }
  // Paused by the button, or at start under reduced motion or Save-Data.
  const unsubscribe = $previewsPaused.subscribe((paused) => {
    for (const card of cards.values()) card.setPaused(paused);
  });
  const schedule = oneJobPerTask();
  let stopped = false;
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const card = cards.get(entry.target);
              const near = entry.isIntersecting;
              if (card) schedule(() => stopped || card.setNear(near));
            }
          },
          { rootMargin: NEAR_MARGIN },
        );
  for (const article of cards.keys()) observer?.observe(article);
  return () => {
    stopped = true;
    observer?.disconnect();
    unsubscribe();
    for (const card of cards.values()) card.destroy();
  };
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
    const stop = baked ? startCards(root, baked) : () => {};
    // A category page compares and shows the films of its category only.
    const only = root.dataset.category;
    source.listVideos().then(
      async (all) => {
        const live = only ? (await import('../../lib/categories.ts')).inCategory(all, only) : all;
        if (!baked || !sameGrid(baked, live)) {
          stop();
          const { renderLiveGrid } = await import('./live-grid.tsx');
          renderLiveGrid(root, live);
        }
        root.dataset.state = 'live';
      },
      async (error: unknown) => {
        console.error('video list revalidation failed', error);
        // A baked list stays on screen; only a page without one shows the error.
        if (!baked) {
          const { renderLiveGrid } = await import('./live-grid.tsx');
          renderLiveGrid(root, null);
        }
        root.dataset.state = 'baked';
      },
    );
  }
  early?.take()?.click();
}
