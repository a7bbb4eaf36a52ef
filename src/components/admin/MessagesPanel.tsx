import { useEffect, useState } from 'react';
import type { MessagesPort } from '../../backend/port.ts';
import { type ContactMessage, MESSAGES_PAGE_SIZE } from '../../lib/api.ts';
import { isSessionExpired } from '../../lib/errors.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { Button } from '../ui/Button.tsx';

export interface MessagesPanelProps {
  backend: MessagesPort;
  /** The dashboard's failure path (toast, or back to /admin when the session expired). */
  fail: (situation: 'messages', error: unknown) => void;
}

const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

function newestFirst(messages: ContactMessage[]): ContactMessage[] {
  return [...messages].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The next page after what is shown; a message that arrived meanwhile may shift one in twice. */
function merged(shown: ContactMessage[], page: ContactMessage[]): ContactMessage[] {
  const seen = new Set(shown.map((m) => m.id));
  return newestFirst([...shown, ...page.filter((m) => !seen.has(m.id))]);
}

/** Messages from the contact form: newest first, a page at a time, each deletable. */
export function MessagesPanel({ backend, fail }: MessagesPanelProps) {
  const [messages, setMessages] = useState<ContactMessage[] | null>(null);
  const [failed, setFailed] = useState(false);
  // A full page means there may be more: the button asks for the next one.
  const [more, setMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let live = true;
    backend.listMessages({ offset: 0, limit: MESSAGES_PAGE_SIZE }).then(
      (list) => {
        if (!live) return;
        setMessages(newestFirst(list));
        setMore(list.length === MESSAGES_PAGE_SIZE);
      },
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

  async function loadMore() {
    const shown = messages ?? [];
    setLoadingMore(true);
    try {
      // Deleted messages have left the server's list too, so the shown count is the offset.
      const page = await backend.listMessages({ offset: shown.length, limit: MESSAGES_PAGE_SIZE });
      setMessages((list) => merged(list ?? [], page));
      setMore(page.length === MESSAGES_PAGE_SIZE);
    } catch (error) {
      fail('messages', error);
    } finally {
      setLoadingMore(false);
    }
  }

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
                {m.lang === 'en' ? (
                  <span className="rounded-full border border-line px-2 text-xs" lang="fr">
                    {fr.languages.fromEnglishSite}
                  </span>
                ) : null}
                <time dateTime={m.created_at} className="text-sm text-muted">
                  {DATE.format(new Date(m.created_at))}
                </time>
              </div>
              <p
                className="mt-2 whitespace-pre-wrap break-words"
                lang={m.lang === 'en' ? 'en' : undefined}
              >
                {m.message}
              </p>
              <Button
                variant="outline"
                size="compact"
                className="mt-3"
                onClick={() => remove(m.id)}
              >
                {fr.dashboard.deleteMessage}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {more ? (
        <Button variant="outline" className="self-start" disabled={loadingMore} onClick={loadMore}>
          {fr.dashboard.moreMessages}
        </Button>
      ) : null}
    </section>
  );
}
