import { useId } from 'react';
import {
  ASPECT_CHOICES,
  type AspectChoice,
  filmRatio,
  isAspectChoice,
} from '../../../lib/aspect.ts';
import { fr } from '../../../lib/i18n/fr.ts';

export interface FrameFieldsProps {
  aspect: AspectChoice;
  fillFrame: boolean;
  /** The film's size as measured (the server, the browser or oEmbed), when known. */
  measured: { width: number; height: number } | null;
  onChange: (patch: { aspect?: AspectChoice; fillFrame?: boolean }) => void;
  inputClassName: string;
}

/** "2.39:1" for a measured size: what Automatique will use. */
function ratioText({ width, height }: { width: number; height: number }): string {
  const ratio = filmRatio({ source_width: width, source_height: height });
  return `${(Math.round(ratio * 100) / 100).toLocaleString('fr-FR')}:1`;
}

/** Format d'image and Remplir le cadre (src/lib/aspect.ts, docs/card.md). */
export function FrameFields({
  aspect,
  fillFrame,
  measured,
  onChange,
  inputClassName,
}: FrameFieldsProps) {
  const ids = { aspect: useId(), hint: useId(), fill: useId(), fillHint: useId() };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2">
        <label htmlFor={ids.aspect} className="text-sm font-medium">
          {fr.look.aspectLabel}
        </label>
        <select
          id={ids.aspect}
          name="aspect_ratio"
          value={aspect}
          aria-describedby={ids.hint}
          onChange={(e) => {
            if (isAspectChoice(e.target.value)) onChange({ aspect: e.target.value });
          }}
          className={inputClassName}
        >
          {ASPECT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice === 'auto' ? fr.look.aspectAuto : choice}
            </option>
          ))}
        </select>
        <p id={ids.hint} className="text-xs text-muted">
          {measured ? `${fr.look.aspectMeasured(ratioText(measured))}. ` : ''}
          {fr.look.aspectHint}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.fill} className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            id={ids.fill}
            type="checkbox"
            name="fill_frame"
            checked={fillFrame}
            aria-describedby={ids.fillHint}
            onChange={(e) => onChange({ fillFrame: e.target.checked })}
            className="accent-accent"
          />
          {fr.look.fillFrame}
        </label>
        <p id={ids.fillHint} className="text-xs text-muted">
          {fr.look.fillFrameHint}
        </p>
      </div>
    </div>
  );
}
