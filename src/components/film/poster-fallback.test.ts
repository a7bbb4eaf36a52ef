// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER } from '../../lib/card/thumbnail.ts';
import { posterFallback } from './poster-fallback.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function player(inner: string): HTMLElement {
  document.body.innerHTML = `<div data-film-player>${inner}</div>`;
  return document.querySelector('[data-film-player]') as HTMLElement;
}

describe('posterFallback', () => {
  // The placeholder is the player box's CSS background (src/styles/global.css): a failed image is
  // hidden over it rather than swapped for /placeholder.svg.
  it('hides a facade image that failed, showing the placeholder behind it', () => {
    const root = player(
      '<button><img src="https://i.ytimg.com/vi/x/hqdefault.jpg" srcset="/media/a-640.webp 640w" sizes="100vw" alt=""></button>',
    );
    const image = root.querySelector('img') as HTMLImageElement;
    // happy-dom loads no image: it reports a finished load of nothing, as a failed one.
    Object.defineProperty(image, 'complete', { value: false, configurable: true });
    posterFallback(root);
    expect(image.hidden).toBe(false);
    image.dispatchEvent(new Event('error'));
    expect(image.hidden).toBe(true);
  });

  /** Whether a finished image is hidden once the script ran over it (naturalWidth 0: it failed). */
  function hiddenAfterScript(src: string, naturalWidth: number): boolean {
    const root = player(`<img src="${src}" alt="">`);
    const image = root.querySelector('img') as HTMLImageElement;
    Object.defineProperty(image, 'complete', { value: true, configurable: true });
    Object.defineProperty(image, 'naturalWidth', { value: naturalWidth, configurable: true });
    posterFallback(root);
    return image.hidden;
  }

  it('catches up with a failure that happened before the script ran', () => {
    expect(hiddenAfterScript('/media/gone.jpg', 0)).toBe(true);
  });

  it('leaves an image that loaded alone', () => {
    expect(hiddenAfterScript('/media/ok.jpg', 640)).toBe(false);
  });

  it('gives a native player whose file failed the placeholder poster, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = player('<video src="/media/gone.mp4" poster="/media/gone.jpg"></video>');
    const video = root.querySelector('video') as HTMLVideoElement;
    posterFallback(root);
    video.dispatchEvent(new Event('error'));
    expect(video.getAttribute('poster')).toBe(PLACEHOLDER);
    expect(warn).toHaveBeenCalledOnce();
  });
});
