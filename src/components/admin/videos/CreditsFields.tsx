import { useId } from 'react';
import { CREDIT_FIELDS, CREDIT_MAX, type CreditField } from '../../../lib/credits.ts';
import { fr } from '../../../lib/i18n/fr.ts';

export interface CreditsFieldsProps {
  values: Record<CreditField, string>;
  onChange: (field: CreditField, value: string) => void;
  /** Categories other films already use, offered as suggestions. */
  categories: readonly string[];
  inputClassName: string;
}

/** The Fiche technique group: every field optional. */
export function CreditsFields({
  values,
  onChange,
  categories,
  inputClassName,
}: CreditsFieldsProps) {
  const base = useId();
  const idOf = (field: CreditField) => `${base}-${field}`;
  const lists = { category: `${base}-categories`, role: `${base}-roles` };
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-line p-3">
      <legend className="px-1 text-sm font-medium">{fr.form.credits}</legend>
      <datalist id={lists.category}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <datalist id={lists.role}>
        <option value={fr.credits.roleSuggestion} />
      </datalist>
      <div className="grid gap-3 sm:grid-cols-2">
        {CREDIT_FIELDS.map((field) => {
          const common = {
            id: idOf(field),
            name: field,
            value: values[field],
            className: inputClassName,
          };
          const label = (
            <label htmlFor={idOf(field)} className="text-sm">
              {fr.credits[field]}
            </label>
          );
          if (field === 'awards') {
            return (
              <div key={field} className="flex flex-col gap-1 sm:col-span-2">
                {label}
                <textarea
                  {...common}
                  rows={3}
                  maxLength={CREDIT_MAX.awards}
                  aria-describedby={`${base}-awards-hint`}
                  onChange={(e) => onChange(field, e.target.value)}
                />
                <p id={`${base}-awards-hint`} className="text-xs text-muted">
                  {fr.form.awardsHint}
                </p>
              </div>
            );
          }
          return (
            <div key={field} className="flex flex-col gap-1">
              {label}
              <input
                {...common}
                {...(field === 'year'
                  ? { inputMode: 'numeric' as const, maxLength: 4, pattern: '[0-9]{4}' }
                  : { maxLength: CREDIT_MAX[field] })}
                {...(field === 'category' ? { list: lists.category } : {})}
                {...(field === 'role' ? { list: lists.role } : {})}
                {...(field === 'format' ? { placeholder: fr.credits.formatExample } : {})}
                autoComplete="off"
                onChange={(e) => onChange(field, e.target.value)}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
