// The film page's only script: the click-to-play facade, "Copier le lien" and the placeholder
// for a thumbnail that fails. Plain DOM, no framework: the page is static HTML and should stay light.
import { COPY_LINK, COPY_STATUS, FILM_PLAY, FILM_PLAYER, marked } from '../../lib/page-markers.ts';
import { watchEmbedEnd } from '../portfolio/scripts/embed-progress.ts';
import { reportEmbed } from '../site/embed-play.ts';
import { posterFallback } from './poster-fallback.ts';

function playOnClick(button: HTMLButtonElement): void {
  button.addEventListener(
    'click',
    () => {
      const frame = document.createElement('iframe');
      frame.src = button.dataset.filmPlay ?? '';
      frame.title = button.dataset.filmTitle ?? '';
      frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
      frame.allowFullscreen = true;
      frame.className = 'absolute inset-0 h-full w-full border-0';
      const { filmId, filmKind } = button.dataset;
      if (filmId && (filmKind === 'youtube' || filmKind === 'vimeo')) {
        watchEmbedEnd(frame, filmKind, () => reportEmbed('complete', filmId));
      }
      button.replaceWith(frame);
      frame.focus();
      if (filmId) reportEmbed('play', filmId);
    },
    { once: true },
  );
}

function copyLinkOnClick(button: HTMLButtonElement, status: HTMLElement): void {
  let hide: ReturnType<typeof setTimeout> | undefined;
  const show = (text: string) => {
    // The live region stays in the page (a region shown at the moment it speaks is not always
    // read); only its look comes and goes.
    status.textContent = text;
    status.dataset.visible = 'true';
    clearTimeout(hide);
    hide = setTimeout(() => {
      delete status.dataset.visible;
      status.textContent = '';
    }, 4000);
  };
  button.addEventListener('click', async () => {
    const link = button.dataset.link ?? window.location.href;
    try {
      await navigator.clipboard.writeText(link);
      show(button.dataset.copied ?? '');
    } catch (error) {
      console.warn('link not copied', error);
      show(button.dataset.failed ?? '');
    }
  });
}

for (const player of document.querySelectorAll<HTMLElement>(marked(FILM_PLAYER))) {
  posterFallback(player);
}
for (const button of document.querySelectorAll<HTMLButtonElement>(marked(FILM_PLAY))) {
  playOnClick(button);
}
const copyButton = document.querySelector<HTMLButtonElement>(marked(COPY_LINK));
const copyStatus = document.querySelector<HTMLElement>(marked(COPY_STATUS));
if (copyButton && copyStatus) copyLinkOnClick(copyButton, copyStatus);
