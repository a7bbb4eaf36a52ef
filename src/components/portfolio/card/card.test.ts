// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installManualObserver,
  setIntersecting,
} from '../../../tests/support/intersection-observer.ts';
import { makeVideo } from '../../../tests/support/make-video.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { $unmutedId } from '../../stores/muted.ts';
import { $previewsPaused } from '../../stores/previews-paused.ts';
import { VideoCard } from './VideoCard.tsx';

beforeEach(() => {
  installManualObserver();
  $unmutedId.set(null);
  // happy-dom decodes no image; report a loaded one so the card keeps its thumbnail.
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(640);
});
afterEach(() => {
  cleanup();
  $previewsPaused.set(false);
  vi.restoreAllMocks();
});

const youtube = makeVideo({
  id: 'yt',
  title: 'Un titre très long',
  description: 'Une description',
});
const direct = makeVideo({
  id: 'dv',
  video_type: 'direct',
  url: '/media/film.mp4',
  preview_url: '/media/film.mp4.preview.mp4',
});

function openDialog(title: string): HTMLDialogElement {
  fireEvent.click(screen.getByRole('button', { name: `${fr.portfolio.play} : ${title}` }));
  const dialog = document.querySelector('dialog');
  if (!dialog) throw new Error('no dialog');
  return dialog;
}

describe('VideoCard preview', () => {
  it('mounts no iframe until the card comes near the viewport, and removes it after', () => {
    const { container } = render(<VideoCard video={youtube} />);
    expect(container.querySelector('iframe')).toBeNull();
    act(() => setIntersecting(true));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toContain(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(frame?.getAttribute('src')).toContain('controls=0');
    expect(frame?.getAttribute('loading')).toBe('lazy');
    expect(frame?.getAttribute('title')).toBe(youtube.title);
    act(() => setIntersecting(false));
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('uses the Vimeo background player with tracking off', () => {
    const vimeo = makeVideo({ id: 'vm', video_type: 'vimeo', url: 'https://vimeo.com/76979871' });
    const { container } = render(<VideoCard video={vimeo} />);
    act(() => setIntersecting(true));
    const src = container.querySelector('iframe')?.getAttribute('src') ?? '';
    expect(src).toContain('https://player.vimeo.com/video/76979871');
    expect(src).toContain('background=1');
    expect(src).toContain('dnt=1');
  });

  it('mounts no iframe while paused (as under reduced motion), no native autoplay', () => {
    $previewsPaused.set(true);
    const { container } = render(
      <>
        <VideoCard video={youtube} />
        <VideoCard video={direct} />
      </>,
    );
    act(() => setIntersecting(true));
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('video')?.autoplay).toBe(false);
  });

  it('never plays an uploaded original; plays its preview copy once made', () => {
    const stored = makeVideo({
      id: 'up',
      video_type: 'direct',
      url: '/media/0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4',
    });
    const { container, rerender } = render(<VideoCard video={stored} />);
    act(() => setIntersecting(true));
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByTestId('play-icon')).toBeTruthy();
    rerender(<VideoCard video={{ ...stored, preview_url: `${stored.url}.preview.mp4` }} />);
    expect(container.querySelector('video')?.getAttribute('src')).toBe(`${stored.url}.preview.mp4`);
  });

  it('shows the thumbnail with the play icon, clips title and description to one line', () => {
    render(<VideoCard video={youtube} />);
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
    render(<VideoCard video={youtube} />);
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
    render(<VideoCard video={stored} priority="high" imageSizes="50vw" />);
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
    render(<VideoCard video={youtube} />);
    const img = document.querySelector('img') as HTMLImageElement;
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('falls back to the placeholder when the thumbnail failed before hydration', () => {
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    render(<VideoCard video={youtube} />);
    expect(document.querySelector('img')?.hidden).toBe(true);
  });
});

describe('VideoCard mute toggle', () => {
  it('starts muted and only one card may be unmuted at a time', () => {
    render(
      <>
        <VideoCard video={youtube} />
        <VideoCard video={direct} />
      </>,
    );
    const toggles = screen.getAllByRole('button', { name: fr.portfolio.unmute });
    expect(toggles).toHaveLength(2);
    fireEvent.click(toggles[0] as HTMLElement);
    expect(screen.getAllByRole('button', { name: fr.portfolio.mute })).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('button', { name: fr.portfolio.unmute })[0] as HTMLElement);
    expect($unmutedId.get()).toBe('dv');
    const articles = document.querySelectorAll('article');
    expect(
      within(articles[0] as HTMLElement).getByRole('button', { name: fr.portfolio.unmute }),
    ).toBeTruthy();
    expect(
      within(articles[1] as HTMLElement).getByRole('button', { name: fr.portfolio.mute }),
    ).toBeTruthy();
  });
});

describe('VideoCard dialog', () => {
  it('opens a 5xl dialog with fullscreen allowed, and closes with the close button', () => {
    render(<VideoCard video={youtube} />);
    expect(document.querySelector('dialog')).toBeNull();
    const dialog = openDialog(youtube.title);
    expect(dialog.className).toContain('max-w-5xl');
    const frame = dialog.querySelector('iframe');
    expect(frame?.hasAttribute('allowfullscreen')).toBe(true);
    expect(frame?.getAttribute('allow')).toContain('fullscreen');
    expect(frame?.getAttribute('src')).toContain('mute=1');
    expect(within(dialog).getByText('Une description')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: fr.portfolio.close }));
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('keeps small format: 3xl and no fullscreen for embeds', () => {
    render(<VideoCard video={{ ...youtube, keep_small_format: true }} />);
    const dialog = openDialog(youtube.title);
    expect(dialog.className).toContain('max-w-3xl');
    const frame = dialog.querySelector('iframe');
    expect(frame?.hasAttribute('allowfullscreen')).toBe(false);
    expect(frame?.getAttribute('allow')).not.toContain('fullscreen');
  });

  it('keeps small format: native video without fullscreen or picture-in-picture', () => {
    render(<VideoCard video={{ ...direct, keep_small_format: true }} />);
    const video = openDialog(direct.title).querySelector('video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('controlslist')).toBe('nofullscreen');
    expect(video?.hasAttribute('disablepictureinpicture')).toBe(true);
  });
});

describe('VideoCard film page link', () => {
  it("links the title to the film page, while the preview's button still opens the dialog", () => {
    render(<VideoCard video={{ ...youtube, slug: 'un-titre' }} />);
    const link = screen.getByRole('link', { name: youtube.title });
    expect(link.getAttribute('href')).toBe('/films/un-titre/');
    expect(link.closest('h3')).not.toBeNull();
    expect(openDialog(youtube.title).open).toBe(true);
  });

  it('has no film page link in the admin list', () => {
    render(<VideoCard video={{ ...youtube, slug: 'un-titre' }} admin />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: youtube.title })).toBeTruthy();
  });
});

describe('VideoCard admin mode', () => {
  it('has no admin controls on the public page', () => {
    render(<VideoCard video={youtube} />);
    expect(screen.queryByLabelText(fr.dashboard.keepSmallFormat)).toBeNull();
    expect(screen.queryByRole('button', { name: fr.dashboard.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: fr.dashboard.delete })).toBeNull();
  });

  it('toggles keep_small_format at once and passes the changed video to the callback', () => {
    const onToggle = vi.fn();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <VideoCard
        video={youtube}
        admin
        onToggleKeepSmallFormat={onToggle}
        onEdit={onEdit}
        onDelete={onDelete}
      />,
    );
    const checkbox = screen.getByLabelText(fr.dashboard.keepSmallFormat) as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(true);
    expect(onToggle).toHaveBeenCalledWith({ ...youtube, keep_small_format: true });
    fireEvent.click(screen.getByRole('button', { name: fr.dashboard.edit }));
    expect(onEdit).toHaveBeenCalledWith({ ...youtube, keep_small_format: true });
    fireEvent.click(screen.getByRole('button', { name: fr.dashboard.delete }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
