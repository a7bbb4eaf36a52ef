import { useEffect, useState } from 'react';
import type { SettingsPort } from '../../backend/port.ts';
import type { DiskState, SiteStatus } from '../../lib/api.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { buttonClass } from '../ui/button-class.ts';
import { SETTINGS_PATH } from './session.ts';

const POLL_MS = 2000;

export interface SiteOverviewProps {
  backend: SettingsPort;
  /** The dashboard's list: a new one (after each write and reload) asks for the status again. */
  revision: unknown;
}

/**
 * Above the videos: whether the public site shows the last change yet (asked again every two
 * seconds while a rebuild runs), a reminder while the settings have no name, and a warning while
 * the server's disk is nearly full or full.
 */
export function SiteOverview({ backend, revision }: SiteOverviewProps) {
  const [status, setStatus] = useState<SiteStatus | null>(null);
  const [nameMissing, setNameMissing] = useState(false);
  const [disk, setDisk] = useState<DiskState>('ok');

  useEffect(() => {
    let live = true;
    backend.getSettings().then(
      (settings) => live && setNameMissing(settings.name.trim() === ''),
      (error: unknown) => console.error('settings load failed', error),
    );
    return () => {
      live = false;
    };
  }, [backend]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: revision asks again after a write
  useEffect(() => {
    let live = true;
    backend.serverDisk().then(
      (state) => live && setDisk(state),
      (error: unknown) => console.error('disk state failed', error),
    );
    return () => {
      live = false;
    };
  }, [backend, revision]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: revision asks again after a write
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      backend.siteStatus().then(
        (state) => {
          if (!live) return;
          setStatus(state);
          if (state === 'updating') timer = setTimeout(ask, POLL_MS);
        },
        (error: unknown) => console.error('site status failed', error),
      );
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [backend, revision]);

  return (
    <div className="flex flex-col gap-3">
      {nameMissing && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent/50 bg-panel p-4">
          <div>
            <h2 className="font-semibold">{fr.settings.completeSettings}</h2>
            <p className="text-sm text-muted">{fr.settings.completeSettingsText}</p>
          </div>
          <a href={SETTINGS_PATH} className={buttonClass('default', 'compact')}>
            {fr.settings.completeSettings}
          </a>
        </div>
      )}
      {disk !== 'ok' && (
        <div role="alert" data-disk={disk} className="rounded-xl border border-danger bg-panel p-4">
          <h2 className="font-semibold">
            {disk === 'low' ? fr.diskSpace.full : fr.diskSpace.nearlyFullTitle}
          </h2>
          <p className="text-sm text-muted">
            {disk === 'low' ? fr.diskSpace.lowText : fr.diskSpace.nearlyFullText}
          </p>
        </div>
      )}
      {status && (
        <p role="status" data-site-status={status} className="text-sm text-muted">
          {fr.siteStatus[status]}
        </p>
      )}
    </div>
  );
}
