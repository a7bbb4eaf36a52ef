import type { AdminBackend } from '../../../backend/port.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import type { Video } from '../../../lib/video.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Toaster } from '../../ui/Toaster.tsx';
import { DeleteDialog } from '../DeleteDialog.tsx';
import { VideoForm } from './VideoForm.tsx';

export type DialogState =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; video: Video }
  | { kind: 'delete'; video: Video };

export interface VideoDialogsProps {
  backend: AdminBackend;
  state: DialogState;
  onClose: () => void;
  onDelete: (video: Video) => Promise<boolean>;
  onSaved: (video: Video) => void;
  onSessionExpired: () => void;
  /** Categories the films already use, suggested in the form. */
  categories?: readonly string[];
}

/** The add, edit and delete dialogs; at most one is open. Closing clears the selection. */
export function VideoDialogs({
  backend,
  state,
  onClose,
  onDelete,
  onSaved,
  onSessionExpired,
  categories = [],
}: VideoDialogsProps) {
  if (state.kind === 'none') return null;
  if (state.kind === 'delete') {
    const video = state.video;
    return <DeleteDialog onConfirm={() => onDelete(video)} onClose={onClose} />;
  }
  const editing = state.kind === 'edit' ? state.video : null;
  return (
    <Dialog
      title={editing ? fr.dialogs.editTitle : fr.dialogs.addTitle}
      onClose={onClose}
      className="max-w-2xl"
    >
      <VideoForm
        key={editing?.id ?? 'new'}
        backend={backend}
        video={editing}
        onSaved={onSaved}
        onSessionExpired={onSessionExpired}
        categories={categories}
      />
      <Toaster />
    </Dialog>
  );
}
