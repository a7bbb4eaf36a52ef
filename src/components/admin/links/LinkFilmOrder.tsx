import { useId, useState } from 'react';
import { fr } from '../../../lib/i18n/fr.ts';
import type { Video } from '../../../lib/video.ts';
import { Button } from '../../ui/Button.tsx';
import { moveFilm } from './film-order.ts';

export interface LinkFilmOrderProps {
  /** The chosen ids, in the visitor's order. */
  chosen: string[];
  videos: Video[];
  onChange: (chosen: string[]) => void;
}

/**
 * The chosen films as the visitor will see them, each with Monter / Descendre. At either end the
 * button stays focusable (aria-disabled, not disabled), so keyboard focus never falls off it.
 */
export function LinkFilmOrder({ chosen, videos, onChange }: LinkFilmOrderProps) {
  const t = fr.privateLinks;
  const headingId = useId();
  const [announcement, setAnnouncement] = useState('');
  const titles = new Map(videos.map((v) => [v.id, v.title]));
  if (chosen.length === 0) return null;

  const move = (id: string, delta: -1 | 1) => {
    const next = moveFilm(chosen, id, delta);
    const position = next.indexOf(id);
    if (position === chosen.indexOf(id)) return;
    onChange(next);
    setAnnouncement(t.filmMoved(titles.get(id) ?? '', position + 1, next.length));
  };

  return (
    <div className="flex flex-col gap-2">
      <p id={headingId} className="text-sm font-medium">
        {t.order}
      </p>
      <ol aria-labelledby={headingId} className="flex flex-col gap-2" data-link-film-order>
        {chosen.map((id, index) => {
          const title = titles.get(id) ?? '';
          const first = index === 0;
          const last = index === chosen.length - 1;
          return (
            <li
              key={id}
              className="flex items-center gap-3 rounded-md border border-line px-3 py-2"
            >
              <span className="w-6 text-right text-sm text-muted">{index + 1}.</span>
              <span className="flex-1">{title}</span>
              <Button
                variant="outline"
                size="compact"
                aria-disabled={first || undefined}
                className={first ? 'opacity-50' : undefined}
                onClick={() => move(id, -1)}
              >
                {t.moveUp}
                <span className="sr-only"> {title}</span>
              </Button>
              <Button
                variant="outline"
                size="compact"
                aria-disabled={last || undefined}
                className={last ? 'opacity-50' : undefined}
                onClick={() => move(id, 1)}
              >
                {t.moveDown}
                <span className="sr-only"> {title}</span>
              </Button>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
