// The contract's film-page half: credits, page addresses (slugs) and categories.
import { beforeEach, describe, expect, it } from 'vitest';
import { categoriesOf } from '../../lib/categories.ts';
import { type ContractSetup, rejection, useSubject, vimeo, youtube } from './support.ts';

const credits = {
  category: 'Publicité',
  year: 2024,
  role: 'Chef opérateur',
  director: 'Agnès Varda',
  production: 'Ciné-Tamaris',
  client: 'Agence Lumière',
  camera: 'ARRI Alexa Mini',
  lenses: 'Cooke S4',
  format: '2.39:1',
  awards: 'Festival de Clermont-Ferrand\nPrix de la photographie',
};

const noCredits = {
  category: null,
  year: null,
  role: null,
  director: null,
  production: null,
  client: null,
  camera: null,
  lenses: null,
  format: null,
  awards: null,
};

export function describeCreditsContract(name: string, setup: ContractSetup): void {
  describe(`${name} adapter contract: credits and page addresses`, () => {
    const subject = useSubject(setup);
    const backend = () => subject().backend;
    beforeEach(async () => {
      const { credentials } = subject();
      await backend().signIn(credentials.email, credentials.password);
    });

    it('stores every credit and lists them back; a film without credits has none', async () => {
      const a = await backend().createVideo({ ...youtube, ...credits });
      expect(a).toMatchObject(credits);
      const b = await backend().createVideo(vimeo);
      expect(b).toMatchObject(noCredits);
      const listed = await backend().listVideos();
      expect(listed.map((v) => v.director)).toEqual(['Agnès Varda', null]);
      expect(listed[0]).toMatchObject(credits);
    });

    it('edits and clears credits; blank text is stored as none', async () => {
      const a = await backend().createVideo({ ...youtube, ...credits });
      const edited = await backend().updateVideo(a.id, {
        ...youtube,
        ...credits,
        director: '  ',
        year: null,
        camera: 'Sony Venice 2',
      });
      expect(edited).toMatchObject({ director: null, year: null, camera: 'Sony Venice 2' });
      expect(edited.production).toBe('Ciné-Tamaris');
    });

    it('makes the page address from the title, numbered when taken', async () => {
      const a = await backend().createVideo({ ...youtube, title: 'Été à Périgueux' });
      const b = await backend().createVideo({ ...vimeo, title: 'Été à Périgueux !' });
      const c = await backend().createVideo({ ...vimeo, title: '???' });
      expect([a.slug, b.slug, c.slug]).toEqual(['ete-a-perigueux', 'ete-a-perigueux-2', 'film']);
    });

    it('keeps the address when the title changes, and takes an edited one', async () => {
      const a = await backend().createVideo({ ...youtube, title: 'Premier titre' });
      const renamed = await backend().updateVideo(a.id, { ...youtube, title: 'Autre titre' });
      expect(renamed.slug).toBe('premier-titre');
      const moved = await backend().updateVideo(a.id, { ...youtube, slug: 'nouvelle-adresse' });
      expect(moved.slug).toBe('nouvelle-adresse');
      expect((await backend().listVideos()).map((v) => v.slug)).toEqual(['nouvelle-adresse']);
    });

    it('refuses an address another film has, changing nothing', async () => {
      const a = await backend().createVideo({ ...youtube, slug: 'bande-demo' });
      const b = await backend().createVideo({ ...vimeo, slug: 'clip' });
      const before = await backend().listVideos();
      const taken = await rejection(backend().createVideo({ ...vimeo, slug: 'bande-demo' }));
      expect([taken.code, taken.fields?.slug]).toEqual(['validation', 'slug_taken']);
      const edit = await rejection(backend().updateVideo(b.id, { ...vimeo, slug: a.slug ?? '' }));
      expect([edit.code, edit.fields?.slug]).toEqual(['validation', 'slug_taken']);
      expect(await backend().listVideos()).toEqual(before);
    });

    it('refuses a malformed address and an impossible year, storing nothing', async () => {
      for (const slug of ['Avec Espace', 'été', '-tiret', 'a--b']) {
        const bad = await rejection(backend().createVideo({ ...youtube, slug }));
        expect([slug, bad.code, bad.fields?.slug]).toEqual([slug, 'validation', 'slug_invalid']);
      }
      for (const year of [1899, new Date().getUTCFullYear() + 2]) {
        const bad = await rejection(backend().createVideo({ ...youtube, year }));
        expect([year, bad.code, bad.fields?.year]).toEqual([year, 'validation', 'year_invalid']);
      }
      expect(await backend().listVideos()).toEqual([]);
    });

    it('lists each category once, in order of first appearance', async () => {
      await backend().createVideo({ ...youtube, category: 'Clip' });
      await backend().createVideo({ ...vimeo, category: 'Publicité' });
      await backend().createVideo({ ...vimeo, title: 'Sans catégorie' });
      await backend().createVideo({ ...youtube, title: 'Autre clip', category: 'Clip' });
      expect(categoriesOf(await backend().listVideos())).toEqual([
        { name: 'Clip', slug: 'clip' },
        { name: 'Publicité', slug: 'publicite' },
      ]);
    });
  });
}
