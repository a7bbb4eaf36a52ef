import { useState } from 'react';
import { fr } from '../../lib/i18n/fr.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { Toaster } from '../ui/Toaster.tsx';

export interface DeleteDialogProps {
  /** Resolves true when deleted (the dialog closes), false when it failed (it stays open). */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
  /** The video's wording unless given (the settings page asks about its CV or photo). */
  title?: string;
  description?: string | null;
}

export function DeleteDialog({
  onConfirm,
  onClose,
  title = fr.dialogs.confirmDeleteTitle,
  description = fr.dialogs.confirmDeleteText,
}: DeleteDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title={title} description={description} onClose={onClose} className="max-w-md">
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {fr.dialogs.cancel}
        </Button>
        <Button
          variant="destructive"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            const deleted = await onConfirm();
            if (deleted) onClose();
            else setBusy(false);
          }}
        >
          {fr.dialogs.confirmDelete}
        </Button>
      </div>
      <Toaster />
    </Dialog>
  );
}
