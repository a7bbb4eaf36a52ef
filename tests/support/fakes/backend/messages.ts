// The fake backend's contact messages: the public form writes them (a filled honeypot is dropped,
// as on the server), the administrator lists them newest first and deletes them.
import { BackendError } from '../../../../src/backend/port.ts';
import type { ContactSink } from '../../../../src/backend/ports/messages.ts';
import type { ContactMessage, MessagePage } from '../../../../src/lib/api.ts';
import type { FakeCall } from './call.ts';

export interface MessagesWorld {
  messages: ContactMessage[];
  nextId: number;
}

export function fakeContactSink(world: MessagesWorld): ContactSink {
  return {
    async sendContactMessage(input) {
      if (input.website?.trim()) return;
      world.messages.unshift({
        id: String(world.nextId++),
        name: input.name.trim(),
        email: input.email.trim(),
        message: input.message.trim(),
        created_at: new Date().toISOString(),
        lang: input.lang === 'en' ? 'en' : 'fr',
      });
    },
  };
}

export function fakeMessageMethods(world: MessagesWorld, write: FakeCall) {
  return {
    listMessages: (page?: MessagePage) =>
      write('listMessages', page ? [page] : [], () => {
        const all = world.messages
          .map((m) => ({ ...m }))
          .sort((a, b) => b.created_at.localeCompare(a.created_at));
        return page ? all.slice(page.offset, page.offset + page.limit) : all;
      }),
    deleteMessage: (id: string) =>
      write('deleteMessage', [id], () => {
        if (!world.messages.some((m) => m.id === id)) {
          throw new BackendError('not_found', 404, `no message ${id}`);
        }
        world.messages = world.messages.filter((m) => m.id !== id);
      }),
  };
}
