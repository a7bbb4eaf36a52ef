import { describe, expect, it } from 'vitest';
import { DISPLAY_FAMILY, displayFontCss, FALLBACK_FAMILY } from './display-font.ts';

describe('displayFontCss', () => {
  const css = displayFontCss('/_astro/instrument-serif-latin-400-normal.abc123.woff2');

  it('declares the one woff2 file, swapped in, for Latin text only', () => {
    expect(css).toContain(`font-family:"${DISPLAY_FAMILY}"`);
    expect(css).toContain(
      'src:url("/_astro/instrument-serif-latin-400-normal.abc123.woff2") format("woff2")',
    );
    expect(css).toContain('font-display:swap');
    // French accented letters (é, à, ç, œ) are in the range the file covers.
    expect(css).toMatch(/unicode-range:U\+0000-00FF,U\+0131,U\+0152-0153/);
    expect(css.match(/url\(/g)).toHaveLength(1);
  });

  it('gives the fallback a local Times-metric face with the display face’s metrics', () => {
    expect(css).toContain(`font-family:"${FALLBACK_FAMILY}"`);
    expect(css).toContain('local("Liberation Serif")');
    expect(css).toContain('size-adjust:82.66%');
    expect(css).toContain('ascent-override:119.77%');
    expect(css).toContain('descent-override:37.5%');
    expect(css).toContain('line-gap-override:0%');
  });

  it('cannot be broken out of by the address', () => {
    const hostile = displayFontCss('/x") ; } body{display:none} @import url("y');
    expect(hostile).toContain('url("/x\\") ; } body{display:none} @import url(\\"y")');
  });
});
