// The contract's settings half: the site's texts (public read, admin write, one schema), the CV
// and the photo (checked by content and size, the old file kept until the new one is stored).
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_CV_BYTES } from '../../lib/media.ts';
import {
  emptySettings,
  type SettingsField,
  type SiteSettingsInput,
  TEXT_FIELDS,
} from '../../lib/site-settings.ts';
import { type ContractSetup, rejection, useSubject, youtube } from './support.ts';

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n%contract\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n',
);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

const input: SiteSettingsInput = {
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<SettingsField, string>),
  name: 'Alex Martin',
  tagline: 'Image et lumière',
  email: 'alex@example.fr',
  site_url: 'https://alex.example.fr',
  legal_publisher: 'Alex Martin, EI',
};

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

export function describeSettingsContract(name: string, setup: ContractSetup): void {
  describe(`${name} adapter contract: site settings`, () => {
    const subject = useSubject(setup);
    const backend = () => subject().backend;
    beforeEach(async () => {
      const { credentials } = subject();
      await backend().signIn(credentials.email, credentials.password);
    });

    it('starts empty (title Chef Opérateur), saves every field, anyone reads them', async () => {
      expect(await subject().signedOut.getSettings()).toEqual(emptySettings());
      const saved = await backend().saveSettings(input);
      expect(saved).toMatchObject({ ...input, title: 'Chef Opérateur', cv: null, photo: null });
      expect(saved.updated_at).not.toBeNull();
      expect(await subject().signedOut.getSettings()).toEqual(saved);
    });

    it('refuses a bad field by its code and keeps what was stored', async () => {
      const saved = await backend().saveSettings(input);
      const error = await rejection(
        backend().saveSettings({ ...input, name: '', email: 'nope', imdb_url: 'http://x.fr' }),
      );
      expect(error.code).toBe('validation');
      expect(error.fields).toEqual({
        name: 'name_required',
        email: 'email_invalid',
        imdb_url: 'url_invalid',
      });
      expect(await backend().getSettings()).toEqual(saved);
    });

    it('stores the Bande démo and its start, keeps them when a save leaves them out', async () => {
      const film = await backend().createVideo({ ...youtube, title: 'Bande démo 2026' });
      const saved = await backend().saveSettings({
        ...input,
        showreel_id: film.id,
        showreel_start: 12.5,
      });
      expect(saved).toMatchObject({ showreel_id: film.id, showreel_start: 12.5 });
      expect(await subject().signedOut.getSettings()).toMatchObject({ showreel_id: film.id });
      expect(await backend().saveSettings(input)).toMatchObject({
        showreel_id: film.id,
        showreel_start: 12.5,
      });
      const error = await rejection(backend().saveSettings({ ...input, showreel_start: -3 }));
      expect(error.code).toBe('validation');
      expect(error.fields).toEqual({ showreel_start: 'showreel_start_invalid' });
      const none = await backend().saveSettings({ ...input, showreel_id: '', showreel_start: 0 });
      expect(none).toMatchObject({ showreel_id: '', showreel_start: 0, showreel_copy: null });
    });

    it('refuses every settings write without a session', async () => {
      const { signedOut } = subject();
      for (const write of [
        () => signedOut.saveSettings(input),
        () => signedOut.uploadSettingsFile('cv', file(PDF, 'cv.pdf', 'application/pdf')),
        () => signedOut.deleteSettingsFile('photo'),
      ]) {
        expect((await rejection(write())).code).toBe('unauthorized');
      }
      expect(await signedOut.getSettings()).toEqual(emptySettings());
    });

    it('stores a CV by content under a new address, refuses others, deletes it', async () => {
      const first = (
        await backend().uploadSettingsFile('cv', file(PDF, 'Mon CV.pdf', 'application/pdf'))
      ).cv;
      expect(first).toMatchObject({ name: 'Mon CV.pdf', size: PDF.length });
      expect(await subject().readFile(first?.url ?? '')).toEqual(PDF);
      const second = (
        await backend().uploadSettingsFile('cv', file(PDF, 'v2.pdf', 'application/pdf'))
      ).cv;
      expect(second?.url).not.toBe(first?.url);

      const notPdf = await rejection(
        backend().uploadSettingsFile('cv', file(JPEG, 'cv.pdf', 'application/pdf')),
      );
      expect(notPdf.code).toBe('unsupported_media_type');
      const big = new Uint8Array(MAX_CV_BYTES + 1);
      big.set(PDF);
      const tooBig = await rejection(
        backend().uploadSettingsFile('cv', file(big, 'cv.pdf', 'application/pdf')),
      );
      expect(tooBig.code).toBe('payload_too_large');
      expect((await backend().getSettings()).cv).toEqual(second);

      expect((await backend().deleteSettingsFile('cv')).cv).toBeNull();
      expect((await subject().signedOut.getSettings()).cv).toBeNull();
    });

    it('stores a photo (JPEG, PNG or WebP by content) and deletes it', async () => {
      const wrong = await rejection(
        backend().uploadSettingsFile('photo', file(PDF, 'photo.jpg', 'image/jpeg')),
      );
      expect(wrong.code).toBe('unsupported_media_type');
      const photo = (
        await backend().uploadSettingsFile('photo', file(JPEG, 'moi.jpg', 'image/jpeg'))
      ).photo;
      expect(photo).toMatchObject({ name: 'moi.jpg', size: JPEG.length });
      expect((await backend().deleteSettingsFile('photo')).photo).toBeNull();
    });

    it('a site the owner filled holds no demo content; clearing it keeps everything', async () => {
      const saved = await backend().saveSettings(input);
      expect(await backend().demoContent()).toBe(false);
      await backend().clearDemoContent();
      expect(await backend().getSettings()).toEqual(saved);
      const { signedOut } = subject();
      for (const call of [() => signedOut.demoContent(), () => signedOut.clearDemoContent()]) {
        expect((await rejection(call())).code).toBe('unauthorized');
      }
    });

    it('stores a readable Couleur d’accent, refuses a dark one or no colour by its code', async () => {
      const saved = await backend().saveSettings({ ...input, accent_color: '#7cc4ff' });
      expect(saved.accent_color).toBe('#7cc4ff');
      expect((await subject().signedOut.getSettings()).accent_color).toBe('#7cc4ff');
      for (const [colour, code] of [
        ['#6b6b6b', 'accent_text_contrast'],
        ['#1a237e', 'accent_control_contrast'],
        ['rouge', 'accent_invalid'],
      ] as const) {
        const error = await rejection(backend().saveSettings({ ...input, accent_color: colour }));
        expect(error).toMatchObject({ code: 'validation', status: 400 });
        expect(error.fields).toEqual({ accent_color: code });
      }
      expect(await backend().getSettings()).toEqual(saved);
    });
  });
}
