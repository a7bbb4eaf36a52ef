import { useEffect, useState } from 'react';
import type { AdminBackend } from '../../backend/port.ts';
import type { ContactMessage } from '../../lib/api.ts';
import { isSessionExpired } from '../../lib/errors.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { Button } from '../ui/Button.tsx';

export interface MessagesPanelProps {
  backend: AdminBackend;
  /** The dashboard's failure path (toast, or back to /admin when the session expired). */
  fail: (situation: 'messages', error: unknown) => void;
}

const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

function newestFirst(messages: ContactMessage[]): ContactMessage[] {
  return [...messages].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Messages from the contact form : newest first, each deletable. */
export function MessagesPanel({ backend, fail }: MessagesPanelProps) {
  const [messages, setMessages] = useState<ContactMessage[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    backend.listMessages().then(
      (list) => live && setMessages(newestFirst(list)),
      (error: unknown) => {
        if (!live) return;
        setFailed(true);
        if (isSessionExpired(error)) fail('messages', error);
        else console.error('messages not loaded', error);
      },
    );
    return () => {
      live = false;
    };
  }, [backend, fail]);

  async function remove(id: string) {
    try {
      await backend.deleteMessage(id);
      setMessages((list) => list?.filter((m) => m.id !== id) ?? null);
    } catch (error) {
      fail('messages', error);
    }
  }

  return (
    <section aria-labelledby="messages-heading" className="flex flex-col gap-4">
      <h2 id="messages-heading" className="text-xl font-semibold">
        {fr.dashboard.messages}
      </h2>
      {failed ? <p role="alert">{fr.dashboard.messagesLoadError}</p> : null}
      {messages && messages.length === 0 ? (
        <p className="text-muted">{fr.dashboard.noMessages}</p>
      ) : null}
      {messages && messages.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {messages.map((m) => (
            <li key={m.id} className="rounded-xl border border-line bg-panel p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium">{fr.dashboard.messageFrom(m.name, m.email)}</p>
                <time dateTime={m.created_at} className="text-sm text-muted">
                  {DATE.format(new Date(m.created_at))}
                </time>
              </div>
              <p className="mt-2 whitespace-pre-wrap break-words">{m.message}</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => remove(m.id)}>
                {fr.dashboard.deleteMessage}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
