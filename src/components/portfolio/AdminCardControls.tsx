import { useId } from 'react';
import { fr } from '../../lib/i18n/fr.ts';
import { Button } from '../ui/Button.tsx';

export interface AdminCardControlsProps {
  keepSmallFormat: boolean;
  onToggleKeepSmallFormat: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function AdminCardControls({
  keepSmallFormat,
  onToggleKeepSmallFormat,
  onEdit,
  onDelete,
}: AdminCardControlsProps) {
  const checkboxId = useId();
  return (
    <div className="relative z-10 mt-3 flex flex-wrap items-center gap-3">
      <label
        htmlFor={checkboxId}
        className="flex min-h-11 cursor-pointer items-center gap-2 text-sm"
      >
        <input
          id={checkboxId}
          type="checkbox"
          checked={keepSmallFormat}
          onChange={onToggleKeepSmallFormat}
          className="h-4 w-4 accent-accent"
        />
        {fr.dashboard.keepSmallFormat}
      </label>
      <div className="ml-auto flex gap-2">
        <Button variant="outline" size="compact" onClick={onEdit}>
          {fr.dashboard.edit}
        </Button>
        <Button variant="destructive" size="compact" onClick={onDelete}>
          {fr.dashboard.delete}
        </Button>
      </div>
    </div>
  );
}
