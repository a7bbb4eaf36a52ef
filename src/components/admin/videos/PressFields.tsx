import { useId } from 'react';
import { fr } from '../../../lib/i18n/fr.ts';
import { PRESS_MAX } from '../../../lib/press.ts';
import { Button } from '../../ui/Button.tsx';

/** One quote as typed: every part text, '' when empty. */
interface PressRow {
  quote: string;
  source: string;
  url: string;
}

const emptyPressRow = (): PressRow => ({ quote: '', source: '', url: '' });

export interface PressFieldsProps {
  rows: PressRow[];
  onChange: (rows: PressRow[]) => void;
  inputClassName: string;
}

/** The Presse group (issue 31): quotes in the order the film page shows them, ten at most. */
export function PressFields({ rows, onChange, inputClassName }: PressFieldsProps) {
  const base = useId();
  const set = (index: number, patch: Partial<PressRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-line p-3">
      <legend className="px-1 text-sm font-medium">{fr.frames.pressLegend}</legend>
      <p id={`${base}-hint`} className="text-xs text-muted">
        {fr.frames.pressHint}
      </p>
      {rows.map((row, index) => {
        const n = index + 1;
        const id = (part: string) => `${base}-${index}-${part}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
          <div key={index} className="flex flex-col gap-2 rounded-md border border-line p-3">
            <label htmlFor={id('quote')} className="text-sm">
              {fr.frames.pressQuote(n)}
            </label>
            <textarea
              id={id('quote')}
              name={`press-${index}-quote`}
              rows={2}
              maxLength={PRESS_MAX.quote}
              value={row.quote}
              className={inputClassName}
              onChange={(e) => set(index, { quote: e.target.value })}
            />
            <div className="grid gap-2 sm:grid-cols-2">
              <div className="flex flex-col gap-1">
                <label htmlFor={id('source')} className="text-sm">
                  {fr.frames.pressSource(n)}
                </label>
                <input
                  id={id('source')}
                  name={`press-${index}-source`}
                  maxLength={PRESS_MAX.source}
                  value={row.source}
                  autoComplete="off"
                  className={inputClassName}
                  onChange={(e) => set(index, { source: e.target.value })}
                />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={id('url')} className="text-sm">
                  {fr.frames.pressUrl(n)}
                </label>
                <input
                  id={id('url')}
                  name={`press-${index}-url`}
                  type="url"
                  inputMode="url"
                  maxLength={PRESS_MAX.url}
                  value={row.url}
                  autoComplete="off"
                  placeholder="https://"
                  className={inputClassName}
                  onChange={(e) => set(index, { url: e.target.value })}
                />
              </div>
            </div>
            <div>
              <Button
                type="button"
                variant="outline"
                size="compact"
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                {fr.frames.pressRemove(n)}
              </Button>
            </div>
          </div>
        );
      })}
      {rows.length < PRESS_MAX.quotes ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="compact"
            aria-describedby={`${base}-hint`}
            onClick={() => onChange([...rows, emptyPressRow()])}
          >
            {fr.frames.pressAdd}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
