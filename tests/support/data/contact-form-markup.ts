import { fr } from '../../../src/lib/i18n/fr.ts';

/**
 * The parts of src/components/site/ContactForm.astro that its script reads, for the script's
 * unit tests (the built page itself is driven in Chromium by tests/e2e/contact-js.test.ts).
 */
export function contactFormMarkup(ownerEmail: string): string {
  const attribute = (name: string, value: string) => `${name}="${value.replaceAll('"', '&quot;')}"`;
  return `<form method="post" action="/api/contact" data-contact-form
    ${attribute('data-sending-text', fr.contact.sending)}
    ${attribute('data-sent-text', fr.contact.sent)}
    ${attribute('data-invalid-text', fr.contact.invalid)}
    ${attribute('data-too-many-text', fr.contact.tooMany)}
    ${attribute('data-inbox-full-text', fr.contact.inboxFull(ownerEmail))}
    ${attribute('data-error-text', fr.contact.sendError)}>
  <label><span>${fr.contact.name}</span><input name="name" required></label>
  <label><span>${fr.contact.email}</span><input name="email" type="email" required></label>
  <label><span>${fr.contact.message}</span><textarea name="message" required></textarea></label>
  <div aria-hidden="true"><label>${fr.contact.honeypot}
    <input name="website" type="text" tabindex="-1" autocomplete="off" value=""></label></div>
  <div><button type="submit">${fr.contact.send}</button>
    <p aria-live="polite" role="status" class="text-fg"></p></div>
</form>`;
}
