// A YouTube or Vimeo film plays in a frame of theirs, whose media events never reach the page:
// its player says it started the film, or that the film reached its end
// (src/components/portfolio/scripts/embed-progress.ts), by these events on `document`, which the audience
// beacon (audience.ts) counts.

export const EMBED_EVENTS = { play: 'filmfolio:play', complete: 'filmfolio:complete' } as const;

export function reportEmbed(
  type: keyof typeof EMBED_EVENTS,
  filmId: string,
  root: Document = document,
): void {
  root.dispatchEvent(new CustomEvent(EMBED_EVENTS[type], { detail: filmId }));
}
