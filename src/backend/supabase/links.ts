// Private links on Supabase: the administrator's functions of
// supabase/migrations/20261123150000_private_links.sql, called through PostgREST's RPC. The token
// and the password hash are made in the database; the visitor's side is the private-link Edge
// Function, never this adapter. Vues and Dernière visite come from the audience counts
// (docs/statistics.md), as the local server gives them, not from the Edge Function's own count.
import type { SupabaseClient } from '@supabase/supabase-js';
import { type LinkInput, linkInputSchema, type PrivateLink } from '../../lib/private-link.ts';
import type { DailyCount } from '../../lib/statistics/counts.ts';
import { keptRanges, linkVisits, withCountedVisits } from '../../lib/statistics/link-visits.ts';
import { BackendError } from '../port.ts';
import type { LinksPort } from '../ports/links.ts';
import { fromPostgrest, type PostgrestErrorLike } from './errors.ts';

/** The local server's field codes, checked before anything is sent. */
function parse(input: LinkInput): LinkInput {
  const parsed = linkInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  throw new BackendError('validation', 400, 'invalid link', fields);
}

/** The database's refusals in the port's terms; unknown films as the local server names them. */
function failure(error: PostgrestErrorLike, status: number): BackendError {
  if (error.code === '23503' || /video_unknown/.test(error.message ?? '')) {
    return new BackendError('validation', 400, error.message, { video_ids: 'video_unknown' });
  }
  // An id that is not a uuid names no link.
  if (error.code === '22P02') return new BackendError('not_found', 404, error.message);
  return fromPostgrest(error, status);
}

const fields = (input: LinkInput) => ({
  p_name: input.name,
  p_video_ids: input.video_ids,
  p_message: input.message ?? null,
  p_expires_on: input.expires_on ?? null,
});

export function createSupabaseLinks(client: SupabaseClient): LinksPort {
  async function call<T>(name: string, args: Record<string, unknown>, what: string): Promise<T> {
    const { data, error, status } = await client.rpc(name, args);
    if (error) throw failure(error, status);
    if (data === null || data === false) throw new BackendError('not_found', 404, what);
    return data as T;
  }

  /** Every kept count of the links, read through the administrator-only counts function. */
  async function visits() {
    const today = new Date().toISOString().slice(0, 10);
    const parts = await Promise.all(
      keptRanges(today).map(({ from, to }) =>
        call<DailyCount[]>('statistics_counts', { p_from: from, p_to: to }, 'counts'),
      ),
    );
    return linkVisits(parts.flat());
  }
  // A link written back (edited, disabled) shows the same figures as in the list.
  const counted = async (link: Promise<PrivateLink>) =>
    withCountedVisits(await link, await visits());

  return {
    listLinks: async () => {
      const [links, all] = await Promise.all([
        call<PrivateLink[]>('list_private_links', {}, 'links'),
        visits(),
      ]);
      return links.map((link) => withCountedVisits(link, all));
    },
    createLink: async (input) => {
      const valid = parse(input);
      return call<PrivateLink>(
        'create_private_link',
        { ...fields(valid), p_password: valid.password ?? null },
        'link',
      );
    },
    updateLink: async (id, input) => {
      const valid = parse(input);
      const action =
        valid.password === undefined ? 'keep' : valid.password === null ? 'remove' : 'set';
      return counted(
        call<PrivateLink>(
          'update_private_link',
          {
            p_id: id,
            ...fields(valid),
            p_password: valid.password ?? null,
            p_password_action: action,
          },
          `link ${id}`,
        ),
      );
    },
    setLinkDisabled: (id, disabled) =>
      counted(
        call<PrivateLink>('set_private_link_disabled', { p_id: id, p_disabled: disabled }, id),
      ),
    deleteLink: async (id) => {
      await call<boolean>('delete_private_link', { p_id: id }, `link ${id}`);
    },
  };
}
