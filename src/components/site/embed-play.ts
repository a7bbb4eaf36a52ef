// A YouTube or Vimeo film plays in a frame of theirs, whose media events never reach the page:
// its player says it started it by this event on `document`, which the audience beacon
// (audience.ts) counts as a play.

export const EMBED_PLAY_EVENT = 'filmfolio:play';

export function reportEmbedPlay(filmId: string, root: Document = document): void {
  root.dispatchEvent(new CustomEvent(EMBED_PLAY_EVENT, { detail: filmId }));
}
