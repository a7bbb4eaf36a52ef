// Not in page-markers.ts: the after-paint loader is written into the page, so its bundle must
// import nothing, and a module other page scripts share would become a chunk of its own.

/** The after-paint loader's tag: the scripts it requests (integrations/page-scripts.ts). */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
