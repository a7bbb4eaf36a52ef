import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from './low-priority-scripts.ts';

describe('lowerScriptPriority', () => {
  it('marks every bundled module script low, and nothing else', () => {
    const html =
      '<script type="application/ld+json">{}</script><script type="module" src="/_astro/a.js"></script>' +
      '<p>type="module" src="</p><script type="module" src="/_astro/b.js"></script><script>x()</script>';
    expect(lowerScriptPriority(html)).toBe(
      '<script type="application/ld+json">{}</script><script type="module" fetchpriority="low" src="/_astro/a.js"></script>' +
        '<p>type="module" src="</p><script type="module" fetchpriority="low" src="/_astro/b.js"></script><script>x()</script>',
    );
  });
});
