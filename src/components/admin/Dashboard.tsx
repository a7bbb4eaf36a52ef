import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { AdminBackend } from '../../backend/port.ts';
import { categoriesOf } from '../../lib/categories.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { sortVideos } from '../../lib/layout.ts';
import type { Layout, Video } from '../../lib/video.ts';
import { createQuery, VIDEOS_KEY } from '../../stores/query.ts';
import { AdminShell } from './AdminShell.tsx';
import { DemoContentBanner } from './DemoContentBanner.tsx';
import { MessagesPanel } from './MessagesPanel.tsx';
import { PageNotice } from './PageNotice.tsx';
import { SiteOverview } from './SiteOverview.tsx';
import type { Navigate } from './session.ts';
import { ShowreelNotice } from './settings/ShowreelNotice.tsx';
import { useSessionGate } from './use-session-gate.ts';
import { PublicPlan } from './videos/PublicPlan.tsx';
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
  // The order and layouts as the owner just set them, ahead of the reloaded list: the plan of
  // the public grid follows a drag or a layout change at once.
  // Kept with the list it was made from: a newer list (the server's answer) wins over it.
  const [live, setLiveFor] = useState<{ from: Video[] | undefined; list: Video[] } | null>(null);
  const shown = live && live.from === state.data ? live.list : (state.data ?? []);
  const setLive = (list: Video[]) => setLiveFor({ from: state.data, list });
  const setLayout = (video: Video, layout: Layout) => {
    setLive(shown.map((v) => (v.id === video.id ? { ...v, layout } : v)));
    void actions.setLayout(video, layout);
  };

  useEffect(() => {
    if (auth === 'ok') void query.refetch();
  }, [auth, query]);

  if (auth !== 'ok') {
    return <PageNotice failure={auth === 'error' ? fr.dashboard.loadError : null} />;
  }

  return (
    <AdminShell current="videos" onSignOut={signOut} measure="max-w-6xl" gap="gap-10">
      <h1 className="text-3xl font-bold">{fr.dashboard.title}</h1>
      <DemoContentBanner backend={backend} onCleared={() => void query.refetch()} />
      <SiteOverview backend={backend} revision={state.data} />
      {state.data && <ShowreelNotice backend={backend} videos={state.data} />}
      <PublicPlan videos={shown} onLayout={setLayout} />
      <VideosSection
        state={state}
        savingOrder={actions.savingOrder}
        onAdd={() => setDialog({ kind: 'add' })}
        onEdit={(video) => setDialog({ kind: 'edit', video })}
        onDelete={(video) => setDialog({ kind: 'delete', video })}
        onLayout={setLayout}
        onKeepSmallFormat={(video) => actions.setKeepSmallFormat(video, video.keep_small_format)}
        onVisible={actions.setVisible}
        onSaveOrder={(ordered) => {
          setLive(ordered);
          void actions.saveOrder(ordered);
        }}
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
    </AdminShell>
  );
}
