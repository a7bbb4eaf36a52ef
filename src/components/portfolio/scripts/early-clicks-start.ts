// The grid's script starts only after the load event, so the listener that keeps a card click
// made before it (early-clicks.ts) comes with a script of its own, declared inline
// (early-clicks.inline.ts, integrations/page-scripts.ts): self-contained and small, the build
// writes it into the page, where it runs as the page is parsed without any request. The grid's script takes the listener from the window.

import { type EarlyClicks, holdEarlyClicks } from './early-clicks.ts';

declare global {
  interface Window {
    /** Set by the portfolio's early script; taken by the grid's once its cards listen. */
    filmfolioEarlyClicks?: EarlyClicks;
  }
}

export function startHoldingEarlyClicks(win: Window = window): void {
  win.filmfolioEarlyClicks ??= holdEarlyClicks(win.document);
}
