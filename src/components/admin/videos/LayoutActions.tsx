import { fr } from '../../../lib/i18n/fr.ts';
import { LAYOUTS, type Layout } from '../../../lib/video.ts';
import { RadioChips } from '../../ui/RadioChips.tsx';

const LABELS: Record<Layout, string> = {
  full: fr.dashboard.layoutFull,
  half: fr.dashboard.layoutHalf,
  normal: fr.dashboard.layoutNormal,
};

export interface LayoutActionsProps {
  /** The stored value; anything outside full/half/normal leaves every radio unchecked. */
  layout: string | null;
  onChange: (layout: Layout) => void;
  disabled?: boolean;
}

/** A radio group: arrow keys move between the three layouts, as the platform gives. */
export function LayoutActions({ layout, onChange, disabled = false }: LayoutActionsProps) {
  return (
    <RadioChips
      legend={fr.dashboard.layoutGroup}
      options={LAYOUTS}
      labels={LABELS}
      value={layout}
      onChange={onChange}
      disabled={disabled}
      className="flex flex-wrap items-center gap-1.5 text-xs"
      chipClassName="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-line px-2 py-1.5 md:min-h-0 has-checked:border-accent has-checked:bg-accent has-checked:text-ink has-focus-visible:outline-2 has-focus-visible:outline-accent"
    />
  );
}
