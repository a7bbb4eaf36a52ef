import type { DailyCount } from './counts.ts';

export interface CsvLabels {
  header: readonly string[];
  kind: Record<DailyCount['kind'], string>;
}

/**
 * Every place a spreadsheet may start a cell: the field's start, and after a comma, semicolon,
 * tab or line break inside it (a spreadsheet that reads the file with another separator than
 * ours splits there, quotes or not), past any spaces and quotes.
 */
const CELL_START_FORMULA = /(^|[,;\t\r\n])([ "]*)([=+\-@])/g;

/**
 * A field as RFC 4180 wants it, with every formula sign that could start a cell defused by a
 * leading apostrophe, whichever separator the file is read with (issue 34, point 9).
 */
function field(value: string | number): string {
  const text = String(value).replace(CELL_START_FORMULA, "$1$2'$3");
  return /[",\n\r;\t]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The export: UTF-8 with a byte order mark (so spreadsheets read the accents), one row per day
 * and item, oldest day first. `name` gives a film's title or a link's name from its id.
 */
export function countsCsv(
  rows: readonly DailyCount[],
  labels: CsvLabels,
  name: (kind: DailyCount['kind'], id: string) => string,
): string {
  const sorted = [...rows].sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      a.kind.localeCompare(b.kind) ||
      a.item.localeCompare(b.item) ||
      a.link.localeCompare(b.link),
  );
  const lines = [labels.header.map(field).join(',')];
  for (const row of sorted) {
    lines.push(
      [
        row.day,
        labels.kind[row.kind],
        row.kind === 'page' ? row.item : name(row.kind, row.item),
        row.link ? name('link', row.link) : '',
        row.visits,
        row.plays,
        row.completes,
      ]
        .map(field)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
