// What the export does with private links, from the local ones and the project's. Pure: the same
// inputs give the same plan, so a second run copies nothing.
import { createHash } from 'node:crypto';
import type { PrivateLink } from '../../../src/lib/private-link.ts';

export interface LocalLink extends PrivateLink {
  password_hash: string | null;
}

/** The columns of public.private_links the export writes (same id and token: same address). */
export interface RemoteLink {
  id: string;
  token: string;
  token_hash: string;
  name: string;
  message: string | null;
  password_hash: string | null;
  expires_on: string | null;
  disabled: boolean;
  views: number;
  last_visit_at: string | null;
  created_at: string;
}

export type RemoteLinkState = Pick<
  RemoteLink,
  'id' | 'name' | 'message' | 'expires_on' | 'password_hash'
>;

export interface RemoteLinkFilm {
  link_id: string;
  video_id: string;
  position: number;
}

/**
 * The project checks passwords with pgcrypto's crypt(), which reads bcrypt hashes. The local
 * server stores argon2id (server/auth/password.ts), which no function of the project can check.
 */
export const BCRYPT_HASH = /^\$2[abxy]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/** How the project finds a link by its token (20261123150000_private_links.sql): plain SHA-256. */
export const projectTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export interface LinkPlan {
  insert: RemoteLink[];
  /** Name, message and last day of links already there (never their password or state). */
  update: Array<Pick<RemoteLink, 'id' | 'name' | 'message' | 'expires_on'>>;
  /** Links whose films (or their order) differ: their whole list is written again. */
  films: Array<{ linkId: string; rows: RemoteLinkFilm[] }>;
  unchanged: number;
  /** Names of links whose password the project cannot check: exported disabled. */
  needPassword: string[];
}

const blankToNull = (text: string | null) => (text?.trim() ? text.trim() : null);

function remoteRow(link: LocalLink): RemoteLink {
  const hash = link.password_hash;
  const checkable = hash === null || BCRYPT_HASH.test(hash);
  return {
    id: link.id,
    token: link.token,
    token_hash: projectTokenHash(link.token),
    name: link.name.trim(),
    message: blankToNull(link.message),
    // An argon2 hash is kept (the admin list still says the link has a password, and the
    // project's function refuses every password against it) and the link is disabled until
    // the administrator sets a new password in /admin/liens and enables it again.
    password_hash: hash,
    expires_on: link.expires_on,
    disabled: link.disabled || !checkable,
    views: link.views,
    last_visit_at: link.last_visit_at,
    created_at: link.created_at,
  };
}

export function planLinks(
  local: readonly LocalLink[],
  remote: readonly RemoteLinkState[],
  remoteFilms: readonly RemoteLinkFilm[],
): LinkPlan {
  const byId = new Map(remote.map((row) => [row.id, row]));
  const filmsOf = (id: string) =>
    remoteFilms
      .filter((film) => film.link_id === id)
      .sort((a, b) => a.position - b.position)
      .map((film) => film.video_id)
      .join(',');
  const plan: LinkPlan = { insert: [], update: [], films: [], unchanged: 0, needPassword: [] };
  for (const link of local) {
    const wanted = remoteRow(link);
    const there = byId.get(link.id);
    const rows = link.video_ids.map((video_id, position) => ({
      link_id: link.id,
      video_id,
      position,
    }));
    const hash = there ? there.password_hash : wanted.password_hash;
    if (hash !== null && !BCRYPT_HASH.test(hash)) plan.needPassword.push(wanted.name);
    if (!there) {
      plan.insert.push(wanted);
      plan.films.push({ linkId: link.id, rows });
      continue;
    }
    const changed =
      there.name !== wanted.name ||
      there.message !== wanted.message ||
      there.expires_on !== wanted.expires_on;
    if (changed) {
      const { id, name, message, expires_on } = wanted;
      plan.update.push({ id, name, message, expires_on });
    }
    const filmsChanged = filmsOf(link.id) !== link.video_ids.join(',');
    if (filmsChanged) plan.films.push({ linkId: link.id, rows });
    if (!changed && !filmsChanged) plan.unchanged += 1;
  }
  return plan;
}
