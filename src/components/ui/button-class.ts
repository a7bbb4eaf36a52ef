// Shared by React components and Astro components, so a link styled as a button looks the same
// as a real button without shipping React for it.

export type ButtonVariant = 'default' | 'ghost' | 'destructive' | 'outline';
export type ButtonSize = 'sm' | 'compact' | 'md' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ' +
  'disabled:pointer-events-none disabled:opacity-60 cursor-pointer';

const variants: Record<ButtonVariant, string> = {
  default: 'bg-accent text-ink hover:bg-accent-strong',
  ghost: 'text-fg hover:bg-white/10',
  destructive: 'bg-danger text-white hover:bg-danger-strong',
  outline: 'border border-line text-fg hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  // A fingertip needs 44 px (WCAG 2.5.5): small on a wide screen, full height on a phone.
  compact: 'h-11 px-3 text-sm md:h-9',
  md: 'h-11 px-5 text-base',
  icon: 'h-11 w-11',
};

export function buttonClass(
  variant: ButtonVariant = 'default',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return [base, variants[variant], sizes[size], extra].filter(Boolean).join(' ');
}
