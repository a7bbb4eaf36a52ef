import { fr } from '../../../lib/i18n/fr.ts';
import type { PrivateLink } from '../../../lib/private-link.ts';
import { Button } from '../../ui/Button.tsx';
import { addressOf, linkState } from './link-state.ts';

const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

export interface LinkListProps {
  links: PrivateLink[];
  onCopy: (address: string) => void;
  onEdit: (link: PrivateLink) => void;
  onToggle: (link: PrivateLink) => void;
  onDelete: (link: PrivateLink) => void;
}

const STATE_LABEL = {
  active: fr.privateLinks.stateActive,
  disabled: fr.privateLinks.stateDisabled,
  expired: fr.privateLinks.stateExpired,
} as const;

/** Each link with its figures and actions; the address is always there to copy again. */
export function LinkList({ links, onCopy, onEdit, onToggle, onDelete }: LinkListProps) {
  const t = fr.privateLinks;
  if (links.length === 0) return <p className="text-muted">{t.empty}</p>;
  const now = new Date();
  return (
    <ul className="flex flex-col gap-3" aria-label={t.heading}>
      {links.map((link) => (
        <li
          key={link.id}
          data-link={link.id}
          className="flex flex-col gap-2 rounded-xl border border-line bg-panel p-4"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold">{link.name}</h3>
            <span className="text-sm" data-state={linkState(link, now)}>
              {STATE_LABEL[linkState(link, now)]}
            </span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-muted">
            <dt>{t.films}</dt>
            <dd>{t.filmCount(link.video_ids.length)}</dd>
            <dt>{t.views}</dt>
            <dd data-views>{link.views}</dd>
            <dt>{t.lastVisit}</dt>
            <dd>{link.last_visit_at ? DATE.format(new Date(link.last_visit_at)) : t.never}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button size="compact" onClick={() => onCopy(addressOf(link))}>
              {t.copy}
            </Button>
            <Button size="compact" variant="outline" onClick={() => onEdit(link)}>
              {t.edit}
            </Button>
            <Button size="compact" variant="outline" onClick={() => onToggle(link)}>
              {link.disabled ? t.enable : t.disable}
            </Button>
            <Button size="compact" variant="destructive" onClick={() => onDelete(link)}>
              {t.remove}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
