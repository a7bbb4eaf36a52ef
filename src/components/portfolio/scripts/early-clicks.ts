// The grid's script starts after the load event (see after-load.ts): a visitor who clicks a
// card's play or sound button before that would otherwise see nothing happen. This listener,
// installed with the page's first script, remembers the last such click so that the grid
// replays it once its cards can answer.

// The markers are written out, not imported from src/lib/page-markers.ts: an import would move
// this script out of the page into a shared file fetched late (tests/budgets/page-markers.test.ts
// checks the written names against the module's).
const CARD_BUTTON =
  '[data-portfolio] article button[aria-haspopup="dialog"], [data-portfolio] article button[data-mute-toggle]';

export interface EarlyClicks {
  /** Stops listening and gives the button clicked last, if it is still on the page. */
  take(): HTMLButtonElement | null;
}

export function holdEarlyClicks(doc: Document = document): EarlyClicks {
  let last: HTMLButtonElement | null = null;
  const onClick = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    last = target.closest<HTMLButtonElement>(CARD_BUTTON) ?? last;
  };
  doc.addEventListener('click', onClick);
  return {
    take() {
      doc.removeEventListener('click', onClick);
      const clicked = last;
      last = null;
      return clicked?.isConnected ? clicked : null;
    },
  };
}
