import { describe, expect, it } from 'vitest';
import { makeVideo } from '../../../tests/support/data/make-video.ts';
import { emptySettings } from '../site-settings.ts';
import {
  DEFAULT_TITLE_EN,
  langAttr,
  localizeSettings,
  localizeVideo,
  localizeVideos,
  pathIn,
  pickText,
} from './localize.ts';

describe('pickText (the fallback rule)', () => {
  it('gives the English text on an English page when there is one', () => {
    expect(pickText('Lumière', 'Light', 'en')).toEqual({ text: 'Light', lang: 'en' });
  });

  it('falls back to the French text, marked French, when the English one is empty or blank', () => {
    for (const english of [undefined, null, '', '   ']) {
      expect(pickText('Lumière', english, 'en')).toEqual({ text: 'Lumière', lang: 'fr' });
    }
  });

  it('gives the French text on a French page whatever the English one says', () => {
    expect(pickText('Lumière', 'Light', 'fr')).toEqual({ text: 'Lumière', lang: 'fr' });
  });
});

describe('localizeVideo', () => {
  const film = makeVideo({
    id: 'a',
    title: 'Lumière dorée',
    description: 'Un film de marque',
    slug: 'lumiere-doree',
    category: 'Publicité',
    role: 'Chef opérateur',
    director: 'Jeanne Roy',
    en: { title: 'Golden Light', slug: 'golden-light', category: 'Commercial' },
  });

  it('shows the English texts written and names the fields left French', () => {
    const english = localizeVideo(film, 'en');
    expect(english).toMatchObject({
      title: 'Golden Light',
      description: 'Un film de marque',
      slug: 'golden-light',
      category: 'Commercial',
      role: 'Chef opérateur',
      director: 'Jeanne Roy',
    });
    expect(english.fr_fields).toEqual(['description', 'role']);
    expect(langAttr(english, 'title', 'en')).toBeUndefined();
    expect(langAttr(english, 'description', 'en')).toBe('fr');
    // A name is no word to translate: the director is never marked.
    expect(langAttr(english, 'director', 'en')).toBeUndefined();
  });

  it('shows an English text even where the French one is empty', () => {
    const english = localizeVideo(
      makeVideo({ id: 'b', description: null, en: { description: 'A night in Paris' } }),
      'en',
    );
    expect(english.description).toBe('A night in Paris');
    expect(english.fr_fields).not.toContain('description');
    expect(localizeSettings({ ...emptySite(), en: { tagline: 'Light' } }, 'en').tagline).toBe(
      'Light',
    );
  });

  it('leaves a French page untouched, and keeps the French slug without an English one', () => {
    expect(localizeVideo(film, 'fr')).toBe(film);
    expect(langAttr(film, 'description', 'fr')).toBeUndefined();
    expect(localizeVideo({ ...film, en: null }, 'en').slug).toBe('lumiere-doree');
  });

  it('keeps English addresses unique: two films claiming one English slug keep their French ones', () => {
    const twins = localizeVideos(
      [
        makeVideo({ id: 'a', slug: 'un', en: { slug: 'same' } }),
        makeVideo({ id: 'b', slug: 'deux', en: { slug: 'same' } }),
        makeVideo({ id: 'c', slug: 'trois', en: { slug: 'three' } }),
      ],
      'en',
    );
    expect(twins.map((video) => video.slug)).toEqual(['un', 'deux', 'three']);
  });
});

const emptySite = () => ({ ...emptySettings(), name: 'Camille Moreau' });

describe('localizeSettings', () => {
  const site = {
    ...emptySettings(),
    name: 'Camille Moreau',
    tagline: 'Image et lumière',
    about: 'Basée à Paris.',
    location: 'Paris',
  };

  it('titles the English site Director of Photography until the owner writes a title', () => {
    expect(localizeSettings(site, 'en').title).toBe(DEFAULT_TITLE_EN);
    expect(localizeSettings({ ...site, en: { title: 'Cinematographer' } }, 'en').title).toBe(
      'Cinematographer',
    );
  });

  it('falls back to each French text, named in fr_fields; empty ones are no fallback', () => {
    const english = localizeSettings({ ...site, en: { tagline: 'Image and light' } }, 'en');
    expect(english.tagline).toBe('Image and light');
    expect(english.about).toBe('Basée à Paris.');
    expect(english.fr_fields).toEqual(['about', 'location']);
    expect(localizeSettings(site, 'fr')).toBe(site);
  });
});

describe('pathIn', () => {
  it('puts English pages under /en/ and leaves French ones', () => {
    expect(pathIn('/', 'en')).toBe('/en/');
    expect(pathIn('/films/a/', 'en')).toBe('/en/films/a/');
    expect(pathIn('/films/a/', 'fr')).toBe('/films/a/');
  });
});
