import { useMemo, useRef, useState } from 'react';
import type { AdminBackend } from '../../../backend/port.ts';
import { type ErrorSituation, errorMessage, isSessionExpired } from '../../../lib/errors.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import type { Layout, Video } from '../../../lib/video.ts';
import { invalidate, VIDEOS_KEY } from '../../../stores/query.ts';
import { pushError, pushToast } from '../../../stores/toasts.ts';

export interface VideoActions {
  savingOrder: boolean;
  deleteVideo(video: Video): Promise<boolean>;
  setLayout(video: Video, layout: Layout): Promise<void>;
  setKeepSmallFormat(video: Video, keepSmall: boolean): Promise<boolean>;
  setVisible(video: Video, visible: boolean): Promise<boolean>;
  saveOrder(ordered: Video[]): Promise<void>;
  /** Toast for a failure, or the expired-session path; true when handled as expired. */
  fail(situation: ErrorSituation, error: unknown): void;
}

export function useVideoActions(backend: AdminBackend, onSessionExpired: () => void): VideoActions {
  const [pendingSaves, setPendingSaves] = useState(0);
  // Saves of the order run one after the other: quick key presses must reach the server in order.
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const queued = useRef(0);
  const expiredRef = useRef(onSessionExpired);
  expiredRef.current = onSessionExpired;

  const actions = useMemo(() => {
    const fail = (situation: ErrorSituation, error: unknown) => {
      console.error(`${situation} failed`, error);
      if (isSessionExpired(error)) {
        expiredRef.current();
        return;
      }
      pushError(fr.toasts.errorTitle, errorMessage(situation, error));
    };
    return {
      fail,
      async deleteVideo(video: Video) {
        try {
          await backend.deleteVideo(video.id);
        } catch (error) {
          fail('delete', error);
          return false;
        }
        pushToast({ title: fr.toasts.deleted, description: fr.toasts.deletedText });
        void invalidate(VIDEOS_KEY);
        return true;
      },
      async setLayout(video: Video, layout: Layout) {
        try {
          await backend.setLayout(video.id, layout);
          pushToast({ title: fr.toasts.layoutChanged, description: fr.toasts.layoutChangedText });
        } catch (error) {
          fail('layout', error);
        }
        void invalidate(VIDEOS_KEY);
      },
      async setKeepSmallFormat(video: Video, keepSmall: boolean) {
        try {
          await backend.setKeepSmallFormat(video.id, keepSmall);
        } catch (error) {
          fail('settings', error);
          void invalidate(VIDEOS_KEY);
          return false;
        }
        pushToast({
          title: fr.toasts.optionUpdated,
          description: keepSmall ? fr.toasts.keepSmallOn : fr.toasts.keepSmallOff,
        });
        void invalidate(VIDEOS_KEY);
        return true;
      },
      async setVisible(video: Video, visible: boolean) {
        try {
          await backend.setVisible(video.id, visible);
        } catch (error) {
          fail('settings', error);
          void invalidate(VIDEOS_KEY);
          return false;
        }
        pushToast(
          visible
            ? { title: fr.toasts.videoShown, description: fr.toasts.videoShownText }
            : { title: fr.toasts.videoHidden, description: fr.toasts.videoHiddenText },
        );
        void invalidate(VIDEOS_KEY);
        return true;
      },
      saveOrder(ordered: Video[]) {
        const ids = ordered.map((v) => v.id);
        setPendingSaves((n) => n + 1);
        queued.current += 1;
        const run = chain.current.then(async () => {
          let failed = false;
          try {
            await backend.reorderVideos(ids);
            pushToast({ title: fr.toasts.orderUpdated, description: fr.toasts.orderUpdatedText });
          } catch (error) {
            failed = true;
            fail('order', error);
          } finally {
            queued.current -= 1;
            setPendingSaves((n) => n - 1);
          }
          // A reload between two queued saves would flash an intermediate order.
          if (failed || queued.current === 0) await invalidate(VIDEOS_KEY);
        });
        chain.current = run;
        return run;
      },
    };
  }, [backend]);

  return { ...actions, savingOrder: pendingSaves > 0 };
}
