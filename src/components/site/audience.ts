// The audience beacon (docs/statistics.md): one visit per page view, then the plays and full
// watches of the films marked data-stat-film (the dialog's, the film page's; never the muted
// previews), sent with navigator.sendBeacon to the local server. No cookie, no storage: the
// server counts each visitor once per page and day without knowing who they are.

// Spelled here rather than imported from embed-play.ts (EMBED_EVENTS): an import shared with the
// page's other scripts would become a chunk of its own, one more request for a few bytes.
const EMBED_EVENTS = { play: 'filmfolio:play', complete: 'filmfolio:complete' };

/** A stored film counts as watched in full from this share of its length. */
const COMPLETE_AT = 0.9;

const LOCAL_ENDPOINT = '/api/stats';

/** The admin app's sign-in hint (src/components/admin/session.ts), only ever read here. */
const OWNER_FLAG = 'isLoggedIn';

function ownerFlagSet(): boolean {
  try {
    return localStorage.getItem(OWNER_FLAG) === 'true';
  } catch {
    return false;
  }
}

/**
 * `endpoint`: the local server's /api/stats, or the Supabase function. `ownerByFlag`: the owner is
 * known by the flag their browser set at sign-in (Supabase mode, where no session reaches the
 * function); the local server knows the owner by the session cookie instead.
 */
export function startAudience(endpoint = LOCAL_ENDPOINT, ownerByFlag = false): void {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  // The server refuses these too; not sending at all spares the request.
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl === true || !nav.sendBeacon) return;
  if (ownerByFlag && ownerFlagSet()) return;
  const page = location.pathname;
  // A private link's page beacons under its own address: the link's access cookie is scoped
  // there, and the server counts a password link's events only with it (docs/statistics.md).
  const linkPage = /^\/p\/[A-Za-z0-9_-]+\/?$/.exec(page);
  const target =
    endpoint === LOCAL_ENDPOINT && linkPage ? `${page.replace(/\/$/, '')}/stats` : endpoint;
  const sent = new Set<string>();
  const send = (t: string, f?: string) => {
    const key = `${t}:${f}`;
    if (sent.has(key)) return;
    sent.add(key);
    nav.sendBeacon(target, JSON.stringify(f ? { t, p: page, f } : { t, p: page }));
  };
  const filmOf = (target: EventTarget | null) =>
    target instanceof HTMLMediaElement ? target.dataset.statFilm : undefined;

  send('visit');
  // Media events do not bubble: listened to while they go down to the element.
  document.addEventListener(
    'play',
    (event) => {
      const film = filmOf(event.target);
      if (film) send('play', film);
    },
    true,
  );
  document.addEventListener(
    'timeupdate',
    (event) => {
      const film = filmOf(event.target);
      const media = event.target as HTMLMediaElement;
      if (film && media.duration > 0 && media.currentTime >= COMPLETE_AT * media.duration) {
        send('complete', film);
      }
    },
    true,
  );
  for (const [type, name] of Object.entries(EMBED_EVENTS)) {
    document.addEventListener(name, (event) => {
      const film = (event as CustomEvent<unknown>).detail;
      if (typeof film === 'string') send(type, film);
    });
  }
}
