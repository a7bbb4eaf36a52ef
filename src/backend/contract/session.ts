// The contract's session half: signing in and out, what a signed-out client may not do, and the
// administrator changing their own password (each test puts the original password back, so a
// live project keeps its credentials).
import { describe, expect, it } from 'vitest';
import type { ContractSetup } from './support.ts';
import { rejection, useSubject, vimeo, youtube } from './support.ts';

const NEW_PASSWORD = 'un nouveau mot de passe solide';

export function describeSessionContract(name: string, setup: ContractSetup): void {
  describe(`${name} adapter contract: session`, () => {
    const subject = useSubject(setup);

    it('is signed out before any sign-in', async () => {
      expect((await subject().backend.getSession()).authenticated).toBe(false);
    });

    it('refuses a wrong password with invalid_credentials and stays signed out', async () => {
      const { backend, credentials } = subject();
      const error = await rejection(backend.signIn(credentials.email, 'not the password'));
      expect(error.code).toBe('invalid_credentials');
      expect((await backend.getSession()).authenticated).toBe(false);
    });

    it('signs in as the administrator, then signs out', async () => {
      const { backend, credentials } = subject();
      await backend.signIn(credentials.email, credentials.password);
      expect(await backend.getSession()).toEqual({
        authenticated: true,
        email: credentials.email,
      });
      await backend.signOut();
      expect((await backend.getSession()).authenticated).toBe(false);
      expect((await rejection(backend.createVideo(youtube))).code).toBe('unauthorized');
      expect(await subject().publicContent.listVideos()).toEqual([]);
    });

    it('refuses every write without a session and changes nothing', async () => {
      const { backend, signedOut, contact, credentials } = subject();
      await backend.signIn(credentials.email, credentials.password);
      const video = await backend.createVideo(youtube);
      await contact.sendContactMessage({ name: 'Alice', email: 'a@example.com', message: 'Salut' });
      const [message] = await backend.listMessages();
      const before = await backend.listVideos();
      const writes: [string, () => Promise<unknown>][] = [
        ['createVideo', () => signedOut.createVideo(vimeo)],
        ['updateVideo', () => signedOut.updateVideo(video.id, { ...youtube, title: 'Pirate' })],
        ['setLayout', () => signedOut.setLayout(video.id, 'full')],
        ['setKeepSmallFormat', () => signedOut.setKeepSmallFormat(video.id, true)],
        ['setVisible', () => signedOut.setVisible(video.id, false)],
        ['reorderVideos', () => signedOut.reorderVideos([video.id])],
        ['deleteVideo', () => signedOut.deleteVideo(video.id)],
        ['listMessages', () => signedOut.listMessages()],
        ['deleteMessage', () => signedOut.deleteMessage(message?.id ?? '')],
      ];
      for (const [call, write] of writes) {
        expect([call, (await rejection(write())).code]).toEqual([call, 'unauthorized']);
      }
      expect(await backend.listVideos()).toEqual(before);
      expect((await backend.listMessages()).map((m) => m.id)).toEqual([message?.id]);
    });
  });
}

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
