import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { portfolioHtml } from '../../src/lib/card/grid-html.ts';
import { originalOfFilmCopy } from '../../src/lib/derived/kinds.ts';
import { escapeHtml } from '../../src/lib/html-escape.ts';
import { mediaNameOf } from '../../src/lib/media.ts';
import {
  LINK_PORTFOLIO,
  LINK_VIDEOS,
  PRIVATE_LINK_BODY,
  PRIVATE_LINK_TEMPLATE,
  TOO_MANY,
  WRONG_PASSWORD,
} from '../../src/lib/page-markers.ts';
import { scriptSafeJson } from '../../src/lib/script-json.ts';
import type { Video } from '../../src/lib/video.ts';

/** Where the build puts the frame of private link pages (src/pages/lien-prive.astro). */
export const FRAME_PATH = '/lien-prive';
const FRAME_FILE = join('lien-prive', 'index.html');
const TEMPLATE = new RegExp(
  `<template ${PRIVATE_LINK_TEMPLATE}="([a-z]+)">([\\s\\S]*?)<\\/template>`,
  'g',
);
const BODY = `<div ${PRIVATE_LINK_BODY}></div>`;
const FILLED = ['owner-name', 'owner-title', 'message'] as const;

// Used only when the served build predates the frame page: the same states, without the words
// (the server speaks no French), so a link still works until the next build.
const BARE_FRAME = [
  '<!doctype html><html lang="fr"><head><meta charset="utf-8">',
  '<meta name="robots" content="noindex"></head><body><main id="main">',
  BODY,
  `<template ${PRIVATE_LINK_TEMPLATE}="unavailable"><h1>404</h1></template>`,
  `<template ${PRIVATE_LINK_TEMPLATE}="password"><form method="post">`,
  '<input name="password" type="password" required aria-label="password">',
  `<p role="alert" ${WRONG_PASSWORD} hidden>401</p><p role="alert" ${TOO_MANY} hidden>429</p>`,
  '<button type="submit">→</button></form></template>',
  `<template ${PRIVATE_LINK_TEMPLATE}="films"><h1 data-link-owner-name></h1>`,
  `<p data-link-owner-title></p><p data-link-message></p><div ${LINK_PORTFOLIO}></div>`,
  '</template></main></body></html>',
].join('');

export interface LinkPageContent {
  ownerName: string;
  ownerTitle: string;
  message: string | null;
  /** In the link's order, their stored files already addressed through the link. */
  videos: Video[];
}

export type PageState =
  | { kind: 'unavailable' }
  | { kind: 'password'; problem?: 'wrong' | 'throttled' }
  | ({ kind: 'films' } & LinkPageContent);

/** A stored file of a link's film, fetched through the link's own address. */
function throughLink(token: string, url: string | null | undefined): string | null {
  const name = mediaNameOf(url ?? null);
  return name ? `/p/${token}/media/${name}` : (url ?? null);
}

/** A preview file of a link's film, through the link's address; null when there is none. */
function throughLinkPreview(token: string, url: string | null | undefined): string | null {
  const name = url?.startsWith('/media/') ? url.slice('/media/'.length) : null;
  return name && originalOfFilmCopy(name) ? `/p/${token}/media/${name}` : null;
}

/** The films as the visitor's page gets them: their /media/ files under /p/<token>/media/. */
export function linkVideos(token: string, videos: readonly Video[]): Video[] {
  return videos.map((video) => ({
    ...video,
    url: throughLink(token, video.url) ?? video.url,
    thumbnail_url: throughLink(token, video.thumbnail_url),
    // The link serves the originals only: resized copies are not under /p/<token>/media/.
    thumbnail_variants: null,
    // ... and the films' preview copies, which the link's grid plays (docs/video-previews.md).
    preview_url: throughLinkPreview(token, video.preview_url),
    preview_poster_url: throughLinkPreview(token, video.preview_poster_url),
    light_url: throughLinkPreview(token, video.light_url),
    // ... and its subtitle files, beside it (docs/subtitles.md).
    ...(video.subtitles
      ? {
          subtitles: video.subtitles.map((track) => ({
            ...track,
            url: throughLinkPreview(token, track.url) ?? track.url,
          })),
        }
      : {}),
  }));
}

function fill(html: string, marker: string, text: string | null): string {
  const element = new RegExp(`(<([a-z0-9]+)[^>]*\\bdata-link-${marker}\\b[^>]*>)</\\2>`);
  return html.replace(element, (all, open: string, tag: string) =>
    text ? `${open}${escapeHtml(text)}</${tag}>` : marker === 'message' ? '' : all,
  );
}

/** The page for one state, from the built frame: the other templates are dropped. */
export function renderLinkPage(siteDir: string, state: PageState): string {
  const file = join(siteDir, FRAME_FILE);
  const frame = existsSync(file) ? readFileSync(file, 'utf8') : BARE_FRAME;
  let chosen = '';
  const page = frame.replace(TEMPLATE, (_all, kind: string, inner: string) => {
    if (kind === state.kind) chosen = inner;
    return '';
  });
  if (state.kind === 'password' && state.problem) {
    const marker = state.problem === 'wrong' ? WRONG_PASSWORD : TOO_MANY;
    chosen = chosen.replace(`${marker} hidden`, marker);
  }
  if (state.kind === 'films') {
    const texts = {
      'owner-name': state.ownerName,
      'owner-title': state.ownerTitle,
      message: state.message,
    };
    for (const marker of FILLED) chosen = fill(chosen, marker, texts[marker]);
    chosen = chosen.replace(
      new RegExp(`<div[^>]*\\b${LINK_PORTFOLIO}\\b[^>]*>`),
      // A function, so a `$` in a title is never read as a replacement pattern. The cards are
      // the public card's markup, which the page's script starts (src/components/links/).
      (open) =>
        `${open}${portfolioHtml(state.videos)}<script type="application/json" ${LINK_VIDEOS}>${scriptSafeJson(state.videos)}</script>`,
    );
  }
  // Always a function: the chosen part holds the owner's texts and film titles, where `$'`, `$&`
  // or `$1` in a replacement string would splice in other parts of the page.
  return page.replace(BODY, () => chosen);
}
