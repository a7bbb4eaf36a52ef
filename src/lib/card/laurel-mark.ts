// The card's small laurel mark: a film with festival selections or awards (Festivals et prix)
// says so on its card, drawn by the page (src/lib/laurel.ts), never with a festival's logo. Its
// own file so the card keeps one line for it (docs/card.md). Over the thumbnail's corner, after
// the title in reading order, so a screen reader hears the film's name first.
import { laurelLines } from '../film-page.ts';
import { escapeHtml } from '../html-escape.ts';
import { fr } from '../i18n/fr.ts';
import { laurelSvg } from '../laurel.ts';
import type { Video } from '../video.ts';

const BRANCH = 'h-5 w-auto';

/** '' for a film with no festival or award line. */
export function laurelMarkHtml(video: Pick<Video, 'awards'>): string {
  const lines = laurelLines(video);
  if (lines.length === 0) return '';
  // The number only when there are several: a lone wreath already says "selected or awarded".
  const count = lines.length > 1 ? `<span aria-hidden="true">${lines.length}</span>` : '';
  return [
    '<p data-testid="laurel-mark" class="pointer-events-none absolute top-2 left-2 z-10 m-0 inline-flex items-center gap-0.5 rounded-full bg-black/70 px-2 py-0.5 text-sm font-semibold text-accent">',
    laurelSvg('left', BRANCH, 'card'),
    count,
    laurelSvg('right', BRANCH, 'card'),
    `<span class="sr-only">${escapeHtml(fr.frames.cardLaurels(lines.join(', ')))}</span>`,
    '</p>',
  ].join('');
}
