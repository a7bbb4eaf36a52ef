import { describe, expect, it } from 'vitest';
import { initialPaused, PAUSE_STORAGE_KEY } from './previews-paused.ts';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === PAUSE_STORAGE_KEY ? value : null),
  setItem: () => {},
});

describe('previews paused at start', () => {
  it('plays by default', () => {
    expect(initialPaused({ storage: storage(null), reducedMotion: false, saveData: false })).toBe(
      false,
    );
  });

  it('starts paused under reduced motion or when the browser saves data', () => {
    expect(initialPaused({ storage: storage(null), reducedMotion: true, saveData: false })).toBe(
      true,
    );
    expect(initialPaused({ storage: null, reducedMotion: false, saveData: true })).toBe(true);
  });

  it("keeps the visitor's choice for the visit over the defaults", () => {
    expect(initialPaused({ storage: storage('1'), reducedMotion: false, saveData: false })).toBe(
      true,
    );
    expect(initialPaused({ storage: storage('0'), reducedMotion: true, saveData: true })).toBe(
      false,
    );
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(initialPaused({ storage: throwing, reducedMotion: true, saveData: false })).toBe(true);
  });
});
