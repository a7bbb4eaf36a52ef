import { useEffect, useMemo, useRef, useState } from 'react';
import { cardHtml } from '../../lib/card/card-html.ts';
import { fr } from '../../lib/i18n/fr.ts';
import type { Video } from '../../lib/video.ts';
import { AdminCardControls } from './AdminCardControls.tsx';
import { startCards } from './card/cards.ts';

export interface AdminVideoCardProps {
  video: Video;
  onEdit: (video: Video) => void;
  onDelete: (video: Video) => void;
  /** Receives the video with keep_small_format already toggled. */
  onToggleKeepSmallFormat: (video: Video) => void;
}

const labels = { mute: fr.portfolio.mute, unmute: fr.portfolio.unmute };

/**
 * The dashboard's card: the public card's own markup and behaviour (card-html.ts, card.ts), so
 * the admin sees its films as visitors do, with React only for the controls below it.
 */
export function AdminVideoCard({
  video,
  onEdit,
  onDelete,
  onToggleKeepSmallFormat,
}: AdminVideoCardProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [keepSmall, setKeepSmall] = useState(video.keep_small_format);
  useEffect(() => setKeepSmall(video.keep_small_format), [video.keep_small_format]);
  const current = useMemo(() => ({ ...video, keep_small_format: keepSmall }), [video, keepSmall]);
  const html = useMemo(() => ({ __html: cardHtml(video, { admin: true }) }), [video]);
  // Started again when the video changes, so the dialog plays what the controls now say.
  useEffect(() => {
    const host = hostRef.current;
    return host ? startCards(host, [current], labels) : undefined;
  }, [current]);

  return (
    <div className="flex flex-col">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the card's markup escapes every text (card-html.ts) */}
      <div ref={hostRef} dangerouslySetInnerHTML={html} />
      <AdminCardControls
        keepSmallFormat={keepSmall}
        onToggleKeepSmallFormat={() => {
          const next = !keepSmall;
          setKeepSmall(next);
          onToggleKeepSmallFormat({ ...video, keep_small_format: next });
        }}
        onEdit={() => onEdit(current)}
        onDelete={() => onDelete(current)}
      />
    </div>
  );
}
