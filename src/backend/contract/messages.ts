// The contract's messages half: what the visitors' contact form leaves for the administrator.
import { describe, expect, it } from 'vitest';
import { type ContractSetup, rejection, useSubject } from './support.ts';

export function describeMessagesContract(name: string, setup: ContractSetup): void {
  describe(`${name} adapter contract: messages`, () => {
    const subject = useSubject(setup);

    it('lists contact messages newest first and deletes one', async () => {
      const { backend, contact, credentials } = subject();
      for (const who of ['Alice', 'Bruno']) {
        await contact.sendContactMessage({
          name: who,
          email: `${who.toLowerCase()}@example.com`,
          message: `Bonjour de ${who}`,
        });
      }
      await backend.signIn(credentials.email, credentials.password);
      const messages = await backend.listMessages();
      expect(messages.map((m) => [m.name, m.email, m.message])).toEqual([
        ['Bruno', 'bruno@example.com', 'Bonjour de Bruno'],
        ['Alice', 'alice@example.com', 'Bonjour de Alice'],
      ]);
      await backend.deleteMessage(messages[0]?.id ?? '');
      expect((await backend.listMessages()).map((m) => m.name)).toEqual(['Alice']);
      const gone = await rejection(backend.deleteMessage(crypto.randomUUID()));
      expect(gone.code).toBe('not_found');
    });
  });
}
