// Contact messages on Supabase: the contact_messages table, which only the administrator reads
// and deletes (RLS); visitors write through the REST sink (rest.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ContactMessage } from '../../lib/api.ts';
import { BackendError } from '../port.ts';
import type { MessagesPort } from '../ports/messages.ts';
import { take } from './take.ts';

export function createSupabaseMessages(client: SupabaseClient): MessagesPort {
  return {
    async listMessages(page) {
      return take<ContactMessage[]>(
        await client
          .from('contact_messages')
          .select('id, name, email, message, created_at, lang')
          .order('created_at', { ascending: false })
          .range(page?.offset ?? 0, (page?.offset ?? 0) + (page?.limit ?? 1000) - 1),
      );
    },

    async deleteMessage(id) {
      const deleted = take<{ id: string }[]>(
        await client.from('contact_messages').delete().eq('id', id).select('id'),
      );
      if (deleted.length === 0) throw new BackendError('not_found', 404, `no message ${id}`);
    },
  };
}
