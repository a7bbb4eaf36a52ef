import type { LinkInput, PrivateLink } from '../../lib/private-link.ts';
import type { Video } from '../../lib/video.ts';

/** Private screening links, as the administrator manages them. */
export interface LinksPort {
  /** Newest first, each with its token (the address can be copied). */
  listLinks(): Promise<PrivateLink[]>;
  /** A new link at a new random address; its films may include hidden videos. */
  createLink(input: LinkInput): Promise<PrivateLink>;
  /** Everything but the address; password undefined keeps it, null removes it. */
  updateLink(id: string, input: LinkInput): Promise<PrivateLink>;
  setLinkDisabled(id: string, disabled: boolean): Promise<PrivateLink>;
  deleteLink(id: string): Promise<void>;
}

/** What a private link's visitor is shown, after one call with the token (and a password). */
export type LinkOpening =
  | {
      kind: 'films';
      ownerName: string;
      ownerTitle: string;
      message: string | null;
      /** In the link's order; hidden films' files at short-lived signed addresses. */
      videos: Video[];
      /** Proof of the right password for this link, kept for the browser session; null without one. */
      access: string | null;
    }
  | { kind: 'password' | 'wrong' | 'throttled' | 'unavailable' };

export interface LinkVisitRequest {
  token: string;
  password?: string | null;
  access?: string | null;
  /** True once per browser session: the visit is counted. */
  count: boolean;
}

/** The visitor's side of a private link where no server fills the page (Supabase mode). */
export interface LinkVisitor {
  open(request: LinkVisitRequest): Promise<LinkOpening>;
}
