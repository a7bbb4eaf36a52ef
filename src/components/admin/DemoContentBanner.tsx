import { useEffect, useState } from 'react';
import type { SettingsPort } from '../../backend/port.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { pushError, pushToast } from '../../stores/toasts.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { Toaster } from '../ui/Toaster.tsx';

export interface DemoContentBannerProps {
  backend: SettingsPort;
  /** After the demo is gone: the dashboard reloads its list. */
  onCleared: () => void;
}

/**
 * On the dashboard while the site still holds the demo content a fresh data folder started with:
 * a real site must not go live with the demo's films, person and legal notice (issue 33).
 */
export function DemoContentBanner({ backend, onCleared }: DemoContentBannerProps) {
  const [present, setPresent] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    backend.demoContent().then(
      (answer) => live && setPresent(answer),
      (error: unknown) => console.error('demo content check failed', error),
    );
    return () => {
      live = false;
    };
  }, [backend]);

  async function clear() {
    setBusy(true);
    try {
      await backend.clearDemoContent();
      setConfirming(false);
      setPresent(false);
      pushToast({ title: fr.demoContent.cleared });
      onCleared();
    } catch (error) {
      console.error('demo content clearing failed', error);
      pushError(fr.toasts.errorTitle, fr.demoContent.clearError);
    } finally {
      setBusy(false);
    }
  }

  if (!present) return null;
  return (
    <section
      aria-labelledby="demo-content-title"
      data-demo-content
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent/50 bg-panel p-4"
    >
      <div>
        <h2 id="demo-content-title" className="font-semibold">
          {fr.demoContent.title}
        </h2>
        <p className="text-sm text-muted">{fr.demoContent.text}</p>
      </div>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        {fr.demoContent.clear}
      </Button>
      {confirming && (
        <Dialog
          title={fr.demoContent.confirmTitle}
          description={fr.demoContent.confirmText}
          onClose={() => setConfirming(false)}
          className="max-w-md"
        >
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
              {fr.dialogs.cancel}
            </Button>
            <Button variant="destructive" onClick={() => void clear()} disabled={busy}>
              {fr.demoContent.confirm}
            </Button>
          </div>
          <Toaster />
        </Dialog>
      )}
    </section>
  );
}
