// How a preview looks and behaves, shared by the React card (admin, and the public grid when the
// live list differs from the baked one) and the script that runs the baked public grid.

/** An embedded player that never says it is ready (API change) is shown anyway after this. */
export const SILENT_PLAYER_MS = 6000;
export const FRAME_ALLOW = 'autoplay; encrypted-media; picture-in-picture';
export const LAYER = 'pointer-events-none absolute inset-0 h-full w-full border-0';
/** Players mount within this distance of the viewport, so a long grid never runs dozens at once. */
export const NEAR_MARGIN = '300px';

/** The speaker's second stroke: a cross when muted, sound waves when not. */
export const MUTED_PATH = 'M16 9l5 6M21 9l-5 6';
export const UNMUTED_PATH = 'M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12';
