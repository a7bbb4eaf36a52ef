export interface ProgressProps {
  value: number;
  /** Must be positive; anything else falls back to 100 (the default maximum). */
  max?: number;
  label: string;
  className?: string;
}

export const DEFAULT_MAX = 100;

export function normalizeProgress(value: number, max?: number): { value: number; max: number } {
  const safeMax = typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : DEFAULT_MAX;
  const safeValue = Number.isFinite(value) ? Math.min(Math.max(value, 0), safeMax) : 0;
  return { value: safeValue, max: safeMax };
}

export function Progress({ value, max, label, className = '' }: ProgressProps) {
  const p = normalizeProgress(value, max);
  const percent = (p.value / p.max) * 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={p.max}
      aria-valuenow={p.value}
      className={`h-2 w-full overflow-hidden rounded-full bg-line ${className}`}
    >
      <div className="h-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
