// One audience event as the beacon script sends it (src/components/site/audience.ts) and the
// server checks it before anything is stored (server/routes/statistics.ts).

export const EVENT_TYPES = ['visit', 'play', 'complete'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Larger bodies are refused unread: an event is a few dozen bytes. */
export const EVENT_MAX_BYTES = 1024;

/** The page the event happened on, by its address. */
export type PageRef =
  | { kind: 'landing' }
  | { kind: 'legal' }
  | { kind: 'film'; slug: string }
  | { kind: 'category'; slug: string }
  | { kind: 'link'; token: string };

export interface AudienceEvent {
  type: EventType;
  page: PageRef;
  /** The film played (play and complete only). */
  film: string | null;
}

export type EventCheck = { ok: true; event: AudienceEvent } | { ok: false };

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const PAGE_PATTERNS: Array<[RegExp, (m: RegExpExecArray) => PageRef]> = [
  [/^\/$/, () => ({ kind: 'landing' })],
  [/^\/mentions-legales\/?$/, () => ({ kind: 'legal' })],
  [new RegExp(`^/films/(${SLUG})/?$`), (m) => ({ kind: 'film', slug: m[1] ?? '' })],
  [new RegExp(`^/categories/(${SLUG})/?$`), (m) => ({ kind: 'category', slug: m[1] ?? '' })],
  [/^\/p\/([A-Za-z0-9_-]{16,128})\/?$/, (m) => ({ kind: 'link', token: m[1] ?? '' })],
];

/** The counted page an address names, or null when it names none (admin, 404, media...). */
export function pageRef(path: string): PageRef | null {
  if (path.length > 300) return null;
  // The English site's pages (docs/english-site.md) count as the same pages as the French ones:
  // the statistics do not yet tell the languages apart.
  const page = /^\/en(\/.*)$/.exec(path)?.[1] ?? path;
  for (const [pattern, make] of PAGE_PATTERNS) {
    const match = pattern.exec(page);
    if (match) return make(match);
  }
  return null;
}

const FILM_ID = /^[A-Za-z0-9-]{1,64}$/;
const KEYS = new Set(['t', 'p', 'f']);

/**
 * The event in a beacon's body (`{"t":"play","p":"/","f":"<film id>"}`), or not ok. Whether the
 * page, film or link exists is the server's question; this is only the shape.
 */
export function parseEvent(body: string): EventCheck {
  if (new TextEncoder().encode(body).length > EVENT_MAX_BYTES) return { ok: false };
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return { ok: false };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false };
  const fields = raw as Record<string, unknown>;
  if (Object.keys(fields).some((key) => !KEYS.has(key))) return { ok: false };
  const { t: type, p: path, f: film } = fields;
  if (typeof type !== 'string' || !(EVENT_TYPES as readonly string[]).includes(type)) {
    return { ok: false };
  }
  const page = typeof path === 'string' ? pageRef(path) : null;
  if (!page) return { ok: false };
  if (type === 'visit') {
    return film === undefined ? { ok: true, event: { type, page, film: null } } : { ok: false };
  }
  if (typeof film !== 'string' || !FILM_ID.test(film)) return { ok: false };
  return { ok: true, event: { type: type as EventType, page, film } };
}
