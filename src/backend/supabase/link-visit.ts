// A private link's visitor in Supabase mode: one POST to the private-link Edge Function
// (supabase/functions/private-link/), whose address follows from the public project URL. The
// function holds the service key; the page sends only the token, a password or an earlier access.
import type { Video } from '../../lib/video.ts';
import { isVideo, normaliseVideo } from '../../lib/video-shape.ts';
import type { LinkOpening, LinkVisitor, LinkVisitRequest } from '../port.ts';
import type { SupabasePublicConfig } from './rest.ts';

const TIMEOUT_MS = 10_000;

export const linkFunctionUrl = (config: SupabasePublicConfig): string =>
  `${config.url}/functions/v1/private-link`;

export function linkVisitRequest(
  config: SupabasePublicConfig,
  visit: LinkVisitRequest,
): [string, RequestInit] {
  return [
    linkFunctionUrl(config),
    {
      method: 'POST',
      // The anon key is public; it lets the call through even where the function was deployed
      // with JWT verification on.
      headers: {
        apikey: config.anonKey,
        authorization: `Bearer ${config.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        token: visit.token,
        password: visit.password ?? null,
        access: visit.access ?? null,
        count: visit.count,
      }),
      referrerPolicy: 'no-referrer',
      credentials: 'omit',
      cache: 'no-store',
    },
  ];
}

interface FilmsAnswer {
  owner?: { name?: unknown; title?: unknown };
  message?: unknown;
  films?: unknown;
  access?: unknown;
}

/** What the page shows for an answer: any failure at all is the one unavailable page. */
export async function openingFrom(response: Response): Promise<LinkOpening> {
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.status === 429) return { kind: 'throttled' };
  if (response.status === 401) {
    return { kind: body?.error === 'invalid_credentials' ? 'wrong' : 'password' };
  }
  if (response.status !== 200 || body === null) return { kind: 'unavailable' };
  const { owner, message, films, access } = body as FilmsAnswer;
  if (!Array.isArray(films) || !films.every(isVideo)) return { kind: 'unavailable' };
  return {
    kind: 'films',
    ownerName: typeof owner?.name === 'string' ? owner.name : '',
    ownerTitle: typeof owner?.title === 'string' ? owner.title : '',
    message: typeof message === 'string' && message ? message : null,
    videos: (films as Video[]).map(normaliseVideo),
    access: typeof access === 'string' ? access : null,
  };
}

/** @public Reached through create.ts's dynamic import, which knip cannot follow. */
export function createSupabaseLinkVisitor(
  config: SupabasePublicConfig,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): LinkVisitor {
  return {
    async open(visit) {
      const [url, init] = linkVisitRequest(config, visit);
      try {
        const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
        return await openingFrom(response);
      } catch {
        return { kind: 'unavailable' };
      }
    },
  };
}
