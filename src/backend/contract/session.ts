// The contract's account half: the administrator changes their own password. Each test puts the
// original password back, so a live project keeps its credentials.
import { describe, expect, it } from 'vitest';
import type { ContractSetup } from './support.ts';
import { rejection, useSubject } from './support.ts';

const NEW_PASSWORD = 'un nouveau mot de passe solide';

export function describeAccountContract(name: string, setup: ContractSetup): void {
  describe(`${name} adapter contract: account`, () => {
    const subject = useSubject(setup);

    it('refuses a wrong current password or a short new one, and changes nothing', async () => {
      const { backend, credentials } = subject();
      await backend.signIn(credentials.email, credentials.password);
      const wrong = await rejection(
        backend.changePassword('pas le bon mot de passe', NEW_PASSWORD),
      );
      expect([wrong.code, wrong.fields]).toEqual([
        'validation',
        { current_password: 'current_password_incorrect' },
      ]);
      const short = await rejection(backend.changePassword(credentials.password, 'court'));
      expect([short.code, short.fields]).toEqual([
        'validation',
        { new_password: 'password_too_short' },
      ]);
      expect((await backend.getSession()).authenticated).toBe(true);
      await backend.signOut();
      await backend.signIn(credentials.email, credentials.password);
      expect((await backend.getSession()).authenticated).toBe(true);
    });

    it('changes the password, keeps this session and ends the others', async () => {
      const { backend, another, signedOut, credentials } = subject();
      const elsewhere = another();
      await elsewhere.signIn(credentials.email, credentials.password);
      await backend.signIn(credentials.email, credentials.password);
      try {
        await backend.changePassword(credentials.password, NEW_PASSWORD);
        expect((await backend.getSession()).authenticated).toBe(true);
        expect((await elsewhere.getSession()).authenticated).toBe(false);
        const old = await rejection(signedOut.signIn(credentials.email, credentials.password));
        expect(old.code).toBe('invalid_credentials');
        await signedOut.signIn(credentials.email, NEW_PASSWORD);
        expect((await signedOut.getSession()).authenticated).toBe(true);
        await signedOut.signOut();
      } finally {
        await backend.changePassword(NEW_PASSWORD, credentials.password).catch(() => undefined);
      }
    });

    it('refuses a change without a session', async () => {
      const { signedOut, credentials } = subject();
      const error = await rejection(signedOut.changePassword(credentials.password, NEW_PASSWORD));
      expect(error.code).toBe('unauthorized');
    });
  });
}
