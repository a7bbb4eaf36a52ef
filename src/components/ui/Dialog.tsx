import { type ReactNode, useEffect, useId, useRef } from 'react';
import { fr } from '../../lib/i18n/fr.ts';
import { Button } from './Button.tsx';

export interface DialogProps {
  /** Shown as the dialog's heading and accessible name. */
  title: string;
  description?: string | null;
  /** Called after the dialog closed (Escape, close button or a click on the backdrop). */
  onClose: () => void;
  children?: ReactNode;
  /** Width and extra classes of the panel, e.g. 'max-w-3xl'. */
  className?: string;
  closeLabel?: string;
}

/**
 * Native <dialog> opened with showModal() when mounted: the browser gives focus trapping, Escape
 * and the inert background. Mount it to open, unmount it (from onClose) to close. Focus goes back
 * to the element that had it before opening.
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  className,
  closeLabel = fr.portfolio.close,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a native modal dialog
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={[
        'm-auto w-[calc(100%-2rem)] rounded-xl border border-line bg-panel p-0 text-fg',
        'backdrop:bg-black/80',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="flex flex-col gap-4 p-4 md:p-6">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold md:text-xl">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-muted">
                {description}
              </p>
            ) : null}
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0"
            aria-label={closeLabel}
            onClick={() => ref.current?.close()}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </Button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
