import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPdf } from './document.ts';
import { pdfString, wrap } from './winansi.ts';

function checkXref(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  return entries.length;
}

describe('PDF writer', () => {
  it('points every xref entry at its object', () => {
    const pdf = buildPdf(['BT /F1 12 Tf 72 720 Td (a) Tj ET', ''], {
      title: 'Été',
      author: 'A',
      subject: 'S',
    });
    expect(checkXref(pdf)).toBe(9);
    expect(pdf.toString('latin1')).toContain('/Count 2');
  });

  it('keeps the committed demo CV consistent: two pages, valid offsets', () => {
    const pdf = readFileSync(new URL('../../demo/media/cv.pdf', import.meta.url));
    checkXref(pdf);
    expect(pdf.toString('latin1').match(/\/Type \/Page /g)).toHaveLength(2);
  });

  it('encodes French text in WinAnsi octal escapes', () => {
    expect(pdfString('Opérateur (à l’écran) \\')).toBe(
      '(Op\\351rateur \\(\\340 l\\222\\351cran\\) \\\\)',
    );
    expect(() => pdfString('日本')).toThrow(/WinAnsi/);
  });

  it('wraps text to the width', () => {
    const lines = wrap('un deux trois quatre cinq six sept huit neuf dix', 10, 80);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('un deux trois quatre cinq six sept huit neuf dix');
  });
});
