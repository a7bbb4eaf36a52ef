import { categoriesOf } from '../../src/lib/categories.ts';
import type { AudienceEvent } from '../../src/lib/statistics/event.ts';
import { openLink } from '../links/access.ts';
import type { LinkAccess } from '../store/links.ts';
import type { Store } from '../store/open.ts';
import type { CountTarget } from '../store/statistics.ts';

/** What an event counts on, and the page it is "once per day" on. */
export interface Resolved {
  target: CountTarget;
  page: string;
}

/**
 * The row a valid event adds to, or null when its page, film or link does not exist (or is not
 * shown: a hidden film, a disabled or expired link, or a link the request has no access to: its
 * password not entered). A film page's visit counts on the film; a play counts on the film, with
 * the link's id when it happened on a private link's page.
 */
export function resolveEvent(
  store: Store,
  event: AudienceEvent,
  now: Date,
  canOpen: (link: LinkAccess) => boolean,
): Resolved | null {
  const { page } = event;
  const visibleFilm = (id: string) => {
    const video = store.videos.get(id);
    return video?.visible ? video : null;
  };
  if (page.kind === 'link') {
    const link = openLink(store.links, page.token, now);
    // The token alone is not the link's access when it has a password (issue 34, point 3).
    if (!link || !canOpen(link)) return null;
    const where = `link:${link.id}`;
    if (event.film === null)
      return { page: where, target: { kind: 'link', item: link.id, link: '' } };
    if (!store.links.videoIds(link.id).includes(event.film)) return null;
    return { page: where, target: { kind: 'film', item: event.film, link: link.id } };
  }
  let path: string;
  if (page.kind === 'landing') path = '/';
  else if (page.kind === 'legal') path = '/mentions-legales';
  else if (page.kind === 'category') {
    const visible = store.videos.listVisible();
    if (!categoriesOf(visible).some((category) => category.slug === page.slug)) return null;
    path = `/categories/${page.slug}`;
  } else {
    const film = store.videos.listVisible().find((video) => video.slug === page.slug);
    if (!film) return null;
    path = `/films/${film.slug}`;
    // Its page plays its film only.
    if (event.film !== null && event.film !== film.id) return null;
    if (event.film === null)
      return { page: path, target: { kind: 'film', item: film.id, link: '' } };
  }
  if (event.film === null) return { page: path, target: { kind: 'page', item: path, link: '' } };
  if (!visibleFilm(event.film)) return null;
  return { page: path, target: { kind: 'film', item: event.film, link: '' } };
}
