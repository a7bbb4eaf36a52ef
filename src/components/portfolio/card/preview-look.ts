// How a card's preview looks and behaves (players.ts, cards.ts).

/** An embedded player that never says it is ready (API change) is shown anyway after this. */
export const SILENT_PLAYER_MS = 6000;
export const FRAME_ALLOW = 'autoplay; encrypted-media; picture-in-picture';
export const LAYER = 'pointer-events-none absolute inset-0 h-full w-full border-0';
/** Players mount within this distance of the viewport, so a long grid never runs dozens at once. */
export const NEAR_MARGIN = '300px';
