import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { AdminBackend } from '../../backend/port.ts';
import { categoriesOf } from '../../lib/categories.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { sortVideos } from '../../lib/layout.ts';
import type { Video } from '../../lib/video.ts';
import { createQuery, VIDEOS_KEY } from '../../stores/query.ts';
import { Button } from '../ui/Button.tsx';
import { AdminNav } from './AdminNav.tsx';
import { MessagesPanel } from './MessagesPanel.tsx';
import { PageNotice } from './PageNotice.tsx';
import { SiteOverview } from './SiteOverview.tsx';
import type { Navigate } from './session.ts';
import { ShowreelNotice } from './settings/ShowreelNotice.tsx';
import { useSessionGate } from './use-session-gate.ts';
import { useVideoActions } from './videos/use-video-actions.ts';
import { type DialogState, VideoDialogs } from './videos/VideoDialogs.tsx';
import { VideosSection } from './videos/VideosSection.tsx';

export interface DashboardProps {
  backend: AdminBackend;
  navigate?: Navigate;
}

/** /admin/dashboard: nothing is shown until the server confirms the session. */
export function Dashboard({ backend, navigate }: DashboardProps) {
  const { state: auth, expired, signOut } = useSessionGate(backend, navigate);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const query = useMemo(
    () => createQuery<Video[]>(VIDEOS_KEY, async () => sortVideos(await backend.listVideos())),
    [backend],
  );
  const actions = useVideoActions(backend, expired);
  const state = useStore(query.$state);

  useEffect(() => {
    if (auth === 'ok') void query.refetch();
  }, [auth, query]);

  if (auth !== 'ok') {
    return <PageNotice failure={auth === 'error' ? fr.dashboard.loadError : null} />;
  }

  return (
    <div className="flex flex-col gap-10">
      <AdminNav current="videos" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{fr.dashboard.title}</h1>
        <Button variant="outline" onClick={signOut}>
          {fr.dashboard.logout}
        </Button>
      </div>
      <SiteOverview backend={backend} revision={state.data} />
      {state.data && <ShowreelNotice backend={backend} videos={state.data} />}
      <VideosSection
        state={state}
        savingOrder={actions.savingOrder}
        onAdd={() => setDialog({ kind: 'add' })}
        onEdit={(video) => setDialog({ kind: 'edit', video })}
        onDelete={(video) => setDialog({ kind: 'delete', video })}
        onLayout={(video, layout) => void actions.setLayout(video, layout)}
        onKeepSmallFormat={(video) => actions.setKeepSmallFormat(video, video.keep_small_format)}
        onVisible={actions.setVisible}
        onSaveOrder={(ordered) => void actions.saveOrder(ordered)}
      />
      <MessagesPanel backend={backend} fail={actions.fail} />
      <VideoDialogs
        backend={backend}
        state={dialog}
        onClose={() => setDialog({ kind: 'none' })}
        onDelete={actions.deleteVideo}
        onSaved={() => {
          setDialog({ kind: 'none' });
          void query.refetch();
        }}
        onSessionExpired={expired}
        categories={categoriesOf(state.data ?? []).map((category) => category.name)}
      />
    </div>
  );
}
