// The contract's private links half: what the admin page does with them. What a visitor sees
// at a link's address is the server's (or the Edge Function's) own test, not the port's.
import { beforeEach, describe, expect, it } from 'vitest';
import type { PrivateLink } from '../../lib/private-link.ts';
import { type ContractSetup, rejection, useSubject, vimeo, youtube } from './support.ts';

/** At least 128 random bits, in an address-safe alphabet. */
const TOKEN = /^[A-Za-z0-9_-]{22,}$/;

export function describeLinksContract(name: string, setup: ContractSetup): void {
  describe(`${name} adapter contract: private links`, () => {
    const subject = useSubject(setup);
    const backend = () => subject().backend;
    beforeEach(async () => {
      const { credentials } = subject();
      await backend().signIn(credentials.email, credentials.password);
    });

    async function twoFilms() {
      const shown = await backend().createVideo(youtube);
      const hidden = await backend().createVideo(vimeo);
      await backend().setVisible(hidden.id, false);
      return { shown, hidden };
    }

    it('creates a link with a hidden film, in the chosen order, and lists it', async () => {
      const { shown, hidden } = await twoFilms();
      expect(await backend().listLinks()).toEqual([]);
      const link = await backend().createLink({
        name: 'Agence Lumen — auto',
        video_ids: [hidden.id, shown.id],
        message: 'Bonjour',
        password: 'projection-privee',
        expires_on: '2099-12-31',
      });
      expect(link).toMatchObject({
        name: 'Agence Lumen — auto',
        video_ids: [hidden.id, shown.id],
        message: 'Bonjour',
        has_password: true,
        expires_on: '2099-12-31',
        disabled: false,
        views: 0,
        last_visit_at: null,
      });
      expect(link.token).toMatch(TOKEN);
      expect(JSON.stringify(link)).not.toContain('projection-privee');
      expect(await backend().listLinks()).toEqual([link]);
      // The public side never learns of it.
      expect((await subject().publicContent.listVideos()).map((v) => v.id)).toEqual([shown.id]);
    });

    it('gives each link its own address', async () => {
      const { shown } = await twoFilms();
      const input = { name: 'A', video_ids: [shown.id] };
      const [a, b] = [await backend().createLink(input), await backend().createLink(input)];
      expect(a.token).not.toBe(b.token);
      expect(a.id).not.toBe(b.id);
    });

    it('edits films, message, password and date without changing the address', async () => {
      const { shown, hidden } = await twoFilms();
      const link = await backend().createLink({
        name: 'A',
        video_ids: [shown.id],
        password: 'premier-secret',
      });
      const kept = await backend().updateLink(link.id, {
        name: 'B',
        video_ids: [shown.id, hidden.id],
        message: 'Nouveau',
        expires_on: '2099-01-01',
      });
      expect(kept).toMatchObject({
        id: link.id,
        token: link.token,
        name: 'B',
        video_ids: [shown.id, hidden.id],
        message: 'Nouveau',
        has_password: true,
        expires_on: '2099-01-01',
      });
      const open = await backend().updateLink(link.id, {
        name: 'B',
        video_ids: [hidden.id],
        password: null,
        expires_on: null,
        message: null,
      });
      expect(open).toMatchObject({
        token: link.token,
        video_ids: [hidden.id],
        has_password: false,
        expires_on: null,
        message: null,
      });
      expect(await backend().listLinks()).toEqual([open]);
    });

    it('an edit that only reorders the films keeps the new order', async () => {
      const { shown, hidden } = await twoFilms();
      const link = await backend().createLink({ name: 'A', video_ids: [shown.id, hidden.id] });
      const input = { name: 'A', video_ids: [hidden.id, shown.id] };
      expect((await backend().updateLink(link.id, input)).video_ids).toEqual([hidden.id, shown.id]);
      expect((await backend().listLinks()).map((l) => l.video_ids)).toEqual([
        [hidden.id, shown.id],
      ]);
    });

    it('disables, re-enables and deletes a link', async () => {
      const { shown } = await twoFilms();
      const link = await backend().createLink({ name: 'A', video_ids: [shown.id] });
      expect((await backend().setLinkDisabled(link.id, true)).disabled).toBe(true);
      expect((await backend().listLinks()).map((l) => l.disabled)).toEqual([true]);
      expect((await backend().setLinkDisabled(link.id, false)).disabled).toBe(false);
      await backend().deleteLink(link.id);
      expect(await backend().listLinks()).toEqual([]);
      expect((await rejection(backend().deleteLink(link.id))).code).toBe('not_found');
      const edit = backend().updateLink(link.id, { name: 'A', video_ids: [shown.id] });
      expect((await rejection(edit)).code).toBe('not_found');
      expect((await rejection(backend().setLinkDisabled(link.id, true))).code).toBe('not_found');
    });

    it('refuses a link without a name or films, or with an unknown film, storing nothing', async () => {
      const { shown } = await twoFilms();
      const empty = await rejection(backend().createLink({ name: ' ', video_ids: [] }));
      expect(empty.code).toBe('validation');
      expect(empty.fields).toMatchObject({ name: 'name_required', video_ids: 'videos_required' });
      const unknown = await rejection(
        backend().createLink({ name: 'A', video_ids: [shown.id, crypto.randomUUID()] }),
      );
      expect(unknown.code).toBe('validation');
      expect(unknown.fields).toEqual({ video_ids: 'video_unknown' });
      expect(await backend().listLinks()).toEqual([]);
    });

    it('a deleted film leaves the links it was part of', async () => {
      const { shown, hidden } = await twoFilms();
      const link = await backend().createLink({ name: 'A', video_ids: [hidden.id, shown.id] });
      await backend().deleteVideo(hidden.id);
      const [after] = await backend().listLinks();
      expect(after?.video_ids).toEqual([shown.id]);
      expect(after?.token).toBe(link.token);
    });

    it('refuses every link call without a session and changes nothing', async () => {
      const { shown } = await twoFilms();
      const link = await backend().createLink({ name: 'A', video_ids: [shown.id] });
      const { signedOut } = subject();
      const calls: [string, () => Promise<unknown>][] = [
        ['listLinks', () => signedOut.listLinks()],
        ['createLink', () => signedOut.createLink({ name: 'X', video_ids: [shown.id] })],
        ['updateLink', () => signedOut.updateLink(link.id, { name: 'X', video_ids: [shown.id] })],
        ['setLinkDisabled', () => signedOut.setLinkDisabled(link.id, true)],
        ['deleteLink', () => signedOut.deleteLink(link.id)],
      ];
      for (const [call, run] of calls) {
        expect([call, (await rejection(run())).code]).toEqual([call, 'unauthorized']);
      }
      expect(await backend().listLinks()).toEqual([link] satisfies PrivateLink[]);
    });
  });
}
