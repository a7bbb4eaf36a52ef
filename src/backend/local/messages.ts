// The local server's contact messages, paged by the server (limit and offset).
import { API, type ContactMessage } from '../../lib/api.ts';
import type { MessagesPort } from '../ports/messages.ts';
import type { Http } from './http.ts';

export function createLocalMessages(http: Http): MessagesPort {
  return {
    listMessages: (page) =>
      http.json<ContactMessage[]>(
        page ? `${API.messages}?limit=${page.limit}&offset=${page.offset}` : API.messages,
      ),
    deleteMessage: (id) => http.empty(API.message(id), 'DELETE'),
  };
}
