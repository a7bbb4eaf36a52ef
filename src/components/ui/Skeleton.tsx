export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="skeleton"
      className={['animate-pulse rounded-lg bg-white/10', className].filter(Boolean).join(' ')}
    />
  );
}
