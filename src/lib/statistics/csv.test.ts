// Issue 34, point 9: no title or name can become a formula in a spreadsheet, whichever separator
// the spreadsheet reads the export with (a French one reads `;`), quotes or not.
import { describe, expect, it } from 'vitest';
import type { DailyCount } from './counts.ts';
import { countsCsv } from './csv.ts';

const LABELS = {
  header: ['Jour', 'Type', 'Élément', 'Lien', 'Visites', 'Lectures', 'Regardé en entier'],
  kind: { page: 'Page', film: 'Film', link: 'Lien privé' },
} as const;

const ROW: DailyCount = {
  day: '2026-11-25',
  kind: 'film',
  item: 'f1',
  link: 'l1',
  visits: 0,
  plays: 4,
  completes: 1,
  last_at: null,
};

const HOSTILE = [
  'Bande-annonce;=1+2;',
  'Bande-annonce,=1+2,',
  'Bande\t=HYPERLINK("http://x")',
  'Titre\n@SUM(A1)',
  'Titre\r\n+1',
  'a; -2+3',
  'a;"=1+2"',
  '=1+2',
  '-1',
];

/**
 * The cells a spreadsheet makes of the file when told `separator` is the separator: quotes
 * group only around that separator, so another one inside quotes still starts a cell.
 */
function cells(csv: string, separator: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i];
    if (char === '"') {
      if (quoted && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = !quoted;
    } else if (!quoted && (char === separator || char === '\n' || char === '\r')) {
      out.push(cell);
      cell = '';
    } else cell += char;
  }
  out.push(cell);
  return out;
}

/** A raw split, as a reader that knows no quoting at all does it. */
const rawCells = (csv: string, separator: string) => csv.split(new RegExp(`[${separator}\\r\\n]`));

const formula = (cell: string) => /^[\s"]*[=+\-@]/.test(cell.replace(/^\uFEFF/, ''));

describe('the CSV export against formulas', () => {
  for (const separator of [',', ';', '\t']) {
    it(`gives no formula cell read with ${JSON.stringify(separator)}`, () => {
      for (const title of HOSTILE) {
        const csv = countsCsv([ROW], LABELS, () => title);
        const made = [...cells(csv, separator), ...rawCells(csv, separator)];
        expect(
          made.filter(formula),
          `${JSON.stringify(title)} read with ${JSON.stringify(separator)}`,
        ).toEqual([]);
      }
    });
  }

  it('keeps the title readable: one apostrophe before each defused sign, quoted by our rules', () => {
    const csv = countsCsv([ROW], LABELS, (kind) =>
      kind === 'film' ? 'Bande-annonce;=1+2;' : 'Lien',
    );
    expect(csv.split('\r\n')[1]).toBe(`2026-11-25,Film,"Bande-annonce;'=1+2;",Lien,0,4,1`);
  });
});
