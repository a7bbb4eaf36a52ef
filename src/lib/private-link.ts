import { z } from 'zod';

// Private screening links, shared by the admin form and the server.
export const LINK_NAME_MAX = 200;
export const LINK_MESSAGE_MAX = 2000;
export const LINK_PASSWORD_MAX = 1024;
export const LINK_VIDEOS_MAX = 500;
/** The visitor's address: /p/<token>, 43 base64url characters (256 random bits). */
export const LINK_PATH_PREFIX = '/p/';
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A link as the administrator's list shows it (never its password, only whether it has one). */
export interface PrivateLink {
  id: string;
  token: string;
  name: string;
  message: string | null;
  has_password: boolean;
  /** The last day the link opens, YYYY-MM-DD (inclusive), or null for no end. */
  expires_on: string | null;
  disabled: boolean;
  views: number;
  last_visit_at: string | null;
  /** The films in the order the visitor sees them. */
  video_ids: string[];
  created_at: string;
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid');

/**
 * Create or edit. On edit, `password` undefined keeps the current one, null removes it, a
 * string replaces it; the address never changes.
 */
export const linkInputSchema = z
  .object({
    name: z.string().trim().min(1, 'name_required').max(LINK_NAME_MAX),
    video_ids: z
      .array(z.string().min(1).max(64))
      .min(1, 'videos_required')
      .max(LINK_VIDEOS_MAX)
      .refine((ids) => new Set(ids).size === ids.length, 'duplicate_ids'),
    message: z.string().trim().max(LINK_MESSAGE_MAX).nullable().optional(),
    password: z.string().min(1).max(LINK_PASSWORD_MAX).nullable().optional(),
    expires_on: day.nullable().optional(),
  })
  .strict();

export type LinkInput = z.infer<typeof linkInputSchema>;

export const linkDisabledSchema = z.object({ disabled: z.boolean() }).strict();

/** The address a link opens at, on this site. */
export function linkAddress(origin: string, token: string): string {
  return `${origin}${LINK_PATH_PREFIX}${token}`;
}

/** Expired once the day after expires_on has begun (UTC). */
export function linkExpired(expiresOn: string | null, now: Date): boolean {
  if (!expiresOn) return false;
  return now.toISOString().slice(0, 10) > expiresOn;
}
