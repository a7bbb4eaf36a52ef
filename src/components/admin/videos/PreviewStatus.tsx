import { useEffect, useState } from 'react';
import type { PreviewStatus as Status } from '../../../backend/port.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import type { Video } from '../../../lib/video.ts';
import { invalidate, VIDEOS_KEY } from '../../../stores/query.ts';
import { pushError } from '../../../stores/toasts.ts';
import { Button } from '../../ui/Button.tsx';
import { Progress } from '../../ui/Progress.tsx';
import { useAdminBackend } from '../use-admin-backend.ts';
import { createPreview } from './browser-preview.ts';
import { useBrowserJob } from './browser-preview-jobs.ts';

const POLL_MS = 1500;

/**
 * An uploaded film's preview copy on its dashboard card (docs/video-previews.md): nothing once it
 * is ready; Aperçu manquant with Créer l'aperçu; Aperçu en préparation with its progress, which
 * the server goes on making if the owner leaves the page. A copy this tab's browser makes shows
 * its own progress, and only while the tab makes it: left, the card offers Créer l'aperçu again.
 */
export function PreviewStatus({ video }: { video: Video }) {
  const making = useBrowserJob(video.id);
  if (making !== null) return <Preparing title={video.title} share={making} />;
  // Embeds and films with their copy show nothing, and load nothing for it.
  if (video.preview_state === undefined || video.preview_state === 'ready') return null;
  return <PreviewWork video={video} />;
}

function Preparing({ title, share }: { title: string; share: number }) {
  return (
    <div className="flex flex-col gap-1 text-sm" data-preview-state="preparing">
      <span>{fr.previews.preparing}</span>
      <Progress value={Math.round(share * 100)} label={`${fr.previews.preparing} : ${title}`} />
    </div>
  );
}

function PreviewWork({ video }: { video: Video }) {
  const backend = useAdminBackend();
  // What this card learnt since the list was read; a newer list (another state) wins over it.
  const [seen, setSeen] = useState<{ listed: Video['preview_state']; status: Status } | null>(null);
  const status = seen && seen.listed === video.preview_state ? seen.status : null;
  const state = status?.state ?? video.preview_state;
  const listed = video.preview_state;
  const setStatus = (next: Status) => setSeen({ listed, status: next });

  useEffect(() => {
    if (state !== 'preparing' || !backend) return;
    let live = true;
    const timer = window.setInterval(() => {
      backend.previewStatus(video.id).then(
        (next) => {
          if (!live) return;
          setSeen({ listed, status: next });
          // Made: the list reloads with the copy's address, and this part leaves the card.
          if (next.state === 'ready') void invalidate(VIDEOS_KEY);
        },
        (error: unknown) => console.warn('preview status', error),
      );
    }, POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [state, backend, video.id, listed]);

  if (state === 'ready') return null;
  if (state === 'preparing') return <Preparing title={video.title} share={status?.progress ?? 0} />;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" data-preview-state={state}>
      <span className="text-muted">{fr.previews.missing}</span>
      {state === 'failed' ? <span className="text-muted">{fr.previews.failed}</span> : null}
      {backend ? (
        <Button
          variant="outline"
          size="compact"
          onClick={() => {
            createPreview(backend, video).then(
              (made) => {
                // The server's copy is polled; this browser's has been sent: the list reloads.
                if (made === 'server') setStatus({ state: 'preparing', progress: 0, maker: made });
                else void invalidate(VIDEOS_KEY);
              },
              (error: unknown) => {
                console.warn('preview request', error);
                pushError(fr.toasts.errorTitle, fr.previews.createError);
              },
            );
          }}
        >
          {fr.previews.create}
        </Button>
      ) : null}
    </div>
  );
}
