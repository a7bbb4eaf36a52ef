// The showreel hero's behaviour (ShowreelHero.astro), started after the load event: "Voir la
// bande démo" opens the cards' player dialog with the whole film and its sound; the silent loop
// is created only now, and never under reduced motion or Save-Data (the poster stays, no video
// byte is asked for). It follows "Mettre les aperçus en pause" and has its own pause button.
import { marked, PORTFOLIO_VIDEOS } from '../../lib/page-markers.ts';
import type { Video } from '../../lib/video.ts';
import { muteAll } from '../../stores/muted.ts';
import { $previewsPaused } from '../../stores/previews-paused.ts';

const HERO = 'data-showreel-hero';

/** Whether the visitor's browser asks for no moving image or fewer bytes. */
function motionRefused(): boolean {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  const saveData =
    (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return reduced || saveData;
}

function loopOf(hero: HTMLElement, sources: Array<{ src: string; media?: string }>) {
  const video = document.createElement('video');
  video.muted = true;
  video.defaultMuted = true;
  video.loop = true;
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.setAttribute('aria-hidden', 'true');
  video.preload = 'auto';
  video.className = 'absolute inset-0 -z-20 h-full w-full object-cover';
  for (const { src, media } of sources) {
    const source = document.createElement('source');
    source.src = src;
    source.type = 'video/mp4';
    if (media) source.media = media;
    video.append(source);
  }
  const poster = hero.querySelector<HTMLImageElement>(marked('data-showreel-poster'));
  if (poster?.currentSrc) video.poster = poster.currentSrc;
  // Above the poster, under the scrim.
  (poster?.closest('picture') ?? poster)?.after(video);
  return video;
}

export function startShowreelHero(): void {
  const hero = document.querySelector<HTMLElement>(marked(HERO));
  if (!hero || hero.dataset.started) return;
  hero.dataset.started = '1';

  // The film is one of the page's cards: its data is the portfolio's baked list
  // (PortfolioGrid.astro), which the hero names by id rather than carrying it twice.
  const id = hero.dataset.showreelId;
  const baked = document.querySelector(`script${marked(PORTFOLIO_VIDEOS)}`)?.textContent;
  const film =
    (JSON.parse(baked || 'null') as Video[] | null)?.find((video) => video.id === id) ?? null;
  const play = hero.querySelector<HTMLButtonElement>(marked('data-showreel-play'));
  let dialogOpen = false;
  play?.addEventListener('click', () => {
    if (!film || dialogOpen) return;
    muteAll();
    dialogOpen = true;
    import('../portfolio/open-dialog.tsx')
      .then(({ openPlayerDialog }) =>
        openPlayerDialog(film, () => {
          dialogOpen = false;
        }),
      )
      .catch((error: unknown) => {
        dialogOpen = false;
        console.error('player dialog failed to load', error);
      });
  });

  const sources = JSON.parse(hero.dataset.showreelSources ?? '[]') as Array<{
    src: string;
    media?: string;
  }>;
  if (sources.length === 0 || motionRefused()) return;

  const pause = hero.querySelector<HTMLButtonElement>(marked('data-showreel-pause'));
  let video: HTMLVideoElement | null = null;
  // The hero's own state: the previews' pause sets it, its own button flips it.
  let paused = $previewsPaused.get();
  const apply = () => {
    // The labels come from the page, in its language.
    if (pause)
      pause.textContent = (paused ? pause.dataset.labelResume : pause.dataset.labelPause) ?? '';
    if (paused) {
      video?.pause();
      return;
    }
    // Asked for only when it is to play: a visit that starts paused loads no video byte.
    video ??= loopOf(hero, sources);
    video.play().catch(() => {
      // Refused (no autoplay here): the poster stays.
    });
  };
  if (pause) {
    pause.hidden = false;
    pause.addEventListener('click', () => {
      paused = !paused;
      apply();
    });
  }
  $previewsPaused.subscribe((value) => {
    paused = value;
    apply();
  });
}
