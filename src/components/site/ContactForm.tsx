import { type SubmitEvent, useState } from 'react';
import { API, CONTACT_LIMITS } from '../../lib/api.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { Button } from '../ui/Button.tsx';
import { type ContactResult, sendContact } from './send-contact.ts';

const MESSAGES: Record<Exclude<ContactResult, 'inboxFull'>, string> = {
  sent: fr.contact.sent,
  invalid: fr.contact.invalid,
  tooMany: fr.contact.tooMany,
  error: fr.contact.sendError,
};

const message = (result: ContactResult, ownerEmail: string) =>
  result === 'inboxFull' ? fr.contact.inboxFull(ownerEmail) : MESSAGES[result];

const FIELD =
  'w-full rounded-md border border-line bg-bg px-3 py-2 text-fg placeholder:text-muted ' +
  'focus-visible:border-accent aria-[invalid=true]:border-danger';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** `ownerEmail`: the stored address (maybe empty), where a full inbox sends the visitor. */
export function ContactForm({ ownerEmail = '' }: { ownerEmail?: string }) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ContactResult | null>(null);
  const [invalidFields, setInvalidFields] = useState<string[]>([]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setSending(true);
    setResult(null);
    const outcome = await sendContact({
      name: text(form, 'name'),
      email: text(form, 'email'),
      message: text(form, 'message'),
      website: text(form, 'website'),
    });
    setSending(false);
    setResult(outcome.result);
    setInvalidFields(outcome.fields);
    if (outcome.result === 'sent') formElement.reset();
  }

  const invalid = (name: string) => invalidFields.includes(name) || undefined;

  return (
    // Before hydration a submit still posts (never a GET that would put the message in the URL).
    <form method="post" action={API.contact} onSubmit={onSubmit} className="flex flex-col gap-4">
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">{fr.contact.name}</span>
        <input
          name="name"
          required
          maxLength={CONTACT_LIMITS.name}
          autoComplete="name"
          aria-invalid={invalid('name')}
          className={FIELD}
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">{fr.contact.email}</span>
        <input
          name="email"
          type="email"
          required
          maxLength={CONTACT_LIMITS.email}
          autoComplete="email"
          aria-invalid={invalid('email')}
          className={FIELD}
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">{fr.contact.message}</span>
        <textarea
          name="message"
          required
          rows={5}
          maxLength={CONTACT_LIMITS.message}
          aria-invalid={invalid('message')}
          className={FIELD}
        />
      </label>
      {/* Spam trap: off-screen and hidden from assistive technology; people never fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {fr.contact.honeypot}
          <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={sending}>
          {sending ? fr.contact.sending : fr.contact.send}
        </Button>
        <p
          aria-live="polite"
          role="status"
          className={result === 'sent' ? 'text-accent' : 'text-fg'}
        >
          {result ? message(result, ownerEmail) : ''}
        </p>
      </div>
    </form>
  );
}
