import { type ReactNode, useEffect, useState } from 'react';
import type { SessionPort, SettingsPort, VideosPort } from '../../../backend/port.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import type { SiteSettings } from '../../../lib/site-settings.ts';
import { AdminShell } from '../AdminShell.tsx';
import { PageNotice } from '../PageNotice.tsx';
import type { Navigate } from '../session.ts';
import { useSessionGate } from '../use-session-gate.ts';
import { SettingsFileGroup } from './SettingsFileGroup.tsx';
import { SiteSettingsForm } from './SiteSettingsForm.tsx';

export interface SettingsPageProps {
  backend: SessionPort & SettingsPort & Pick<VideosPort, 'listVideos'>;
  navigate?: Navigate;
  /** The account group (password), shown below the site's settings as a group of its own. */
  account?: (onSessionExpired: () => void) => ReactNode;
}

/** /admin/parametres: the site's texts, its CV and photo, then the account. */
export function SettingsPage({ backend, navigate, account }: SettingsPageProps) {
  const { state, expired, signOut } = useSessionGate(backend, navigate);
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (state !== 'ok') return;
    let live = true;
    backend.getSettings().then(
      (loaded) => live && setSettings(loaded),
      (error: unknown) => {
        console.error('settings load failed', error);
        if (live) setLoadFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [backend, state]);

  if (state !== 'ok' || loadFailed) {
    return <PageNotice failure={state === 'checking' ? null : fr.settings.loadError} />;
  }
  return (
    <AdminShell current="settings" onSignOut={signOut} measure="max-w-3xl">
      <h1 className="text-3xl font-bold">{fr.settings.title}</h1>
      {settings ? (
        <>
          <SiteSettingsForm
            backend={backend}
            initial={settings}
            onSaved={setSettings}
            onSessionExpired={expired}
          />
          {(['cv', 'photo'] as const).map((kind) => (
            <SettingsFileGroup
              key={kind}
              kind={kind}
              backend={backend}
              settings={settings}
              onChanged={setSettings}
              onSessionExpired={expired}
            />
          ))}
        </>
      ) : (
        <p role="status" className="text-muted">
          {fr.dashboard.loading}
        </p>
      )}
      {account && <div data-account-group>{account(expired)}</div>}
    </AdminShell>
  );
}
