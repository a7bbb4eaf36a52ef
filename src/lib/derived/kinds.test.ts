import { describe, expect, it } from 'vitest';
import { heroFileNames } from '../hero-copy.ts';
import { MAX_PREVIEW_BYTES } from '../video-preview.ts';
import { lightName } from '../video-preview-light.ts';
import {
  DERIVED_KINDS,
  deploymentMaker,
  FILM_COPY_NAME,
  filmCopyNames,
  originalOfFilmCopy,
} from './kinds.ts';

const film = '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';

describe('the kinds of derived files', () => {
  it('says who may make each: the preview copy both, the others the server', () => {
    expect(DERIVED_KINDS.preview.makers).toEqual(['server', 'browser']);
    expect(DERIVED_KINDS.light.makers).toEqual(['server']);
    expect(DERIVED_KINDS['image-variants'].makers).toEqual(['server']);
    expect(DERIVED_KINDS.thumbnail.makers).toEqual(['server']);
    expect(DERIVED_KINDS.hero.makers).toEqual(['server']);
    expect(DERIVED_KINDS.preview.maxBytes).toBe(MAX_PREVIEW_BYTES);
  });

  it('gives each deployment one maker per kind', () => {
    expect(deploymentMaker('preview', 'local')).toBe('server');
    expect(deploymentMaker('preview', 'local', 'browser')).toBe('browser');
    expect(deploymentMaker('preview', 'supabase')).toBe('browser');
    // A kind only the server makes stays the server's, whatever the owner chose...
    expect(deploymentMaker('light', 'local', 'browser')).toBe('server');
    // ... and is not made at all where there is no server.
    expect(deploymentMaker('light', 'supabase')).toBeNull();
    expect(deploymentMaker('image-variants', 'supabase')).toBeNull();
  });

  it("names every film kind's files beside the film, and leads each back to it", () => {
    const names = filmCopyNames(film);
    expect(names.slice(0, 3)).toEqual([
      `${film}.preview.mp4`,
      `${film}.preview.jpg`,
      lightName(film),
    ]);
    // The hero copy (issue 30) came as one entry: its files are the film's too.
    expect(names).toContain(`${film}.hero.mp4`);
    expect(names).toContain(`${film}.hero-960.avif`);
    for (const hero of heroFileNames(film)) expect(names).toContain(hero);
    for (const name of names) {
      expect(FILM_COPY_NAME.test(name)).toBe(true);
      expect(originalOfFilmCopy(name)).toBe(film);
    }
    expect(originalOfFilmCopy(`${film}.still.mp4`)).toBeNull();
    expect(originalOfFilmCopy(`${film}.480w.webp`)).toBeNull();
  });
});
