import type { ContactInput, ContactMessage, MessagePage } from '../../lib/api.ts';

/** Public write: the contact form. */
export interface ContactSink {
  sendContactMessage(input: ContactInput): Promise<void>;
}

/** The contact messages the administrator reads. */
export interface MessagesPort {
  /** Newest first; one page of them when asked (the local server pages anyway). */
  listMessages(page?: MessagePage): Promise<ContactMessage[]>;
  deleteMessage(id: string): Promise<void>;
}
