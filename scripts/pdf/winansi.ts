// Text for the PDF standard fonts (Helvetica) in WinAnsiEncoding: Latin-1 plus the cp1252 extras
// French needs (’ – — … œ €). The output stays 7-bit ASCII: bytes above 127 become octal escapes.

const CP1252_EXTRAS: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  Œ: 0x8c,
  œ: 0x9c,
  '\u202f': 0xa0,
};

export function winAnsiCode(char: string): number {
  const extra = CP1252_EXTRAS[char];
  if (extra !== undefined) return extra;
  const code = char.codePointAt(0) ?? 0x3f;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  throw new Error(`character ${JSON.stringify(char)} has no WinAnsi code`);
}

/** A PDF literal string: (text) with escapes, for a Tj operator. */
export function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = winAnsiCode(char);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += char;
  }
  return `${out})`;
}

// Helvetica advance widths (Adobe AFM, 1/1000 em) for codes 32..126.
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Width of one character: accented letters measure as their base letter, which AFM confirms. */
function charWidth(char: string): number {
  const base = char.normalize('NFD')[0] ?? char;
  const code = base.codePointAt(0) ?? 0;
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32] ?? 556;
  if (char === '—' || char === 'œ' || char === '…') return 1000;
  if (char === '’' || char === '‘') return 222;
  return 556;
}

/** Text width in points for Helvetica at a size; bold runs about 6% wider. */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const char of text) units += charWidth(char);
  return (units * size * (bold ? 1.06 : 1)) / 1000;
}

/** Greedy word wrap to a width in points. */
export function wrap(text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
