import { useId } from 'react';

export interface RadioChipsProps<T extends string> {
  /** Names the group for screen readers (the legend is visually hidden). */
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  /** The chosen option; a value outside `options` leaves every radio unchecked. */
  value: string | null;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** The group's box and each chip's look (the chip shows its radio's checked and focus state). */
  className: string;
  chipClassName: string;
}

/**
 * A radio group drawn as chips: real radios, visually hidden, so arrow keys move between the
 * options as the platform gives and the checked one is what a screen reader announces.
 */
export function RadioChips<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
  disabled = false,
  className,
  chipClassName,
}: RadioChipsProps<T>) {
  const name = useId();
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label key={option} className={chipClassName}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="sr-only"
          />
          {labels[option]}
        </label>
      ))}
    </fieldset>
  );
}
