// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { describe, expect, it } from 'vitest';
import { requestAfterPaint } from './after-paint-loader.ts';

const requested = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));

describe('requestAfterPaint', () => {
  it('appends each listed script as a module, a task after the page has loaded', async () => {
    expect(document.readyState).toBe('complete');
    requestAfterPaint(['/_astro/a.js', '/_astro/b.js']);
    expect(requested()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requested()).toEqual(['/_astro/a.js', '/_astro/b.js']);
  });
});
