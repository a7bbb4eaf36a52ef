// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isPlayerReady } from './embed-commands.ts';

function frameWithWindow(): { frame: HTMLIFrameElement; source: Window } {
  const source = {} as Window;
  const frame = { contentWindow: source } as unknown as HTMLIFrameElement;
  return { frame, source };
}

const message = (data: unknown, origin: string, source: Window) =>
  ({ data, origin, source }) as unknown as MessageEvent;

describe('isPlayerReady', () => {
  it('accepts the YouTube player telling it is ready, from its own frame and origin', () => {
    const { frame, source } = frameWithWindow();
    const ready = JSON.stringify({ event: 'onReady' });
    expect(
      isPlayerReady(message(ready, 'https://www.youtube-nocookie.com', source), frame, 'youtube'),
    ).toBe(true);
    expect(isPlayerReady(message(ready, 'https://evil.example', source), frame, 'youtube')).toBe(
      false,
    );
    expect(
      isPlayerReady(
        message(ready, 'https://www.youtube-nocookie.com', {} as Window),
        frame,
        'youtube',
      ),
    ).toBe(false);
  });

  it('accepts the Vimeo ready event as object or JSON text, and ignores other messages', () => {
    const { frame, source } = frameWithWindow();
    const origin = 'https://player.vimeo.com';
    expect(isPlayerReady(message({ event: 'ready' }, origin, source), frame, 'vimeo')).toBe(true);
    expect(isPlayerReady(message('{"event":"ready"}', origin, source), frame, 'vimeo')).toBe(true);
    expect(isPlayerReady(message('not json', origin, source), frame, 'vimeo')).toBe(false);
    expect(isPlayerReady(message({ event: 'timeupdate' }, origin, source), frame, 'vimeo')).toBe(
      false,
    );
  });
});
