import { useEffect, useState } from 'react';
import type { SettingsPort } from '../../../backend/port.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { type ShowreelState, showreelOf } from '../../../lib/showreel.ts';
import type { Video } from '../../../lib/video.ts';
import { buttonClass } from '../../ui/button-class.ts';
import { SETTINGS_PATH } from '../session.ts';

const WHY: Partial<Record<ShowreelState, string>> = {
  missing: fr.showreel.missing,
  hidden: fr.showreel.hiddenFilm,
  failed: fr.showreel.failed,
};

/**
 * On the dashboard: why the landing page no longer opens on the Bande démo (its film deleted or
 * hidden), or why it shows the poster (the copy failed), with the way to the settings.
 */
export function ShowreelNotice({ backend, videos }: { backend: SettingsPort; videos: Video[] }) {
  const [state, setState] = useState<ShowreelState>('none');
  useEffect(() => {
    let live = true;
    backend.getSettings().then(
      (settings) => live && setState(showreelOf(settings, videos).state),
      (error: unknown) => console.error('settings load failed', error),
    );
    return () => {
      live = false;
    };
  }, [backend, videos]);
  const why = WHY[state];
  if (!why) return null;
  return (
    <div
      data-showreel-notice={state}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent/50 bg-panel p-4"
    >
      <div>
        <h2 className="font-semibold">{fr.showreel.legend}</h2>
        <p className="text-sm text-muted">{why}</p>
      </div>
      <a href={SETTINGS_PATH} className={buttonClass('default', 'sm')}>
        {fr.settings.title}
      </a>
    </div>
  );
}
