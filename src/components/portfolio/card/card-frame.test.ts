// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  mountCards,
  near,
  openedDialog,
  prepareCardDom,
} from '../../../../tests/support/data/cards.ts';
import { makeVideo } from '../../../../tests/support/data/make-video.ts';
import { cardHtml } from '../../../lib/card/card-html.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { CARD_PICTURE, marked } from '../../../lib/page-markers.ts';

// Every film in its own frame (docs/card.md): the tile stays 16:9, a film of another shape is
// drawn whole on black in a box of its own shape, poster and preview alike.
prepareCardDom({ holdPlay: false });

const scope = makeVideo({
  id: 'scope',
  title: 'Scope',
  video_type: 'direct',
  url: '/media/scope.mp4',
  preview_url: '/media/scope.mp4.preview.mp4',
  source_width: 1920,
  source_height: 804,
});

describe('the card’s frame', () => {
  it('draws a 16:9 film as it always was: no picture box', () => {
    const html = cardHtml(makeVideo({ id: 'a', source_width: 1920, source_height: 1080 }));
    expect(html).not.toContain(CARD_PICTURE);
    expect(html).toContain('thumb-placeholder relative aspect-video');
  });

  it('letterboxes a scope film on black, its poster whole', () => {
    const html = cardHtml(scope);
    expect(html).toContain('relative aspect-video overflow-hidden rounded-lg bg-black');
    expect(html).toMatch(
      /data-card-picture class="thumb-placeholder absolute" style="inset:12\.7\d*% 0"/,
    );
  });

  it('pillarboxes a vertical film and fills the frame when the owner asks', () => {
    expect(cardHtml(makeVideo({ id: 'v', aspect_ratio: '9:16' }))).toContain(
      'style="inset:0 34.18%"',
    );
    expect(cardHtml(makeVideo({ id: 'f', aspect_ratio: '9:16', fill_frame: true }))).not.toContain(
      CARD_PICTURE,
    );
  });

  it('mounts the preview in the picture box, and sizes the dialog’s player to the film', async () => {
    const { container } = mountCards([scope]);
    await near(true);
    const video = container.querySelector('video');
    expect(video?.parentElement?.matches(marked(CARD_PICTURE))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: `${fr.portfolio.play} : Scope` }));
    const dialog = await openedDialog();
    const box = dialog.querySelector<HTMLElement>('[data-player-box]');
    expect(box?.style.aspectRatio).toMatch(/^2\.3881/);
  });
});
