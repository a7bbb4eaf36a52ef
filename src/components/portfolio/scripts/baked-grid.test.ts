// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  article,
  bake,
  bakeMarkup,
  pendingSource,
} from '../../../../tests/support/data/baked-page.ts';
import {
  direct,
  near,
  prepareCardDom,
  vimeo,
  youtube,
} from '../../../../tests/support/data/cards.ts';
import { makeVideo } from '../../../../tests/support/data/make-video.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { cardSizes } from '../../../lib/image-variants.ts';
import { $unmutedId } from '../../../stores/muted.ts';
import { $previewsPaused } from '../../../stores/previews-paused.ts';
import { startBakedPortfolios } from './baked-grid.ts';
import { holdEarlyClicks } from './early-clicks.ts';

// The baked grid as the landing page ships it: the card's HTML as the build writes it, run by the
// page's script. The card's own rules are in card/card.test.ts and card/players.test.ts.

const media = prepareCardDom();

const uploaded = makeVideo({
  id: 'up',
  title: 'Film téléversé',
  video_type: 'direct',
  url: '/media/0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4',
  thumbnail_url: '/media/1b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.jpg',
});

describe('baked grid previews', () => {
  it('mounts no iframe until the card comes near the viewport, and removes it after', async () => {
    bake([youtube]);
    expect(document.querySelector('iframe')).toBeNull();
    await near(true);
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toContain(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(frame?.getAttribute('src')).toContain('controls=0');
    expect(frame?.getAttribute('loading')).toBe('lazy');
    expect(frame?.getAttribute('title')).toBe(youtube.title);
    expect(frame?.className).toContain('opacity-0');
    await near(false);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('a native preview loops muted, and its play icon goes once it plays', async () => {
    bake([direct]);
    await near(true);
    const video = article('dv').querySelector('video') as HTMLVideoElement;
    expect({ muted: video.muted, loop: video.loop, autoplay: video.autoplay }).toEqual({
      muted: true,
      loop: true,
      autoplay: true,
    });
    expect(video.getAttribute('poster')).toBe('/media/film.jpg');
    expect(media.play).toHaveBeenCalled();
    expect(within(article('dv')).getByTestId('play-icon')).toBeTruthy();
    fireEvent(video, new Event('playing'));
    expect(within(article('dv')).queryByTestId('play-icon')).toBeNull();
    await near(false);
    expect(article('dv').querySelector('video')).toBeNull();
    expect(within(article('dv')).getByTestId('play-icon')).toBeTruthy();
  });

  it('a native preview that fails shows the placeholder and logs a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    bake([direct]);
    await near(true);
    const video = article('dv').querySelector('video') as HTMLVideoElement;
    fireEvent(video, new Event('error'));
    expect(video.getAttribute('poster')).toBe('/placeholder.svg');
    expect(warn).toHaveBeenCalledWith(
      'preview video failed to load',
      '/media/film.mp4.preview.mp4',
    );
    expect(within(article('dv')).getByTestId('play-icon')).toBeTruthy();
  });

  it('paused (as under reduced motion): no iframe, no autoplay until asked', async () => {
    $previewsPaused.set(true);
    bake([youtube, direct]);
    await near(true);
    expect(document.querySelector('iframe')).toBeNull();
    const video = article('dv').querySelector('video') as HTMLVideoElement;
    expect(video.autoplay).toBe(false);
    expect(media.play).not.toHaveBeenCalled();
    // An uploaded film's silent copy has no sound button to ask with: it waits for the pause
    // button (below); an embed's sound button starts that one preview.
    expect(within(article('dv')).queryByRole('button', { name: fr.portfolio.unmute })).toBeNull();
    fireEvent.click(within(article('yt')).getByRole('button', { name: fr.portfolio.unmute }));
    expect(article('yt').querySelector('iframe')).not.toBeNull();
    expect(media.play).not.toHaveBeenCalled();
  });

  it('a card with image variants: srcset, sizes, first fetched first; a failure hides them', async () => {
    const withCopies = {
      ...direct,
      thumbnail_variants: { width: 1280, height: 720, widths: [480, 960] },
    };
    bake([withCopies, { ...youtube, order_position: 1 }]);
    const img = article('dv').querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('srcset')).toBe(
      '/media/film.jpg.480w.webp 480w, /media/film.jpg.960w.webp 960w, /media/film.jpg 1280w',
    );
    expect(img.getAttribute('sizes')).toBe(cardSizes(2));
    expect(img.getAttribute('fetchpriority')).toBe('high');
    // The first row's other thumbnails are eager but yield to the first (a phone shows one).
    expect(article('yt').querySelector('img')?.getAttribute('fetchpriority')).toBe('low');
    // The preview's poster shares the 960 px copy rather than the whole original.
    await near(true);
    expect(article('dv').querySelector('video')?.getAttribute('poster')).toBe(
      '/media/film.jpg.960w.webp',
    );
    // The placeholder is the box's CSS background (src/styles/global.css): the image is hidden.
    expect(img.parentElement?.classList.contains('thumb-placeholder')).toBe(true);
    expect(img.hidden).toBe(false);
    fireEvent.error(img);
    expect(img.hidden).toBe(true);
  });

  it('falls back to the placeholder when the thumbnail failed before the script ran', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    bake([youtube]);
    expect(article('yt').querySelector('img')?.hidden).toBe(true);
  });
});

describe('baked grid preview copies', () => {
  it('never plays an uploaded original: poster and play button until its copy exists', async () => {
    bake([uploaded]);
    await near(true);
    expect(article('up').querySelector('video')).toBeNull();
    expect(within(article('up')).getByTestId('play-icon')).toBeTruthy();
  });

  it('plays the preview copy, with the poster frame of its first moment', async () => {
    const ready = {
      ...uploaded,
      preview_url: `${uploaded.url}.preview.mp4`,
      preview_poster_url: `${uploaded.url}.preview.jpg`,
    };
    bake([ready]);
    await near(true);
    const video = article('up').querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(ready.preview_url);
    expect(video.getAttribute('poster')).toBe(ready.preview_poster_url);
    expect(media.play).toHaveBeenCalled();
  });

  it('the pause button pauses every preview, says so, and plays them again', async () => {
    const ready = { ...uploaded, preview_url: `${uploaded.url}.preview.mp4` };
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    bakeMarkup([youtube, ready]);
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<button type="button" data-previews-pause aria-pressed="false" data-label-pause="${fr.previews.pause}" data-label-resume="${fr.previews.resume}"><span data-previews-pause-label>${fr.previews.pause}</span></button>`,
    );
    startBakedPortfolios(pendingSource().source);
    await near(true);
    expect(document.querySelector('iframe')).not.toBeNull();
    const button = screen.getByRole('button', { name: fr.previews.pause });
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe(fr.previews.resume);
    expect(document.querySelector('iframe')).toBeNull();
    expect(pause).toHaveBeenCalled();
    expect(sessionStorage.getItem('filmfolio:previews-paused')).toBe('1');
    media.play.mockClear();
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toBe(fr.previews.pause);
    expect(media.play).toHaveBeenCalled();
    expect(document.querySelector('iframe')).not.toBeNull();
  });
});

describe('baked grid mute rule', () => {
  it('starts muted; only one card is unmuted at a time, labels and state follow', async () => {
    bake([youtube, vimeo, direct]);
    await near(true);
    const toggles = screen.getAllByRole('button', { name: fr.portfolio.unmute });
    // The uploaded film's silent copy has none (card/card.test.ts).
    expect(toggles).toHaveLength(2);
    fireEvent.click(toggles[0] as HTMLElement);
    expect($unmutedId.get()).toBe('yt');
    expect(screen.getAllByRole('button', { name: fr.portfolio.mute })).toHaveLength(1);
    fireEvent.click(within(article('vm')).getByRole('button', { name: fr.portfolio.unmute }));
    expect($unmutedId.get()).toBe('vm');
    expect(within(article('yt')).getByRole('button', { name: fr.portfolio.unmute })).toBeTruthy();
    expect(within(article('vm')).getByRole('button', { name: fr.portfolio.mute })).toBeTruthy();
    expect((article('dv').querySelector('video') as HTMLVideoElement).muted).toBe(true);
    // Scrolled away: the preview is torn down and muted.
    await near(false);
    expect($unmutedId.get()).toBeNull();
  });
});

describe('baked grid dialog', () => {
  it('a click on the card mutes all and opens the dialog, loaded on demand', async () => {
    bake([{ ...youtube, keep_small_format: true }]);
    $unmutedId.set('yt');
    const opener = screen.getByRole('button', { name: `${fr.portfolio.play} : ${youtube.title}` });
    fireEvent.click(opener);
    // A second click while the dialog's code loads opens no second dialog.
    fireEvent.click(opener);
    expect($unmutedId.get()).toBeNull();
    const dialog = await waitFor(() => {
      // Open, not only mounted: showModal runs in an effect after React's commit.
      const found = document.querySelector<HTMLDialogElement>('dialog[open]');
      if (!found) throw new Error('no open dialog yet');
      return found;
    });
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    expect(dialog.className).toContain('max-w-3xl');
    expect(dialog.querySelector('iframe')?.hasAttribute('allowfullscreen')).toBe(false);
    expect(within(dialog).getByText('Une description')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: fr.portfolio.close }));
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    // Closed, the card opens its dialog again.
    fireEvent.click(opener);
    await waitFor(() => expect(document.querySelectorAll('dialog')).toHaveLength(1));
  });
});

describe('clicks before the script started', () => {
  it('a play click made early opens the dialog once the cards listen', async () => {
    bakeMarkup([youtube, direct]);
    const early = holdEarlyClicks();
    fireEvent.click(screen.getByRole('button', { name: `${fr.portfolio.play} : ${direct.title}` }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('dialog')).toBeNull();
    startBakedPortfolios(pendingSource().source, early);
    const dialog = await waitFor(() => {
      // Open, not only mounted: showModal runs in an effect after React's commit.
      const found = document.querySelector<HTMLDialogElement>('dialog[open]');
      if (!found) throw new Error('no open dialog yet');
      return found;
    });
    expect(within(dialog).getByRole('heading').textContent).toBe(direct.title);
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
  });

  it('an early sound click unmutes that card once the cards listen', () => {
    bakeMarkup([youtube, vimeo]);
    const early = holdEarlyClicks();
    const sound = within(article('vm')).getByRole('button', { name: fr.portfolio.unmute });
    fireEvent.click(sound);
    expect($unmutedId.get()).toBeNull();
    startBakedPortfolios(pendingSource().source, early);
    expect($unmutedId.get()).toBe('vm');
    expect(sound.getAttribute('aria-label')).toBe(fr.portfolio.mute);
  });
});
