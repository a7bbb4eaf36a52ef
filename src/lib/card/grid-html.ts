// The portfolio's grid as an HTML string, and its states before a list is there: the build bakes
// it (PortfolioGrid.astro), the live revalidation and the link page draw it again from a list.
import { categorySlugOf } from '../categories.ts';
import { type Lang, messagesFor } from '../i18n/messages.ts';
import { cardSizes } from '../image-variants.ts';
import { gridColumnValue, gridPlacements } from '../layout.ts';
import { CATEGORY } from '../page-markers.ts';
import type { Video } from '../video.ts';
import { attributes, cardHtml } from './card-html.ts';

/** How many thumbnails load eagerly: the first row or two above the fold. */
const EAGER_CARDS = 3;
const SKELETONS = 6;

export function gridHtml(videos: readonly Video[], lang: Lang = 'fr'): string {
  const placements = gridPlacements(videos);
  const items = videos.map((video, index) => {
    const placement = placements[index] ?? { span: 2 };
    const card = cardHtml(video, {
      eager: index < EAGER_CARDS,
      priority: index === 0 ? 'high' : index < EAGER_CARDS ? 'low' : undefined,
      imageSizes: cardSizes(placement.span),
      lang,
    });
    // Category and layout let the landing's filter place the cards it keeps (category-filter.ts).
    return `<li${attributes([
      ['style', `--grid-column:${gridColumnValue(placement)}`],
      ['class', 'min-w-0 md:[grid-column:var(--grid-column)]'],
      [CATEGORY, categorySlugOf(video) || undefined],
      ['data-layout', video.layout ?? undefined],
    ])}>${card}</li>`;
  });
  return `<ul class="grid grid-cols-1 gap-x-6 gap-y-10 md:grid-cols-6">${items.join('')}</ul>`;
}

const skeleton =
  '<div aria-hidden="true" data-testid="skeleton" class="animate-pulse rounded-lg bg-white/10 aspect-video"></div>';

/**
 * The portfolio for a list: its grid, or the empty text. `null` is a list not known yet: the
 * loading placeholders (a build that could not read content), or the load error once asked.
 */
export function portfolioHtml(
  videos: readonly Video[] | null,
  failed = false,
  lang: Lang = 'fr',
): string {
  const t = messagesFor(lang);
  if (videos === null && failed) {
    return `<p role="alert" class="text-muted">${t.portfolio.loadError}</p>`;
  }
  if (videos === null) {
    return `<div class="grid grid-cols-1 gap-6 md:grid-cols-3" aria-busy="true" data-testid="portfolio-loading"><span class="sr-only">${t.portfolio.loading}</span>${skeleton.repeat(SKELETONS)}</div>`;
  }
  if (videos.length === 0) return `<p class="text-muted">${t.portfolio.empty}</p>`;
  return gridHtml(videos, lang);
}
