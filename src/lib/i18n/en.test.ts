import { describe, expect, expectTypeOf, it } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';
import type { Messages } from './messages.ts';

/** Every key path of an object, functions and arrays as leaves. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keyPaths(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('en.ts', () => {
  it('has the type of fr.ts with its texts widened: a missing or extra key fails the type check', () => {
    expectTypeOf(en).toEqualTypeOf<Messages>();
    expectTypeOf(fr).toMatchTypeOf<Messages>();
    // @ts-expect-error -- a section without its keys is not Messages
    const missing: Messages = { ...en, site: { brand: 'FilmFolio' } };
    expect(missing.site.brand).toBe('FilmFolio');
  });

  it('has the same keys as fr.ts, read from both objects', () => {
    expect(keyPaths(en)).toEqual(keyPaths(fr));
  });

  it('speaks English on the public side and keeps the admin French', () => {
    expect(en.site.nav.about).toBe('About');
    expect(en.film.credits).toBe('Credits');
    expect(en.credits.director).toBe('Director');
    expect(en.login).toBe(fr.login);
    expect(en.settings).toBe(fr.settings);
  });

  it('gives every function of fr.ts an English one of the same arity', () => {
    expect(en.footer.rights(2026, 'FilmFolio')).toBe('© 2026 FilmFolio. All rights reserved.');
    expect(en.film.description.length).toBe(fr.film.description.length);
  });
});
