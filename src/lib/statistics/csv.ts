import type { DailyCount } from './counts.ts';

export interface CsvLabels {
  header: readonly string[];
  kind: Record<DailyCount['kind'], string>;
}

/** A field as RFC 4180 wants it; a leading formula sign is defused for spreadsheets. */
function field(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
