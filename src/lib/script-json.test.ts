// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './script-json.ts';

describe('scriptSafeJson', () => {
  const hostile = {
    name: '</script><script>alert(1)</script> & co <!-- x',
    note: 'line\u2028separator\u2029',
    dollars: "$' $` $& $1",
  };

  it('cannot close the element or open a comment, and parses back to the same value', () => {
    const json = scriptSafeJson(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('survives a round trip through an HTML parser inside a script element', () => {
    const html = `<script type="application/json">${scriptSafeJson(hostile)}</script><p>after</p>`;
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(hostile);
    expect(doc.querySelector('p')?.textContent).toBe('after');
  });
});
