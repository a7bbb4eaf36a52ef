// The contract's English half (issue 32): each film's and the settings' English texts are
// stored as sent (trimmed, empty ones left out), read back by the admin and the public side,
// kept by a save that does not send them, and checked by the same schema as the French ones.
import { beforeEach, describe, expect, it } from 'vitest';
import { type ContractSetup, rejection, useSubject, vimeo, youtube } from './support.ts';

export function describeEnglishContract(name: string, setup: ContractSetup): void {
  describe(`${name} adapter contract: English texts`, () => {
    const subject = useSubject(setup);
    const backend = () => subject().backend;
    beforeEach(async () => {
      const { credentials } = subject();
      await backend().signIn(credentials.email, credentials.password);
    });

    it("stores a film's English texts, trimmed, and the public side reads them", async () => {
      const a = await backend().createVideo({
        ...youtube,
        category: 'Publicité',
        en: { title: ' Showreel ', slug: 'showreel', category: 'Commercial', description: '' },
      });
      const english = { title: 'Showreel', slug: 'showreel', category: 'Commercial' };
      expect(a.en).toEqual(english);
      const b = await backend().createVideo(vimeo);
      expect(b.en ?? null).toBeNull();
      const listed = await subject().publicContent.listVideos();
      expect(listed.map((video) => video.en ?? null)).toEqual([english, null]);
    });

    it('keeps the English texts when an edit sends none, and clears them when sent empty', async () => {
      const a = await backend().createVideo({ ...youtube, en: { title: 'Showreel' } });
      const kept = await backend().updateVideo(a.id, { ...youtube, title: 'Bande démo 2' });
      expect(kept.en).toEqual({ title: 'Showreel' });
      const cleared = await backend().updateVideo(a.id, { ...youtube, en: { title: ' ' } });
      expect(cleared.en ?? null).toBeNull();
    });

    it('refuses a malformed English address or a text too long, storing nothing', async () => {
      const slug = await rejection(
        backend().createVideo({ ...youtube, en: { slug: 'Pas une adresse' } }),
      );
      expect(slug).toMatchObject({ code: 'validation', status: 400 });
      expect(slug.fields).toMatchObject({ 'en.slug': 'slug_invalid' });
      const long = await rejection(
        backend().createVideo({ ...youtube, en: { title: 'x'.repeat(201) } }),
      );
      expect(long.fields).toMatchObject({ 'en.title': 'too_long' });
      expect(await backend().listVideos()).toEqual([]);
    });

    it('marks each contact message with the language of the site it came from', async () => {
      const { contact, credentials } = subject();
      const from = (name: string) => ({ name, email: 'a@example.com', message: 'Hello' });
      await contact.sendContactMessage(from('Older form'));
      await contact.sendContactMessage({ ...from('London'), lang: 'en' });
      await contact.sendContactMessage({ ...from('Paris'), lang: 'fr' });
      await backend().signIn(credentials.email, credentials.password);
      const messages = await backend().listMessages();
      expect(messages.map((m) => [m.name, m.lang])).toEqual([
        ['Paris', 'fr'],
        ['London', 'en'],
        ['Older form', 'fr'],
      ]);
    });

    it("stores the settings' English texts, keeps them when not sent, clears them when empty", async () => {
      const base = await backend().getSettings();
      // showreel_copy is read-only, like the files and the date: a GET-then-PUT leaves it out.
      const {
        cv: _cv,
        photo: _photo,
        updated_at: _at,
        fr_fields: _fr,
        showreel_copy: _copy,
        ...texts
      } = base;
      const saved = await backend().saveSettings({
        ...texts,
        name: 'Alex Martin',
        en: { title: 'Cinematographer', tagline: ' Light and image ', about: '' },
      });
      expect(saved.en).toEqual({ title: 'Cinematographer', tagline: 'Light and image' });
      expect((await backend().getSettings()).en).toEqual(saved.en);
      const { en: _en, ...french } = texts;
      const kept = await backend().saveSettings({ ...french, name: 'Alex Martin' });
      expect(kept.en).toEqual(saved.en);
      const cleared = await backend().saveSettings({ ...french, name: 'Alex Martin', en: {} });
      expect(cleared.en ?? null).toBeNull();
    });
  });
}
