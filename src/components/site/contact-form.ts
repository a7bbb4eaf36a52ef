// The contact form is static HTML that posts by itself (server/forms/contact-form.ts answers
// with a French page). This script, fetched when the form comes near, sends it in the page
// instead and says the outcome beside the button. Its sentences come from the HTML (data-*
// attributes written from src/lib/i18n/fr.ts at build), so no string catalogue ships with it.
import { CONTACT_FIELDS, type ContactResult, sendContact } from './send-contact.ts';

/** data-* attribute (camelCase dataset key) holding each outcome's sentence. */
const SENTENCE_KEY: Record<ContactResult, string> = {
  sent: 'sentText',
  invalid: 'invalidText',
  tooMany: 'tooManyText',
  inboxFull: 'inboxFullText',
  error: 'errorText',
};

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** Takes over `form`'s submit; a second call on the same form does nothing. */
export function enhanceContactForm(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form.querySelector<HTMLElement>('[role="status"]');
  if (!button || !status || form.dataset.enhanced !== undefined) return;
  form.dataset.enhanced = '';
  const labels = { send: button.textContent ?? '', sending: form.dataset.sendingText ?? '' };
  let sending = false;

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    // A disabled button takes no click, but Enter in a field still submits.
    if (sending) return;
    sending = true;
    const data = new FormData(form);
    button.disabled = true;
    button.textContent = labels.sending;
    status.textContent = '';
    void sendContact({
      name: text(data, 'name'),
      email: text(data, 'email'),
      message: text(data, 'message'),
      website: text(data, 'website'),
      // The page's language, so the inbox tells which site the message came from (issue 32).
      lang: text(data, 'lang') === 'en' ? 'en' : 'fr',
    }).then((outcome) => {
      sending = false;
      button.disabled = false;
      button.textContent = labels.send;
      status.textContent = form.dataset[SENTENCE_KEY[outcome.result]] ?? '';
      status.classList.toggle('text-accent', outcome.result === 'sent');
      status.classList.toggle('text-fg', outcome.result !== 'sent');
      for (const name of CONTACT_FIELDS) {
        const field = form.elements.namedItem(name);
        if (!(field instanceof HTMLElement)) continue;
        if (outcome.fields.includes(name)) field.setAttribute('aria-invalid', 'true');
        else field.removeAttribute('aria-invalid');
      }
      if (outcome.result === 'sent') form.reset();
    });
  });
}
