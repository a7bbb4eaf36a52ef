import { describe, expect, it } from 'vitest';
import { linkTokenFrom } from './link-location.ts';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

describe('the token of a static private link page', () => {
  it('reads /p/<token>, with or without a trailing slash, and /lien-prive/#<token>', () => {
    expect(linkTokenFrom({ pathname: `/p/${token}`, hash: '' })).toBe(token);
    expect(linkTokenFrom({ pathname: `/p/${token}/`, hash: '' })).toBe(token);
    expect(linkTokenFrom({ pathname: '/lien-prive/', hash: `#${token}` })).toBe(token);
  });

  it('anything else is no token', () => {
    for (const [pathname, hash] of [
      ['/p/court', ''],
      [`/p/${token}x`, ''],
      [`/p/${token}/media/a.mp4`, ''],
      ['/lien-prive/', ''],
      ['/lien-prive/', '#court'],
    ] as const) {
      expect(linkTokenFrom({ pathname, hash })).toBeNull();
    }
  });
});
