// A private link's page where no server fills it (Supabase mode, docs/supabase.md section 11):
// the built frame's templates (src/pages/lien-prive.astro) shown from the Edge Function's answer.
// The right password returns a signed access token kept in sessionStorage, sent back instead of
// the password for the rest of the browser session; the visit is counted once per session.
import type { LinkOpening, LinkVisitor } from '../../backend/port.ts';
import {
  LINK_PORTFOLIO,
  marked,
  PRIVATE_LINK_BODY,
  PRIVATE_LINK_TEMPLATE,
  TOO_MANY,
  WRONG_PASSWORD,
} from '../../lib/page-markers.ts';
import { renderLinkFilms } from './link-films.ts';
import { accessKey, countedKey, linkTokenFrom } from './link-location.ts';

export interface LinkPageDeps {
  visitor: LinkVisitor;
  root?: Document;
  storage?: Storage;
  location?: { pathname: string; hash: string };
}

/** Replaces the page's body with one of its templates; returns the new content's holder. */
function show(root: Document, kind: 'unavailable' | 'password' | 'films'): HTMLElement | null {
  const body = root.querySelector<HTMLElement>(marked(PRIVATE_LINK_BODY));
  const template = root.querySelector<HTMLTemplateElement>(
    `template${marked(PRIVATE_LINK_TEMPLATE, kind)}`,
  );
  if (!body || !template) return null;
  body.replaceChildren(template.content.cloneNode(true));
  body.closest('main')?.removeAttribute('aria-busy');
  return body;
}

function fill(holder: HTMLElement, marker: string, text: string | null) {
  const element = holder.querySelector<HTMLElement>(`[data-link-${marker}]`);
  if (!element) return;
  if (text) element.textContent = text;
  else if (marker === 'message') element.remove();
}

export async function startStaticLinkPage({
  visitor,
  root = document,
  storage = sessionStorage,
  location = window.location,
}: LinkPageDeps): Promise<void> {
  const found = linkTokenFrom(location);
  if (!found) {
    show(root, 'unavailable');
    return;
  }
  const token: string = found;
  const counted = () => storage.getItem(countedKey(token)) === '1';

  async function films(opening: Extract<LinkOpening, { kind: 'films' }>, didCount: boolean) {
    if (opening.access) storage.setItem(accessKey(token), opening.access);
    if (didCount) storage.setItem(countedKey(token), '1');
    const holder = show(root, 'films');
    if (!holder) return;
    fill(holder, 'owner-name', opening.ownerName);
    fill(holder, 'owner-title', opening.ownerTitle);
    fill(holder, 'message', opening.message);
    const host = holder.querySelector<HTMLElement>(marked(LINK_PORTFOLIO));
    if (host) await renderLinkFilms(host, opening.videos);
  }

  function passwordForm(problem: 'wrong' | 'throttled' | null) {
    const holder = show(root, 'password');
    const form = holder?.querySelector('form');
    if (!holder || !form) return;
    const input = form.querySelector<HTMLInputElement>('input[name="password"]');
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const alerts = {
      wrong: form.querySelector<HTMLElement>(marked(WRONG_PASSWORD)),
      throttled: form.querySelector<HTMLElement>(marked(TOO_MANY)),
    };
    const say = (which: 'wrong' | 'throttled' | null) => {
      if (alerts.wrong) alerts.wrong.hidden = which !== 'wrong';
      if (alerts.throttled) alerts.throttled.hidden = which !== 'throttled';
    };
    say(problem);
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (!input?.value || button?.disabled) return;
      if (button) button.disabled = true;
      const count = !counted();
      const opening = await visitor.open({ token, password: input.value, count });
      if (button) button.disabled = false;
      if (opening.kind === 'films') return films(opening, count);
      if (opening.kind === 'unavailable') {
        show(root, 'unavailable');
        return;
      }
      say(opening.kind === 'throttled' ? 'throttled' : 'wrong');
      input.select();
      input.focus();
    });
  }

  const access = storage.getItem(accessKey(token));
  const count = !counted();
  const opening = await visitor.open({ token, access, count });
  if (opening.kind === 'films') return films(opening, count);
  if (access) storage.removeItem(accessKey(token));
  if (opening.kind === 'unavailable') show(root, 'unavailable');
  else passwordForm(opening.kind === 'password' ? null : opening.kind);
}
