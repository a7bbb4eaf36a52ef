// A film's English texts (issue 32), beside the French form: each optional, the English site
// showing the French text where one is left empty. Saved by the same form and schema.
import { useId, useState } from 'react';
import { CREDIT_MAX } from '../../../lib/credits.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { VIDEO_ENGLISH_FIELDS, type VideoEnglishField } from '../../../lib/i18n/localize.ts';
import { SLUG_MAX } from '../../../lib/slug.ts';
import { DESCRIPTION_MAX, TITLE_MAX } from '../../../lib/video.ts';

export interface EnglishFieldsProps {
  values: Record<VideoEnglishField, string>;
  onChange: (field: VideoEnglishField, value: string) => void;
  inputClassName: string;
}

const t = fr.languages;
const LABELS: Record<VideoEnglishField, string> = {
  title: t.englishTitle,
  description: t.englishDescription,
  slug: t.englishSlug,
  category: t.englishCategory,
  role: t.englishRole,
  awards: t.englishAwards,
};
const MAX: Record<VideoEnglishField, number> = {
  title: TITLE_MAX,
  description: DESCRIPTION_MAX,
  slug: SLUG_MAX,
  category: CREDIT_MAX.category,
  role: CREDIT_MAX.role,
  awards: CREDIT_MAX.awards,
};
const LONG: ReadonlySet<VideoEnglishField> = new Set(['description', 'awards']);

export function EnglishFields({ values, onChange, inputClassName }: EnglishFieldsProps) {
  const base = useId();
  // Open from the start for a film with English texts; the owner opens it for the others.
  const [open] = useState(() => VIDEO_ENGLISH_FIELDS.some((field) => values[field].trim() !== ''));
  return (
    <details
      open={open}
      className="rounded-md border border-line px-3 open:pb-3"
      data-english-fields
    >
      {/* 44 px high for a fingertip (issue 33): the padding is the summary's. */}
      <summary className="cursor-pointer py-3 text-sm font-medium">{t.englishVersion}</summary>
      <p id={`${base}-hint`} className="text-xs text-muted">
        {t.englishHint}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2" lang="en">
        {VIDEO_ENGLISH_FIELDS.map((field) => {
          const id = `${base}-${field}`;
          const common = {
            id,
            name: `en.${field}`,
            value: values[field],
            maxLength: MAX[field],
            className: inputClassName,
            'aria-describedby': `${base}-hint`,
          };
          return (
            <div
              key={field}
              className={
                LONG.has(field) ? 'flex flex-col gap-1 sm:col-span-2' : 'flex flex-col gap-1'
              }
            >
              <label htmlFor={id} className="text-sm" lang="fr">
                {LABELS[field]}
              </label>
              {LONG.has(field) ? (
                <textarea {...common} rows={3} onChange={(e) => onChange(field, e.target.value)} />
              ) : (
                <input
                  {...common}
                  autoComplete="off"
                  onChange={(e) => onChange(field, e.target.value)}
                />
              )}
            </div>
          );
        })}
      </div>
    </details>
  );
}
