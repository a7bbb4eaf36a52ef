import { useId } from 'react';
import { fr } from '../../../lib/i18n/fr.ts';
import { LAYOUTS, type Layout } from '../../../lib/video.ts';

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
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5 text-xs" disabled={disabled}>
      <legend className="sr-only">{fr.dashboard.layoutGroup}</legend>
      {LAYOUTS.map((value) => (
        <label
          key={value}
          className="cursor-pointer rounded-md border border-line px-2 py-1.5 has-checked:border-accent has-checked:bg-accent has-checked:text-ink has-focus-visible:outline-2 has-focus-visible:outline-accent"
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={layout === value}
            onChange={() => onChange(value)}
            className="sr-only"
          />
          {LABELS[value]}
        </label>
      ))}
    </fieldset>
  );
}
