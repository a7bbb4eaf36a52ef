// Runs every card of a grid (card.ts): previews near the viewport, one player mounted per task,
// all of them paused and played again by the pause button (src/stores/previews-paused.ts).
import { marked, VIDEO_ID } from '../../../lib/page-markers.ts';
import type { Video } from '../../../lib/video.ts';
import { $previewsPaused } from '../../../stores/previews-paused.ts';
import { type Card, type MuteLabels, startCard } from './card.ts';
import { NEAR_MARGIN } from './preview-look.ts';

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

/** The sound button's labels, which a grid's host carries (the page's script has no fr.ts). */
export const labelsOf = (host: HTMLElement): MuteLabels => ({
  mute: host.dataset.labelMute ?? '',
  unmute: host.dataset.labelUnmute ?? '',
});

/** Starts the cards under `root` drawn for these videos; the function returned stops them. */
export function startCards(root: HTMLElement, videos: readonly Video[], labels: MuteLabels) {
  const byId = new Map(videos.map((video) => [video.id, video]));
  const cards = new Map<Element, Card>();
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
  return (): void => {
    stopped = true;
    observer?.disconnect();
    unsubscribe();
    for (const card of cards.values()) card.destroy();
  };
}
