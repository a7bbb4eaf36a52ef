import { describe, expect, it } from 'vitest';
import { tempDataDirs } from '../../tests/support/temp-data-dirs.ts';
import { openStore } from '../store/open.ts';
import { publicUrlChanged } from './public-url-change.ts';

const dataDir = tempDataDirs();

describe('a start with another PUBLIC_URL', () => {
  it('asks for a rebuild once per new address, and none while it stays', () => {
    const store = openStore({ dataDir: dataDir(), demo: false });
    expect(publicUrlChanged(store.db, undefined)).toBe(false);
    expect(publicUrlChanged(store.db, 'https://example.fr')).toBe(true);
    expect(publicUrlChanged(store.db, 'https://example.fr')).toBe(false);
    expect(publicUrlChanged(store.db, 'https://autre.example.fr')).toBe(true);
    // Unset again: the pages go back to the setting's address.
    expect(publicUrlChanged(store.db, undefined)).toBe(true);
    expect(publicUrlChanged(store.db, undefined)).toBe(false);
    store.close();
  });
});
