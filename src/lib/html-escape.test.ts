// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that can open markup or close an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });

  it('leaves everything else, replacement patterns included, as it is', () => {
    expect(escapeHtml("Clip $' $` $1 $$ – été")).toBe('Clip $&#39; $` $1 $$ – été');
  });

  it('is read back by an HTML parser as the original text', () => {
    const text = `</p><script>alert("x")</script> & 'co'`;
    const html = `<p title="${escapeHtml(text)}">${escapeHtml(text)}</p>`;
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const p = doc.querySelector('p');
    expect(p?.textContent).toBe(text);
    expect(p?.getAttribute('title')).toBe(text);
    expect(doc.querySelector('script')).toBeNull();
  });
});
