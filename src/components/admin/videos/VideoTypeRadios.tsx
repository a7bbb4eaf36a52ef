import { fr } from '../../../lib/i18n/fr.ts';
import type { VideoType } from '../../../lib/video.ts';

const OPTIONS: { value: VideoType; label: string; notes: string[] }[] = [
  {
    value: 'youtube',
    label: fr.form.typeYoutube,
    notes: [fr.form.recommended, fr.form.freeUnlimited],
  },
  { value: 'vimeo', label: fr.form.typeVimeo, notes: [] },
  { value: 'direct', label: fr.form.typeDirect, notes: [fr.form.limited50] },
];

export interface VideoTypeRadiosProps {
  value: VideoType;
  onChange: (type: VideoType) => void;
  disabled?: boolean;
}

export function VideoTypeRadios({ value, onChange, disabled = false }: VideoTypeRadiosProps) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{fr.form.type}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-2 rounded-md border border-line p-3 has-checked:border-accent has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name="video_type"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 accent-accent"
            />
            <span className="flex flex-col">
              <span className="font-medium">{option.label}</span>
              {option.notes.map((note) => (
                <span key={note} className="text-xs text-muted">
                  {note}
                </span>
              ))}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
