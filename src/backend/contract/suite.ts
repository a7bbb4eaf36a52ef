// The behaviour every AdminBackend adapter owes the admin app, written against the port only.
// local/contract.test.ts runs it on the local server, tests/supabase/contract.test.ts on the
// Supabase adapter against the stand-in (both in npm test), and `npm run test:contract:supabase`
// against a live Supabase project before a release (docs/supabase.md).
// uploadVideo is not part of it: tus-js-client's Node build reads only Buffers and streams (not a
// File) and the local adapter's tus requests carry the browser's cookie, so it runs in Chromium
// only (tests/e2e/admin.test.ts, admin-upload-resume.test.ts).
import { describe, expect, it } from 'vitest';
import { describeAccountContract } from './account.ts';
import { describeContentContract } from './content.ts';
import { describeCreditsContract } from './credits.ts';
import { describeLinksContract } from './links.ts';
import { describePreviewsContract } from './previews.ts';
import { describeSettingsContract } from './settings.ts';
import { describeStatisticsContract } from './statistics.ts';
import { type ContractSetup, rejection, useSubject, vimeo, youtube } from './support.ts';

export type { ContractSetup, ContractSubject } from './support.ts';

export function describeBackendContract(name: string, setup: ContractSetup): void {
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

  describeContentContract(name, setup);
  describeSettingsContract(name, setup);
  describeAccountContract(name, setup);
  describeCreditsContract(name, setup);
  describeLinksContract(name, setup);
  describeStatisticsContract(name, setup);
  describePreviewsContract(name, setup);
}
