import { describe, expect, it } from 'vitest';
import { isBeaconScript, withoutBeacon } from './without-beacon.ts';

const BEACON = '/_astro/Audience.astro_astro_type_script_index_0_lang.CznkrVKx.js';
const HEADER = '/_astro/Header.astro_astro_type_script_index_0_lang.DpCei_oN.js';
const named = (src: string) => `<script type="module" fetchpriority="low" src="${src}"></script>`;

describe('the landing page without its audience beacon', () => {
  it('knows the beacon bundle by its component, not the others', () => {
    expect(isBeaconScript(BEACON)).toBe(true);
    expect(isBeaconScript(HEADER)).toBe(false);
    expect(isBeaconScript('/_astro/audience.ts')).toBe(false);
  });

  it('drops a beacon named in the HTML itself, with its module preload', () => {
    const page = `<head><link rel="modulepreload" href="${BEACON}"><script type="module" fetchpriority="low" src="${BEACON}"></script><script type="module" src="${HEADER}"></script></head>`;
    const { html, removed } = withoutBeacon(page);
    expect(removed).toBe(true);
    expect(html).toBe(`<head><script type="module" src="${HEADER}"></script></head>`);
  });

  it('says when a page had no beacon, and leaves it as it was', () => {
    const page = `<body>${named(HEADER)}</body>`;
    expect(withoutBeacon(page)).toEqual({ html: page, removed: false });
  });
});
