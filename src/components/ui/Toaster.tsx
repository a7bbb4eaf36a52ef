import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { fr } from '../../lib/i18n/fr.ts';
import {
  $toasterStack,
  $toasts,
  dismissToast,
  registerToaster,
  replayQueuedToasts,
  type Toast,
} from '../../stores/toasts.ts';

function ToastItem({ toast }: { toast: Toast }) {
  const destructive = toast.variant === 'destructive';
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-md border p-4 shadow-lg ${
        destructive ? 'border-danger bg-danger text-white' : 'border-line bg-panel text-fg'
      }`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={fr.toasts.close}
        className="-my-2 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded text-lg leading-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      >
        ×
      </button>
    </div>
  );
}

/** A toast region: polite for news, alert for errors. Mounted per page and inside each modal. */
export function Toaster() {
  const toasts = useStore($toasts);
  const stack = useStore($toasterStack);
  const [id, setId] = useState<number | null>(null);
  useEffect(replayQueuedToasts, []);
  useEffect(() => {
    const toaster = registerToaster();
    setId(toaster.id);
    return toaster.unregister;
  }, []);
  const active = id !== null && stack[stack.length - 1] === id;
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {active && toasts.map((t) => <ToastItem key={t.id} toast={t} />)}
    </div>
  );
}
