import { fr } from '../../lib/i18n/fr.ts';
import { Button } from '../ui/Button.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { DASHBOARD_PATH, LINKS_PATH, SETTINGS_PATH, STATISTICS_PATH } from './session.ts';

export type AdminSection = 'videos' | 'links' | 'statistics' | 'settings';

const SECTIONS: Array<{ id: AdminSection; href: string; label: string }> = [
  { id: 'videos', href: DASHBOARD_PATH, label: fr.adminNav.videos },
  { id: 'links', href: LINKS_PATH, label: fr.adminNav.links },
  { id: 'statistics', href: STATISTICS_PATH, label: fr.adminNav.statistics },
  { id: 'settings', href: SETTINGS_PATH, label: fr.adminNav.settings },
];

export interface AdminBarProps {
  current: AdminSection;
  onSignOut: () => void;
}

/**
 * The one bar of every signed-in admin page: its sections (the current one marked for assistive
 * technology and by colour), then Voir le site and Déconnexion. Two columns of sections on a
 * phone, one row from sm up; every target is at least 44 px high on a phone.
 */
export function AdminBar({ current, onSignOut }: AdminBarProps) {
  return (
    <div
      data-admin-bar
      className="flex flex-col gap-2 border-b border-line pb-3 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <nav aria-label={fr.adminNav.label} className="min-w-0">
        {/* Plain links, no list: the dashboard's lists are its videos and messages. */}
        <div className="grid grid-cols-2 gap-1 sm:flex sm:flex-wrap sm:gap-2">
          {SECTIONS.map((section) => (
            <a
              key={section.id}
              href={section.href}
              aria-current={section.id === current ? 'page' : undefined}
              className="flex min-h-11 items-center rounded-md px-3 text-muted hover:text-fg aria-[current=page]:bg-panel aria-[current=page]:text-accent md:min-h-9"
            >
              {section.label}
            </a>
          ))}
        </div>
      </nav>
      <div className="grid grid-cols-2 gap-1 sm:ml-auto sm:flex sm:gap-2">
        <a href="/" className={buttonClass('ghost', 'compact')}>
          {fr.site.viewSite}
        </a>
        <Button variant="outline" size="compact" onClick={onSignOut}>
          {fr.dashboard.logout}
        </Button>
      </div>
    </div>
  );
}
