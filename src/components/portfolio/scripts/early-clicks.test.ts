// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyClicks } from './early-clicks.ts';

const markup = `
  <div data-portfolio>
    <article data-video-id="a">
      <div><button aria-haspopup="dialog" id="open-a"><span id="inside">▶</span></button>
      <button data-mute-toggle id="sound-a"></button></div>
    </article>
  </div>
  <button aria-haspopup="dialog" id="elsewhere"></button>`;

const byId = (id: string) => document.getElementById(id) as HTMLElement;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyClicks', () => {
  it('gives the card button clicked last, found from a click on what it holds', () => {
    document.body.innerHTML = markup;
    const early = holdEarlyClicks();
    byId('sound-a').click();
    byId('inside').click();
    expect(early.take()).toBe(byId('open-a'));
  });

  it('ignores buttons outside a portfolio card, and gives nothing without a click', () => {
    document.body.innerHTML = markup;
    const early = holdEarlyClicks();
    byId('elsewhere').click();
    expect(early.take()).toBeNull();
  });

  it('stops listening once taken, and forgets a button no longer on the page', () => {
    document.body.innerHTML = markup;
    const early = holdEarlyClicks();
    early.take();
    byId('open-a').click();
    expect(early.take()).toBeNull();

    const again = holdEarlyClicks();
    byId('open-a').click();
    byId('open-a').remove();
    expect(again.take()).toBeNull();
  });
});
