// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../../tests/support/fakes/backend.ts';
import { BackendError } from '../../backend/port.ts';
import { type ContactMessage, MESSAGES_PAGE_SIZE } from '../../lib/api.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { MessagesPanel } from './MessagesPanel.tsx';

afterEach(cleanup);

const message = (id: string, name: string, created_at: string): ContactMessage => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  message: `Bonjour de ${name}`,
  created_at,
});

describe('MessagesPanel', () => {
  it('lists messages newest first and deletes one', async () => {
    const backend = createFakeBackend({
      messages: [
        message('1', 'Alice', '2026-11-20T10:00:00.000Z'),
        message('2', 'Bruno', '2026-11-21T10:00:00.000Z'),
      ],
    });
    const fail = vi.fn();
    render(<MessagesPanel backend={backend} fail={fail} />);
    expect(screen.getByRole('heading', { name: 'Messages reçus' })).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent?.includes('Bruno'))).toEqual([true, false]);
    fireEvent.click(
      within(items[0] as HTMLElement).getByRole('button', { name: fr.dashboard.deleteMessage }),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(backend.calls.find((c) => c.method === 'deleteMessage')?.args).toEqual(['2']);
    expect(fail).not.toHaveBeenCalled();
  });

  it('shows the empty text, and reports a failed delete', async () => {
    const backend = createFakeBackend({
      messages: [message('1', 'Alice', '2026-11-20T10:00:00.000Z')],
    });
    const fail = vi.fn();
    render(<MessagesPanel backend={backend} fail={fail} />);
    backend.failNext('deleteMessage', new BackendError('internal', 500));
    fireEvent.click(await screen.findByRole('button', { name: fr.dashboard.deleteMessage }));
    await waitFor(() => expect(fail).toHaveBeenCalledWith('messages', expect.any(BackendError)));
    cleanup();
    render(<MessagesPanel backend={createFakeBackend()} fail={fail} />);
    expect(await screen.findByText(fr.dashboard.noMessages)).toBeTruthy();
  });

  it('shows the load-error text when the messages cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend = createFakeBackend();
    backend.failNext('listMessages', new BackendError('internal', 500));
    const fail = vi.fn();
    render(<MessagesPanel backend={backend} fail={fail} />);
    expect((await screen.findByRole('alert')).textContent).toBe(fr.dashboard.messagesLoadError);
    expect(screen.queryByText(fr.dashboard.noMessages)).toBeNull();
    // Only an expired session goes through the dashboard's failure path (back to /admin).
    expect(fail).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('hands an expired session to the dashboard and still says the messages did not load', async () => {
    const backend = createFakeBackend();
    backend.failNext('listMessages', new BackendError('unauthorized', 401));
    const fail = vi.fn();
    render(<MessagesPanel backend={backend} fail={fail} />);
    expect(await screen.findByText(fr.dashboard.messagesLoadError)).toBeTruthy();
    expect(fail).toHaveBeenCalledWith('messages', expect.any(BackendError));
  });
});

describe('MessagesPanel pages', () => {
  const many = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      message(String(i), `Personne${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()),
    );

  it(`asks for ${MESSAGES_PAGE_SIZE} messages at a time and shows more on request`, async () => {
    const backend = createFakeBackend({ messages: many(MESSAGES_PAGE_SIZE + 3) });
    render(<MessagesPanel backend={backend} fail={vi.fn()} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(backend.calls.find((c) => c.method === 'listMessages')?.args).toEqual([
      { offset: 0, limit: MESSAGES_PAGE_SIZE },
    ]);
    // Newest first: the last one created leads.
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain(
      `Personne${MESSAGES_PAGE_SIZE + 2}`,
    );
    fireEvent.click(screen.getByRole('button', { name: fr.dashboard.moreMessages }));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')).toHaveLength(MESSAGES_PAGE_SIZE + 3),
    );
    expect(screen.getAllByRole('listitem').at(-1)?.textContent).toContain('Personne0');
    expect(screen.queryByRole('button', { name: fr.dashboard.moreMessages })).toBeNull();
  });

  it('offers no more button when the first page is not full', async () => {
    render(<MessagesPanel backend={createFakeBackend({ messages: many(3) })} fail={vi.fn()} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: fr.dashboard.moreMessages })).toBeNull();
  });
});
