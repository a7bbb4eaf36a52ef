import { useId } from 'react';
import { fr } from '../../../lib/i18n/fr.ts';
import { MAX_VIDEO_BYTES, VIDEO_FILE_ACCEPT } from '../../../lib/media.ts';
import { formatMegabytes } from '../../../lib/video.ts';

export const FILE_ACCEPT = VIDEO_FILE_ACCEPT;

export interface FileFieldProps {
  file: File | null;
  required: boolean;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** What is wrong with the picked file (too large, wrong type), shown under it at once. */
  problem?: string | null;
}

export function FileField({
  file,
  required,
  onChange,
  disabled = false,
  problem = null,
}: FileFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const warningId = useId();
  const problemId = useId();
  const tooLarge = file !== null && file.size > MAX_VIDEO_BYTES;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {fr.form.file}
      </label>
      <input
        id={inputId}
        name="file"
        type="file"
        accept={FILE_ACCEPT}
        required={required}
        aria-describedby={problem ? `${problemId} ${hintId}` : `${hintId} ${warningId}`}
        aria-invalid={problem ? true : undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-line file:bg-panel file:px-3 file:py-2 file:text-fg"
      />
      <p id={hintId} className="text-sm text-muted">
        {fr.form.acceptedFormats}
      </p>
      {file ? (
        <p className="text-sm">{fr.form.fileSelected(file.name, formatMegabytes(file.size))}</p>
      ) : null}
      {problem ? (
        <div
          data-file-problem
          className="flex flex-col gap-1 rounded-md border border-danger bg-danger/15 p-3 text-sm"
        >
          <p id={problemId} role="alert">
            {problem}
          </p>
          {tooLarge ? <p>{fr.ownerSide.lighterExport}</p> : null}
        </div>
      ) : null}
      <p id={warningId} className="rounded-md border border-accent/50 bg-accent/10 p-3 text-sm">
        {fr.form.largeVideoWarning}
      </p>
    </div>
  );
}
