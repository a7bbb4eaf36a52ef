import { describe, expect, it } from 'vitest';
import { fr } from './i18n/fr.ts';
import {
  contactItems,
  pageDescription,
  pageTitle,
  profileLinks,
  visibleSections,
} from './site-page.ts';
import {
  emptySettings,
  paragraphs,
  type SiteSettings,
  siteSettingsSchema,
} from './site-settings.ts';

const file = { url: '/media/x.pdf', name: 'cv.pdf', size: 1, updated_at: '2026-01-01' };
const filled: SiteSettings = {
  ...emptySettings(),
  name: 'Alex Martin',
  title: 'Directeur de la photographie',
  tagline: 'Image et lumière',
  about: 'Un.\n\n  Deux.  \n\n\n',
  email: 'alex@example.fr',
  phone: '+33 (0)6 00 00 00 00',
  imdb_url: 'https://www.imdb.com/name/nm0000001/',
  cv: file,
};

describe('the public page for given settings', () => {
  it('empty settings: brand and Chef Opérateur, no CV or about section, no contact detail', () => {
    const empty = emptySettings();
    expect(pageTitle(empty)).toBe('Chef Opérateur | FilmFolio');
    expect(pageDescription(empty)).toBe('Portfolio vidéo, Chef Opérateur.');
    expect(visibleSections(empty)).toEqual(['portfolio', 'contact']);
    expect(contactItems(empty)).toEqual([]);
    expect(profileLinks(empty)).toEqual([]);
  });

  it('filled settings: every section, the owner in the title, only the filled details', () => {
    expect(pageTitle(filled)).toBe('Directeur de la photographie | Alex Martin');
    expect(pageTitle(filled, 'Mentions légales')).toBe('Mentions légales | Alex Martin');
    expect(pageTitle(emptySettings(), 'Mentions légales')).toBe('Mentions légales | FilmFolio');
    expect(pageDescription(filled)).toBe('Image et lumière');
    expect(visibleSections(filled)).toEqual(['portfolio', 'cv', 'about', 'contact']);
    expect(contactItems(filled)).toEqual([
      { label: fr.contact.emailLabel, value: 'alex@example.fr', href: 'mailto:alex@example.fr' },
      { label: fr.contact.phoneLabel, value: '+33 (0)6 00 00 00 00', href: 'tel:+330600000000' },
    ]);
    expect(profileLinks(filled)).toEqual([
      { label: 'IMDb', href: 'https://www.imdb.com/name/nm0000001/' },
    ]);
    expect(visibleSections({ ...emptySettings(), photo: file })).toContain('about');
  });

  it('a blank line starts a new paragraph of the about text', () => {
    expect(paragraphs(filled.about)).toEqual(['Un.', 'Deux.']);
    expect(paragraphs('Une ligne\nla suite')).toEqual(['Une ligne\nla suite']);
    expect(paragraphs('  \n\n ')).toEqual([]);
  });
});

describe('the settings schema', () => {
  const base = { ...emptySettings(), name: 'A' };
  const { cv: _cv, photo: _photo, updated_at: _u, showreel_copy: _s, ...input } = base;
  const codes = (over: Partial<typeof input>) => {
    const result = siteSettingsSchema.safeParse({ ...input, ...over });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('accepts a name alone and trims every field', () => {
    const result = siteSettingsSchema.safeParse({ ...input, name: '  A  ', email: ' a@b.fr ' });
    expect(result.success && result.data).toMatchObject({ name: 'A', email: 'a@b.fr' });
  });

  it('names each refused field by a code', () => {
    expect(codes({ name: '' })).toEqual({ name: 'name_required' });
    expect(codes({ email: 'a@b' })).toEqual({ email: 'email_invalid' });
    expect(codes({ phone: 'appelez-moi' })).toEqual({ phone: 'phone_invalid' });
    for (const url of ['http://a.fr', 'javascript:alert(1)', 'https://localhost', 'vimeo.com/a']) {
      expect(codes({ linkedin_url: url })).toEqual({ linkedin_url: 'url_invalid' });
    }
    expect(codes({ about: 'x'.repeat(5001) })).toEqual({ about: 'too_long' });
    expect(codes({ about: 'x'.repeat(5000), site_url: 'https://a.fr' })).toEqual({});
  });
});
