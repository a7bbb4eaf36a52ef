import { useEffect, useId, useState } from 'react';
import { fr } from '../../../lib/i18n/fr.ts';

export interface VisibilityToggleProps {
  /** The stored value. */
  visible: boolean;
  /** Resolves false when the change failed: the box then shows the stored value again. */
  onChange: (visible: boolean) => Promise<boolean>;
}

/** 'Visible sur le site' and, while unchecked, the 'Masquée' badge. */
export function VisibilityToggle({ visible, onChange }: VisibilityToggleProps) {
  const id = useId();
  // Checked at once when clicked; the stored value comes back through props after the save.
  const [checked, setChecked] = useState(visible);
  useEffect(() => setChecked(visible), [visible]);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={() => {
            const next = !checked;
            setChecked(next);
            void onChange(next).then((ok) => ok || setChecked(visible));
          }}
          className="h-4 w-4 accent-accent"
        />
        {fr.dashboard.visible}
      </label>
      {checked ? null : (
        <span className="rounded-full border border-line bg-bg px-2 py-0.5 text-xs font-medium text-muted">
          {fr.dashboard.hiddenBadge}
        </span>
      )}
    </div>
  );
}
