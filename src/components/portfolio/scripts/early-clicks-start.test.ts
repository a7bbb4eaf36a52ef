// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { startHoldingEarlyClicks } from './early-clicks-start.ts';

afterEach(() => {
  window.filmfolioEarlyClicks?.take();
  delete window.filmfolioEarlyClicks;
  document.body.innerHTML = '';
});

describe('startHoldingEarlyClicks', () => {
  it('leaves on the window a listener that keeps the card button clicked last', () => {
    document.body.innerHTML =
      '<div data-portfolio><article><button aria-haspopup="dialog">Lire</button></article></div>';
    startHoldingEarlyClicks();
    const button = document.querySelector('button') as HTMLButtonElement;
    button.click();
    expect(window.filmfolioEarlyClicks?.take()).toBe(button);
  });

  it('installs one listener however many times it runs', () => {
    startHoldingEarlyClicks();
    const first = window.filmfolioEarlyClicks;
    startHoldingEarlyClicks();
    expect(window.filmfolioEarlyClicks).toBe(first);
  });
});
