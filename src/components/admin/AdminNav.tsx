import { fr } from '../../lib/i18n/fr.ts';
import { DASHBOARD_PATH, LINKS_PATH, SETTINGS_PATH, STATISTICS_PATH } from './session.ts';

export type AdminPage = 'videos' | 'links' | 'statistics' | 'settings';

const PAGES: Array<{ id: AdminPage; href: string; label: string }> = [
  { id: 'videos', href: DASHBOARD_PATH, label: fr.adminNav.videos },
  { id: 'links', href: LINKS_PATH, label: fr.adminNav.links },
  { id: 'statistics', href: STATISTICS_PATH, label: fr.adminNav.statistics },
  { id: 'settings', href: SETTINGS_PATH, label: fr.adminNav.settings },
];

/** The admin area's pages, the current one marked for assistive technology and by colour. */
export function AdminNav({ current }: { current: AdminPage }) {
  return (
    <nav aria-label={fr.adminNav.label}>
      {/* Plain links, no list: the dashboard's lists are its videos and messages. */}
      <div className="flex flex-wrap gap-2 border-b border-line pb-3">
        {PAGES.map((page) => (
          <a
            key={page.id}
            href={page.href}
            aria-current={page.id === current ? 'page' : undefined}
            className="block rounded-md px-3 py-2 text-muted hover:text-fg aria-[current=page]:bg-panel aria-[current=page]:text-accent"
          >
            {page.label}
          </a>
        ))}
      </div>
    </nav>
  );
}
