// The contract's videos half: rows, their validation, poster images, credits, page addresses
// (slugs) and categories.
import { beforeEach, describe, expect, it } from 'vitest';
import { categoriesOf } from '../../lib/categories.ts';
import { NO_CREDITS } from '../../lib/credits.ts';
import { type ContractSetup, rejection, useSubject, vimeo, youtube } from './support.ts';

// The first bytes of a JPEG (SOI + JFIF APP0): what a content check looks for.
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

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
      expect(b).toMatchObject(NO_CREDITS);
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

export function describeVideosContract(name: string, setup: ContractSetup): void {
  describe(`${name} adapter contract: videos`, () => {
    const subject = useSubject(setup);
    const backend = () => subject().backend;
    beforeEach(async () => {
      const { credentials } = subject();
      await backend().signIn(credentials.email, credentials.password);
    });

    it('hides a video from the public list only; it keeps its place and comes back', async () => {
      const { publicContent } = subject();
      const [a, b, c] = [
        await backend().createVideo(youtube),
        await backend().createVideo(vimeo),
        await backend().createVideo({ ...vimeo, title: 'Troisième' }),
      ];
      expect([a, b, c].map((v) => v.visible)).toEqual([true, true, true]);
      const hidden = await backend().setVisible(b.id, false);
      expect(hidden).toMatchObject({ id: b.id, visible: false, order_position: 1 });
      expect((await publicContent.listVideos()).map((v) => v.id)).toEqual([a.id, c.id]);
      expect((await backend().listVideos()).map((v) => [v.id, v.visible])).toEqual([
        [a.id, true],
        [b.id, false],
        [c.id, true],
      ]);
      await backend().reorderVideos([c.id, b.id, a.id]);
      expect((await publicContent.listVideos()).map((v) => v.id)).toEqual([c.id, a.id]);
      expect((await backend().setVisible(b.id, true)).visible).toBe(true);
      expect((await publicContent.listVideos()).map((v) => v.id)).toEqual([c.id, b.id, a.id]);
    });

    it('adds each new video at the end, normal size, listed by position', async () => {
      const a = await backend().createVideo(youtube);
      expect(a).toMatchObject({
        ...youtube,
        order_position: 0,
        layout: 'normal',
        keep_small_format: false,
      });
      const b = await backend().createVideo(vimeo);
      expect(b).toMatchObject({ ...vimeo, order_position: 1, layout: 'normal' });
      expect(b.keep_small_format).toBe(false);
      expect(await backend().listVideos()).toEqual([a, b]);
    });

    it('edits the fields and keeps position and layout', async () => {
      const a = await backend().createVideo(youtube);
      const edited = { ...vimeo, title: 'Bande démo 2026', description: 'Nouvelle version' };
      const updated = await backend().updateVideo(a.id, edited);
      expect(updated).toMatchObject({ ...edited, id: a.id, order_position: 0, layout: 'normal' });
      expect(await backend().listVideos()).toEqual([updated]);
    });

    it('sets the layout and the small-format flag', async () => {
      const a = await backend().createVideo(youtube);
      expect((await backend().setLayout(a.id, 'half')).layout).toBe('half');
      expect((await backend().setLayout(a.id, 'full')).layout).toBe('full');
      expect((await backend().setKeepSmallFormat(a.id, true)).keep_small_format).toBe(true);
      const [listed] = await backend().listVideos();
      expect(listed).toMatchObject({ layout: 'full', keep_small_format: true, title: a.title });
    });

    it('reorders to 0..n-1 and refuses a list that is not exactly the current set', async () => {
      const a = await backend().createVideo(youtube);
      const b = await backend().createVideo(vimeo);
      const c = await backend().createVideo({ ...youtube, title: 'Making-of' });
      await backend().reorderVideos([c.id, a.id, b.id]);
      const ordered = (await backend().listVideos()).map((v) => [v.id, v.order_position]);
      expect(ordered).toEqual([
        [c.id, 0],
        [a.id, 1],
        [b.id, 2],
      ]);
      const before = await backend().listVideos();
      for (const ids of [
        [c.id, a.id],
        [c.id, a.id, b.id, crypto.randomUUID()],
        [c.id, a.id, a.id],
      ]) {
        expect((await rejection(backend().reorderVideos(ids))).code).toBe('validation');
      }
      expect(await backend().listVideos()).toEqual(before);
    });

    it('deletes a video, then reports it gone', async () => {
      const a = await backend().createVideo(youtube);
      const b = await backend().createVideo(vimeo);
      await backend().deleteVideo(a.id);
      expect((await backend().listVideos()).map((v) => v.id)).toEqual([b.id]);
      expect((await rejection(backend().deleteVideo(a.id))).code).toBe('not_found');
    });

    it('refuses an empty title and a YouTube address without an id, storing nothing', async () => {
      const blank = await rejection(backend().createVideo({ ...youtube, title: '  ' }));
      expect([blank.code, blank.fields?.title]).toEqual(['validation', 'title_required']);
      const noId = { ...youtube, url: 'https://www.youtube.com/watch?feature=share' };
      const invalid = await rejection(backend().createVideo(noId));
      expect([invalid.code, invalid.fields?.url]).toEqual(['validation', 'youtube_invalid']);
      expect(await backend().listVideos()).toEqual([]);
    });

    it('stores a poster image a video can use, and refuses what is not an image', async () => {
      const { url } = await backend().uploadThumbnail(new Blob([JPEG], { type: 'image/jpeg' }));
      expect(url).toMatch(/\.jpg$/);
      const video = await backend().createVideo({ ...vimeo, thumbnail_url: url });
      expect((await backend().listVideos()).map((v) => v.thumbnail_url)).toEqual([url]);
      expect(video.thumbnail_url).toBe(url);
      const text = new Blob(['not an image'], { type: 'text/plain' });
      const refused = await rejection(backend().uploadThumbnail(text));
      expect(refused.code).toBe('unsupported_media_type');
    });

    // Every film in its own frame (src/lib/aspect.ts, docs/card.md).
    it('stores Format d’image, Remplir le cadre and a measured size; an edit without them keeps them', async () => {
      const scope = await backend().createVideo({
        ...vimeo,
        aspect_ratio: '2.39:1',
        fill_frame: true,
        source_width: 1920,
        source_height: 804,
      });
      const frame = {
        aspect_ratio: '2.39:1',
        fill_frame: true,
        source_width: 1920,
        source_height: 804,
      };
      expect(scope).toMatchObject(frame);
      expect((await backend().listVideos()).find((v) => v.id === scope.id)).toMatchObject(frame);
      expect(await backend().updateVideo(scope.id, { ...vimeo, title: 'Scope' })).toMatchObject({
        ...frame,
        title: 'Scope',
      });
      const reset = await backend().updateVideo(scope.id, {
        ...vimeo,
        aspect_ratio: 'auto',
        fill_frame: false,
      });
      expect(reset).toMatchObject({ aspect_ratio: 'auto', fill_frame: false, source_width: 1920 });
      const plain = await backend().createVideo(youtube);
      expect(plain).toMatchObject({ aspect_ratio: 'auto', fill_frame: false, source_width: null });
    });

    it('refuses a format it does not know and a size no film has, storing nothing', async () => {
      const before = await backend().listVideos();
      for (const bad of [
        { aspect_ratio: '3:2' },
        { source_width: 0, source_height: 804 },
        { source_width: 1920.5, source_height: 804 },
      ]) {
        const error = await rejection(
          backend().createVideo({ ...youtube, ...(bad as Record<string, unknown>) }),
        );
        expect(error.code).toBe('validation');
        expect(error.status).toBe(400);
      }
      expect(await backend().listVideos()).toEqual(before);
    });
  });
}
