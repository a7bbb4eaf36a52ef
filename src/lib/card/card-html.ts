// The public video card as an HTML string: the one markup of the card, written by the build
// (PortfolioGrid.astro), by the server into a private link's page (server/links/page.ts), by the
// live revalidation and the link page's script, and shown by the admin (AdminVideoCard.tsx).
// card.ts gives it its behaviour. Pure: no DOM, so the server and the build run it as it is.
import { pictureInset } from '../aspect.ts';
import { filmPath, filmSlug } from '../film-page.ts';
import { escapeHtml } from '../html-escape.ts';
import { langAttr, pathIn } from '../i18n/localize.ts';
import { type Lang, messagesFor } from '../i18n/messages.ts';
import { cardSizes, responsiveImage } from '../image-variants.ts';
import { CARD_PICTURE, MUTE_TOGGLE, PLAY_ICON, VIDEO_ID } from '../page-markers.ts';
import type { Video } from '../video.ts';
import { playerKind } from '../video-url.ts';
import { laurelMarkHtml } from './laurel-mark.ts';
import { MUTED_PATH } from './sound-icon.ts';
import { thumbnailOf } from './thumbnail.ts';

export interface CardOptions {
  /** Load the thumbnail at once (the first cards of the page); later ones load lazily. */
  eager?: boolean;
  /**
   * 'high': the page's likely largest paint (the first card), fetched first. 'low': an eager
   * thumbnail a phone only shows after a scroll (the first row's others), which must not share
   * the phone's bandwidth with the first one; wide screens show it at once all the same.
   */
  priority?: 'high' | 'low' | undefined;
  /** How wide the card is drawn, for the thumbnail's srcset (src/lib/image-variants.ts). */
  imageSizes?: string;
  /** The admin's list: the title is no link to the film page. */
  admin?: boolean;
  /** The page's language (issue 32): its texts, its film addresses; French by default. */
  lang?: Lang;
}

/** Attributes from a list of [name, value]; undefined ones are left out, '' is written bare. */
export function attributes(list: readonly (readonly [string, string | undefined])[]): string {
  return list
    .filter((pair): pair is readonly [string, string] => pair[1] !== undefined)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
}

/**
 * Whether the card's preview can sound: an uploaded film's grid preview is its copy, which has
 * no audio track (src/lib/video-preview.ts), so a sound button there would do nothing.
 */
const hasSound = (video: Pick<Video, 'video_type'>): boolean =>
  playerKind(video.video_type) !== 'direct';

const PLAY_ICON_HTML = `<span aria-hidden="true" data-testid="play-icon" ${PLAY_ICON} class="pointer-events-none absolute inset-0 flex items-center justify-center"><span class="flex h-14 w-14 items-center justify-center rounded-full bg-black/60 text-fg"><svg aria-hidden="true" viewBox="0 0 24 24" class="ml-1 h-7 w-7"><path d="M7 4.5v15l13-7.5z" fill="currentColor"></path></svg></span></span>`;

// Drawn muted: card.ts swaps the label and the second stroke as the visitor toggles it.
const muteToggleHtml = (lang: Lang) =>
  `<button type="button" aria-label="${escapeHtml(messagesFor(lang).portfolio.unmute)}" ${MUTE_TOGGLE} class="absolute right-2 bottom-2 z-10 inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-full bg-black/70 text-fg transition-colors hover:bg-black/90"><svg aria-hidden="true" viewBox="0 0 24 24" class="h-5 w-5" fill="none"><path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"></path><path d="${MUTED_PATH}" stroke="currentColor" stroke-width="2"></path></svg></button>`;

function imageHtml(video: Video, options: CardOptions): string {
  const thumbnail = thumbnailOf(video);
  // Resized copies belong to the stored thumbnail only.
  const image =
    thumbnail === video.thumbnail_url
      ? responsiveImage(thumbnail, video.thumbnail_variants, options.imageSizes ?? cardSizes(2))
      : { src: thumbnail };
  return `<img${attributes([
    ['src', image.src],
    ['srcset', image.srcset],
    ['sizes', image.sizes],
    ['alt', ''],
    ['width', '640'],
    ['height', '360'],
    ['loading', options.eager ? 'eager' : 'lazy'],
    ['fetchpriority', options.priority],
    ['decoding', 'async'],
    ['class', 'absolute inset-0 h-full w-full object-cover'],
  ])}>`;
}

/** One card, as the visitor first sees it: thumbnail, play icon, muted sound button, title. */
export function cardHtml(video: Video, options: CardOptions = {}): string {
  const lang = options.lang ?? 'fr';
  const title = escapeHtml(video.title);
  const opener = `<button type="button" aria-label="${escapeHtml(`${messagesFor(lang).portfolio.play} : ${video.title}`)}" aria-haspopup="dialog" class="absolute inset-0 cursor-pointer rounded-lg focus-visible:outline-offset-[-2px]"></button>`;
  // The public card's title leads to the film page; the admin's list has no such link.
  const heading = options.admin
    ? title
    : `<a href="${escapeHtml(pathIn(filmPath(filmSlug(video)), lang))}" class="underline-offset-4 hover:text-accent hover:underline">${title}</a>`;
  const description = video.description
    ? `<p${attributes([['lang', langAttr(video, 'description', lang)]])} class="truncate text-sm text-muted" title="${escapeHtml(video.description)}">${escapeHtml(video.description)}</p>`
    : '';
  // The tile stays 16:9; a film of another shape is drawn whole on black inside it (src/lib/aspect.ts),
  // in a box of its own shape that its preview player also mounts into (card/card.ts).
  const inset = pictureInset(video);
  const picture =
    inset === '0'
      ? [
          '<div class="thumb-placeholder relative aspect-video overflow-hidden rounded-lg">',
          imageHtml(video, options),
        ]
      : [
          '<div class="relative aspect-video overflow-hidden rounded-lg bg-black">',
          `<div${attributes([
            [CARD_PICTURE, ''],
            ['class', 'thumb-placeholder absolute'],
            ['style', `inset:${inset}`],
          ])}>${imageHtml(video, options)}</div>`,
        ];
  return [
    `<article class="group relative flex flex-col"${attributes([[VIDEO_ID, video.id]])}>`,
    ...picture,
    PLAY_ICON_HTML,
    opener,
    hasSound(video) ? muteToggleHtml(lang) : '',
    '</div>',
    `<h3${attributes([['lang', langAttr(video, 'title', lang)]])} class="mt-3 truncate font-display text-xl" title="${title}">${heading}</h3>`,
    laurelMarkHtml(video),
    description,
    '</article>',
  ].join('');
}
