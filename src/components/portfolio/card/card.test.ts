// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  mountCards,
  near,
  openedDialog,
  prepareCardDom,
  unmountCards,
} from '../../../../tests/support/data/cards.ts';
import { makeVideo } from '../../../../tests/support/data/make-video.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { $unmutedId } from '../../../stores/muted.ts';
import { $previewsPaused } from '../../../stores/previews-paused.ts';

// The public card: its markup (src/lib/card/card-html.ts) run by its script (card.ts). The same
// card the landing page bakes, the live grid and the link page draw, and the dashboard shows.

// happy-dom's own play(), which reports 'playing' at once: these tests are not about the file.
prepareCardDom({ holdPlay: false });

const youtube = makeVideo({
  id: 'yt',
  title: 'Un titre très long',
  description: 'Une description',
});
const vimeo = makeVideo({ id: 'vm', video_type: 'vimeo', url: 'https://vimeo.com/76979871' });
const direct = makeVideo({
  id: 'dv',
  video_type: 'direct',
  url: '/media/film.mp4',
  preview_url: '/media/film.mp4.preview.mp4',
});

async function openDialog(title: string): Promise<HTMLDialogElement> {
  fireEvent.click(screen.getByRole('button', { name: `${fr.portfolio.play} : ${title}` }));
  return openedDialog();
}

describe('card preview', () => {
  it('mounts no iframe until the card comes near the viewport, and removes it after', async () => {
    const { container } = mountCards([youtube]);
    expect(container.querySelector('iframe')).toBeNull();
    await near(true);
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toContain(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(frame?.getAttribute('src')).toContain('controls=0');
    expect(frame?.getAttribute('loading')).toBe('lazy');
    expect(frame?.getAttribute('title')).toBe(youtube.title);
    await near(false);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('uses the Vimeo background player with tracking off', async () => {
    const { container } = mountCards([vimeo]);
    await near(true);
    const src = container.querySelector('iframe')?.getAttribute('src') ?? '';
    expect(src).toContain('https://player.vimeo.com/video/76979871');
    expect(src).toContain('background=1');
    expect(src).toContain('dnt=1');
  });

  it('mounts no iframe while paused (as under reduced motion), no native autoplay', async () => {
    $previewsPaused.set(true);
    const { container } = mountCards([youtube, direct]);
    await near(true);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('video')?.autoplay).toBe(false);
  });

  it('never plays an uploaded original; plays its preview copy once made', async () => {
    const stored = makeVideo({
      id: 'up',
      video_type: 'direct',
      url: '/media/0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4',
    });
    const first = mountCards([stored]).container;
    await near(true);
    expect(first.querySelector('video')).toBeNull();
    expect(within(first).getByTestId('play-icon')).toBeTruthy();
    unmountCards();
    const { container } = mountCards([{ ...stored, preview_url: `${stored.url}.preview.mp4` }]);
    await near(true);
    expect(container.querySelector('video')?.getAttribute('src')).toBe(`${stored.url}.preview.mp4`);
  });

  it('shows the thumbnail with the play icon, clips title and description to one line', () => {
    mountCards([youtube]);
    expect(screen.getByTestId('play-icon')).toBeTruthy();
    const img = document.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(img?.getAttribute('width')).toBe('640');
    expect(screen.getByRole('heading', { name: youtube.title }).className).toContain('truncate');
    expect(screen.getByText('Une description').className).toContain('truncate');
  });

  // The placeholder is the box's CSS background (src/styles/global.css), there from the first
  // paint: a thumbnail that fails is hidden over it rather than swapped for /placeholder.svg.
  it('falls back to the placeholder when the thumbnail fails', () => {
    mountCards([youtube]);
    const img = document.querySelector('img') as HTMLImageElement;
    expect(img.parentElement?.classList.contains('thumb-placeholder')).toBe(true);
    expect(img.hidden).toBe(false);
    fireEvent.error(img);
    expect(img.hidden).toBe(true);
  });

  it('names the thumbnail variants with the sizes given, and hides them all on failure', () => {
    const stored = makeVideo({
      id: 'st',
      video_type: 'direct',
      url: '/media/film.mp4',
      thumbnail_url: '/media/film.jpg',
      thumbnail_variants: { width: 1600, height: 900, widths: [480, 960, 1600] },
    });
    mountCards([stored], { priority: 'high', imageSizes: '50vw' });
    const img = document.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('srcset')).toBe(
      '/media/film.jpg.480w.webp 480w, /media/film.jpg.960w.webp 960w, /media/film.jpg.1600w.webp 1600w',
    );
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    fireEvent.error(img);
    expect(img.hidden).toBe(true);
    expect(img.parentElement?.classList.contains('thumb-placeholder')).toBe(true);
  });

  it('has no srcset and no priority for a remote thumbnail or a later card', () => {
    mountCards([youtube]);
    const img = document.querySelector('img') as HTMLImageElement;
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('falls back to the placeholder when the thumbnail failed before the script ran', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    mountCards([youtube]);
    expect(document.querySelector('img')?.hidden).toBe(true);
  });

  it('escapes the texts it writes: a title is text, never markup', () => {
    const hostile = makeVideo({
      id: 'x',
      title: '<img src=x onerror=alert(1)> "&\'',
      description: '<b>gras</b>',
    });
    const { container } = mountCards([hostile]);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe(hostile.title);
    expect(screen.getByText('<b>gras</b>')).toBeTruthy();
  });
});

describe('card sound button', () => {
  it('starts muted and only one card may be unmuted at a time', () => {
    mountCards([youtube, vimeo]);
    const toggles = screen.getAllByRole('button', { name: fr.portfolio.unmute });
    expect(toggles).toHaveLength(2);
    fireEvent.click(toggles[0] as HTMLElement);
    expect(screen.getAllByRole('button', { name: fr.portfolio.mute })).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('button', { name: fr.portfolio.unmute })[0] as HTMLElement);
    expect($unmutedId.get()).toBe('vm');
    const articles = document.querySelectorAll('article');
    expect(
      within(articles[0] as HTMLElement).getByRole('button', { name: fr.portfolio.unmute }),
    ).toBeTruthy();
    expect(
      within(articles[1] as HTMLElement).getByRole('button', { name: fr.portfolio.mute }),
    ).toBeTruthy();
  });

  // An uploaded film's grid preview is its silent copy (src/lib/video-preview.ts): a sound
  // button there would do nothing, so it has none; YouTube and Vimeo cards keep theirs.
  it('is not shown on an uploaded film, with or without its preview copy', async () => {
    const original = makeVideo({ id: 'or', video_type: 'direct', url: '/media/o.mp4' });
    mountCards([direct, original, youtube, vimeo]);
    await near(true);
    const article = (id: string) =>
      document.querySelector(`article[data-video-id="${id}"]`) as HTMLElement;
    for (const id of ['dv', 'or']) {
      expect(within(article(id)).queryByRole('button', { name: fr.portfolio.unmute })).toBeNull();
      expect(article(id).querySelector('[data-mute-toggle]')).toBeNull();
    }
    for (const id of ['yt', 'vm']) {
      expect(within(article(id)).getByRole('button', { name: fr.portfolio.unmute })).toBeTruthy();
    }
    expect((article('dv').querySelector('video') as HTMLVideoElement).muted).toBe(true);
  });
});

describe('card dialog', () => {
  it('opens a 5xl dialog with fullscreen allowed, and closes with the close button', async () => {
    mountCards([youtube]);
    expect(document.querySelector('dialog')).toBeNull();
    const dialog = await openDialog(youtube.title);
    expect(dialog.className).toContain('max-w-5xl');
    const frame = dialog.querySelector('iframe');
    expect(frame?.hasAttribute('allowfullscreen')).toBe(true);
    expect(frame?.getAttribute('allow')).toContain('fullscreen');
    expect(frame?.getAttribute('src')).toContain('mute=1');
    expect(within(dialog).getByText('Une description')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: fr.portfolio.close }));
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
  });

  it('keeps small format: 3xl and no fullscreen for embeds', async () => {
    mountCards([{ ...youtube, keep_small_format: true }]);
    const dialog = await openDialog(youtube.title);
    expect(dialog.className).toContain('max-w-3xl');
    const frame = dialog.querySelector('iframe');
    expect(frame?.hasAttribute('allowfullscreen')).toBe(false);
    expect(frame?.getAttribute('allow')).not.toContain('fullscreen');
    fireEvent.click(within(dialog).getByRole('button', { name: fr.portfolio.close }));
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
  });

  it('keeps small format: native video without fullscreen or picture-in-picture', async () => {
    mountCards([{ ...direct, keep_small_format: true }]);
    const dialog = await openDialog(direct.title);
    const video = dialog.querySelector('video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('controlslist')).toBe('nofullscreen');
    expect(video?.hasAttribute('disablepictureinpicture')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: fr.portfolio.close }));
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
  });
});

describe('card film page link', () => {
  it("links the title to the film page, while the preview's button still opens the dialog", async () => {
    mountCards([{ ...youtube, slug: 'un-titre' }]);
    const link = screen.getByRole('link', { name: youtube.title });
    expect(link.getAttribute('href')).toBe('/films/un-titre/');
    expect(link.closest('h3')).not.toBeNull();
    const dialog = await openDialog(youtube.title);
    expect(dialog.open).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: fr.portfolio.close }));
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
  });

  it('has no film page link in the admin list', () => {
    mountCards([{ ...youtube, slug: 'un-titre' }], { admin: true });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: youtube.title })).toBeTruthy();
  });

  it('has no admin controls on the public page', () => {
    mountCards([youtube]);
    expect(screen.queryByLabelText(fr.dashboard.keepSmallFormat)).toBeNull();
    expect(screen.queryByRole('button', { name: fr.dashboard.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: fr.dashboard.delete })).toBeNull();
  });
});
