// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  direct,
  mountCards,
  near,
  prepareCardDom,
  vimeo,
  youtube,
} from '../../../../tests/support/data/cards.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { $unmutedId } from '../../../stores/muted.ts';

// The preview's media behaviour as the card shows it: the thumbnail's play icon until the player
// reports it is playing, native previews looping and muted, a failed file and a refused autoplay.
// Driven through the public card, so the tests hold whatever shape the player's internals take.

const media = prepareCardDom();

async function nearCard(video = direct) {
  const view = mountCards([video]);
  await near(true);
  return view;
}

function previewVideo(container: HTMLElement): HTMLVideoElement {
  const video = container.querySelector('article video');
  if (!(video instanceof HTMLVideoElement)) throw new Error('no preview video');
  return video;
}

describe('thumbnail and play icon until the player has loaded', () => {
  it('direct file: the play icon stays while loading and goes once the video plays', async () => {
    const { container } = await nearCard();
    const video = previewVideo(container);
    expect(media.play).toHaveBeenCalled();
    expect(screen.getByTestId('play-icon')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/film.jpg');
    expect(video.getAttribute('poster')).toBe('/media/film.jpg');
    // Metadata alone is not playback: the icon must wait for the first played frame.
    fireEvent(video, new Event('loadedmetadata'));
    expect(screen.queryByTestId('play-icon')).not.toBeNull();
    fireEvent(video, new Event('playing'));
    expect(screen.queryByTestId('play-icon')).toBeNull();
  });

  it.each([
    ['youtube', youtube, 'https://www.youtube-nocookie.com', JSON.stringify({ event: 'onReady' })],
    ['vimeo', vimeo, 'https://player.vimeo.com', JSON.stringify({ event: 'ready' })],
  ] as const)(
    '%s: the frame stays hidden behind the thumbnail until the player says it is ready',
    async (_kind, video, origin, data) => {
      const { container } = await nearCard(video);
      const frame = container.querySelector('iframe');
      if (!frame) throw new Error('no preview frame');
      // happy-dom loads no cross-origin page, so the frame has no window: give it a stand-in for the
      // player's window, which is what the ready message must come from.
      const player = { postMessage: vi.fn() };
      Object.defineProperty(frame, 'contentWindow', { configurable: true, value: player });
      fireEvent.load(frame);
      // On load the page asks the player to talk, addressed to the player's origin only.
      expect(player.postMessage).toHaveBeenCalledWith(expect.any(String), origin);
      expect(frame.className).toContain('opacity-0');
      expect(screen.getByTestId('play-icon')).toBeTruthy();

      // A message from another origin, or from another window, is not this player's ready signal.
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: 'https://evil.example',
          source: player as unknown as Window,
        }),
      );
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
      expect(frame.className).toContain('opacity-0');
      expect(screen.queryByTestId('play-icon')).not.toBeNull();

      window.dispatchEvent(
        new MessageEvent('message', { data, origin, source: player as unknown as Window }),
      );
      expect(frame.className).toContain('opacity-100');
      expect(frame.className).not.toContain('opacity-0');
      expect(screen.queryByTestId('play-icon')).toBeNull();
      // Once ready, the player is told to stay muted.
      const sent = player.postMessage.mock.calls.map(([message]) => String(message));
      expect(sent.some((message) => /"(func|method)":"(mute|setMuted)"/.test(message))).toBe(true);
    },
  );
});

describe('native preview', () => {
  it('loops and is muted', async () => {
    const { container } = await nearCard();
    const video = previewVideo(container);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('loop')).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
  });

  // Its copy has no sound (src/lib/video-preview.ts), so it has no sound button (card.test.ts):
  // it stays muted, also while another card is unmuted and after it is muted again.
  it('stays muted while another card is unmuted, and after', async () => {
    const { container } = mountCards([direct, youtube]);
    await near(true);
    const video = previewVideo(container);
    const [only, ...others] = screen.getAllByRole('button', { name: fr.portfolio.unmute });
    expect(others).toHaveLength(0);
    fireEvent.click(only as HTMLElement);
    expect($unmutedId.get()).toBe('yt');
    expect(video.muted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: fr.portfolio.mute }));
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
  });
});

describe('direct file that fails to load', () => {
  it('is logged and its poster falls back to /placeholder.svg', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = await nearCard();
    const video = previewVideo(container);
    expect(video.getAttribute('poster')).toBe('/media/film.jpg');
    fireEvent(video, new Event('error'));
    expect(video.getAttribute('poster')).toBe('/placeholder.svg');
    const logged = [...warn.mock.calls, ...error.mock.calls].flat().map(String);
    expect(logged.some((text) => text.includes(direct.url))).toBe(true);
    // Nothing for the visitor to read: no alert, no error text in the card.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('article')?.textContent).not.toMatch(/erreur/i);
  });
});

describe('browser refusing autoplay', () => {
  it('only warns: the card stays as it was, with its thumbnail and play icon', async () => {
    const refusal = new DOMException('play() is not allowed', 'NotAllowedError');
    media.play.mockImplementation(() => Promise.reject(refusal));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = await nearCard();
    await Promise.resolve();
    expect(media.play).toHaveBeenCalled();
    await vi.waitFor(() => expect(warn.mock.calls.flat()).toContain(refusal));
    expect(error).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('play-icon')).toBeTruthy();
    expect(previewVideo(container).getAttribute('poster')).toBe('/media/film.jpg');
    expect(container.querySelector('article')?.textContent).not.toMatch(/erreur/i);
  });
});
