/** One line of the bench table: our figure, the floor it is compared to, and their ratio. */
export interface BenchRow {
  measure: string;
  unit: string;
  ours: number;
  reference: number;
  /** What the reference is, in a few words. */
  against: string;
  /** Lowest and highest of the runs behind the medians, shown beside them. */
  spread?: { ours: [number, number]; reference: [number, number] };
}

/** The lowest and the highest value. */
export function range(values: readonly number[]): [number, number] {
  return [Math.min(...values), Math.max(...values)];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function ratio(row: BenchRow): number {
  return row.reference === 0
    ? row.ours === 0
      ? 1
      : Number.POSITIVE_INFINITY
    : row.ours / row.reference;
}

function format(value: number): string {
  if (value === Number.POSITIVE_INFINITY) return '∞ (floor is 0)';
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(3).replace(/\.?0+$/, '') || '0';
}

function withSpread(value: number, spread?: [number, number]): string {
  return spread ? `${format(value)} (${format(spread[0])}–${format(spread[1])})` : format(value);
}

/** A Markdown table, so the output pastes into a report as is. */
export function renderTable(rows: BenchRow[]): string {
  const lines = [
    '| measure | unit | ours | reference | ratio | reference is |',
    '|---|---|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.measure} | ${r.unit} | ${withSpread(r.ours, r.spread?.ours)} | ${withSpread(r.reference, r.spread?.reference)} | ${format(ratio(r))} | ${r.against} |`,
    ),
  ];
  return lines.join('\n');
}
