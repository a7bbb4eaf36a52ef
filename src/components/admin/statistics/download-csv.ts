import { fr } from '../../../lib/i18n/fr.ts';
import type { DailyCount } from '../../../lib/statistics/counts.ts';
import { countsCsv } from '../../../lib/statistics/csv.ts';

/** The counts of the period as a CSV file the browser saves (made here: the server speaks no French). */
export function downloadCsv(
  counts: readonly DailyCount[],
  range: { from: string; to: string },
  names: { films: Map<string, string>; links: Map<string, string> },
): void {
  const t = fr.statistics;
  const csv = countsCsv(
    counts,
    { header: t.csvHeader, kind: t.csvKind },
    (kind, id) => (kind === 'link' ? names.links.get(id) : names.films.get(id)) ?? id,
  );
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = t.csvFile(range.from, range.to);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
