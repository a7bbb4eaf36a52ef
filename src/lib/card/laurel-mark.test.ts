// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { makeVideo } from '../../../tests/support/data/make-video.ts';
import { fr } from '../i18n/fr.ts';
import { cardHtml } from './card-html.ts';
import { laurelMarkHtml } from './laurel-mark.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const draw = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};

describe('the card’s laurel mark', () => {
  it('is absent from a film with no festival or award', () => {
    expect(laurelMarkHtml({ awards: null })).toBe('');
    expect(laurelMarkHtml({ awards: ' \n ' })).toBe('');
    expect(
      draw(cardHtml(makeVideo({ id: 'a' }))).querySelector('[data-testid="laurel-mark"]'),
    ).toBeNull();
  });

  it('names every line to screen readers, after the title, with the count shown', () => {
    const card = draw(
      cardHtml(makeVideo({ id: 'a', title: 'Nuit', awards: 'Cannes\n<b>Berlin</b> & co' })),
    );
    const mark = card.querySelector('[data-testid="laurel-mark"]');
    expect(mark?.querySelector('.sr-only')?.textContent).toBe(
      fr.frames.cardLaurels('Cannes, <b>Berlin</b> & co'),
    );
    expect(mark?.querySelector('b')).toBeNull();
    expect(mark?.querySelector('[aria-hidden="true"]:not(svg)')?.textContent).toBe('2');
    expect(mark?.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
    // Read after the title: the heading comes first in the card's order.
    const order = [...card.querySelectorAll('h3, [data-testid="laurel-mark"]')].map(
      (e) => e.tagName,
    );
    expect(order).toEqual(['H3', 'P']);
    // Never in the way of the card's opener.
    expect(mark?.className).toContain('pointer-events-none');
  });

  it('shows a lone wreath, without a number, for one line', () => {
    const mark = draw(laurelMarkHtml({ awards: 'Cannes' })).querySelector('p');
    expect(mark?.textContent).toBe(fr.frames.cardLaurels('Cannes'));
  });
});
