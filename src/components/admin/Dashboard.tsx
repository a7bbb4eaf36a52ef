import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AdminBackend } from '../../backend/port.ts';
import { categoriesOf } from '../../lib/categories.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { sortVideos } from '../../lib/layout.ts';
import type { Video } from '../../lib/video.ts';
import { createQuery, VIDEOS_KEY } from '../../stores/query.ts';
import { queueToast } from '../../stores/toasts.ts';
import { Button } from '../ui/Button.tsx';
import { AdminNav } from './AdminNav.tsx';
import { MessagesPanel } from './MessagesPanel.tsx';
import { SiteOverview } from './SiteOverview.tsx';
import { LOGIN_PATH, type Navigate, navigateTo, setSessionHint } from './session.ts';
import { useVideoActions } from './use-video-actions.ts';
import { type DialogState, VideoDialogs } from './VideoDialogs.tsx';
import { VideosSection } from './VideosSection.tsx';

export interface DashboardProps {
  backend: AdminBackend;
  navigate?: Navigate;
}

/** /admin/dashboard: nothing is shown until the server confirms the session. */
export function Dashboard({ backend, navigate = navigateTo }: DashboardProps) {
  const [auth, setAuth] = useState<'checking' | 'ok' | 'error'>('checking');
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const query = useMemo(
    () => createQuery<Video[]>(VIDEOS_KEY, async () => sortVideos(await backend.listVideos())),
    [backend],
  );
  const leaving = useRef(false);
  const leave = (toast: Parameters<typeof queueToast>[0]) => {
    if (leaving.current) return;
    leaving.current = true;
    setSessionHint(false);
    queueToast(toast);
    navigate(LOGIN_PATH);
  };
  const expired = () =>
    leave({
      title: fr.toasts.errorTitle,
      description: fr.toasts.sessionExpired,
      variant: 'destructive',
    });
  const actions = useVideoActions(backend, expired);
  const state = useStore(query.$state);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per backend
  useEffect(() => {
    let live = true;
    backend.getSession().then(
      (session) => {
        if (!live) return;
        if (!session.authenticated) {
          setSessionHint(false);
          leaving.current = true;
          navigate(LOGIN_PATH);
          return;
        }
        setSessionHint(true);
        setAuth('ok');
        void query.refetch();
      },
      (error: unknown) => {
        console.error('session check failed', error);
        if (live) setAuth('error');
      },
    );
    return () => {
      live = false;
    };
  }, [backend, query]);

  async function signOut() {
    try {
      await backend.signOut();
    } catch (error) {
      // The cookie may already be gone; the browser still leaves the admin area.
      console.error('sign-out failed', error);
    }
    leave({ title: fr.dashboard.logoutSuccess });
  }

  if (auth === 'checking') {
    return (
      <p role="status" className="py-16 text-center text-muted">
        {fr.dashboard.checkingSession}
      </p>
    );
  }
  if (auth === 'error') {
    return (
      <p role="alert" className="py-16 text-center">
        {fr.dashboard.loadError}
      </p>
    );
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
