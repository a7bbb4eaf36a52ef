import { useCallback, useState } from 'react';
import type { LinksPort, SessionPort, VideosPort } from '../../../backend/port.ts';
import { isSessionExpired } from '../../../lib/errors.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import type { LinkInput, PrivateLink } from '../../../lib/private-link.ts';
import type { Video } from '../../../lib/video.ts';
import { pushError, pushToast } from '../../../stores/toasts.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { AdminShell } from '../AdminShell.tsx';
import { PageNotice } from '../PageNotice.tsx';
import { type Navigate, navigateTo } from '../session.ts';
import { usePageLoad } from '../use-page-load.ts';
import { useSessionGate } from '../use-session-gate.ts';
import { copyAddress } from './copy-link.ts';
import { LinkForm } from './LinkForm.tsx';
import { LinkList } from './LinkList.tsx';
import { addressOf } from './link-state.ts';

export interface LinksPageProps {
  backend: SessionPort & LinksPort & Pick<VideosPort, 'listVideos'>;
  navigate?: Navigate;
}

type Editing = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; link: PrivateLink };

/** /admin/liens: private screening links, behind the session check. */
export function LinksPage({ backend, navigate = navigateTo }: LinksPageProps) {
  const t = fr.privateLinks;
  const gate = useSessionGate(backend, navigate);
  const { state, expired } = gate;
  const load = useCallback(
    () => Promise.all([backend.listVideos(), backend.listLinks()]),
    [backend],
  );
  const { loaded, failed: loadFailed, setLoaded } = usePageLoad(gate, load, 'private links');
  const videos: Video[] = loaded?.[0] ?? [];
  const links: PrivateLink[] | null = loaded?.[1] ?? null;
  const setLinks = (update: (list: PrivateLink[] | null) => PrivateLink[]) =>
    setLoaded((page) => [page?.[0] ?? [], update(page?.[1] ?? null)]);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [created, setCreated] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PrivateLink | null>(null);

  const fail = useCallback(
    (error: unknown) => {
      if (isSessionExpired(error)) return expired();
      console.error('private links', error);
      pushError(fr.toasts.errorTitle, fr.privateLinks.error);
    },
    [expired],
  );

  if (state !== 'ok' || loadFailed) {
    return <PageNotice failure={state === 'checking' ? null : t.loadError} />;
  }

  const replace = (link: PrivateLink) =>
    setLinks((list) => (list ?? []).map((l) => (l.id === link.id ? link : l)));

  async function save(input: LinkInput) {
    try {
      if (editing.kind === 'edit') {
        replace(await backend.updateLink(editing.link.id, input));
        pushToast({ title: t.updated });
      } else {
        const link = await backend.createLink(input);
        setLinks((list) => [link, ...(list ?? [])]);
        setCreated(addressOf(link));
        pushToast({ title: t.created });
      }
      setEditing({ kind: 'none' });
    } catch (error) {
      fail(error);
    }
  }

  async function toggle(link: PrivateLink) {
    try {
      replace(await backend.setLinkDisabled(link.id, !link.disabled));
    } catch (error) {
      fail(error);
    }
  }

  async function remove(link: PrivateLink) {
    setRemoving(null);
    try {
      await backend.deleteLink(link.id);
      setLinks((list) => (list ?? []).filter((l) => l.id !== link.id));
      pushToast({ title: t.deleted });
    } catch (error) {
      fail(error);
    }
  }

  return (
    <AdminShell current="links" onSignOut={gate.signOut} measure="max-w-4xl" gap="gap-6">
      <h1 className="text-3xl font-bold">{t.heading}</h1>
      {editing.kind === 'none' ? (
        <div>
          <Button
            onClick={() => {
              setCreated(null);
              setEditing({ kind: 'create' });
            }}
          >
            {t.create}
          </Button>
        </div>
      ) : (
        <LinkForm
          key={editing.kind === 'edit' ? editing.link.id : 'new'}
          videos={videos}
          {...(editing.kind === 'edit' ? { link: editing.link } : {})}
          onSubmit={save}
          onCancel={() => setEditing({ kind: 'none' })}
        />
      )}
      {created ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-accent/50 p-4">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            {t.address}
            <input
              readOnly
              value={created}
              className="w-full rounded-md border border-line bg-bg px-3 py-2 font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
          </label>
          <Button onClick={() => copyAddress(created)}>{t.copy}</Button>
        </div>
      ) : null}
      {links ? (
        <LinkList
          links={links}
          onCopy={copyAddress}
          onEdit={(link) => {
            setCreated(null);
            setEditing({ kind: 'edit', link });
          }}
          onToggle={toggle}
          onDelete={setRemoving}
        />
      ) : (
        <p role="status" className="text-muted">
          {t.loading}
        </p>
      )}
      {removing ? (
        <Dialog title={t.remove} description={t.confirmRemove} onClose={() => setRemoving(null)}>
          <div className="mt-4 flex justify-end gap-3">
            <Button variant="outline" onClick={() => setRemoving(null)}>
              {t.cancel}
            </Button>
            <Button variant="destructive" onClick={() => remove(removing)}>
              {t.confirm}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </AdminShell>
  );
}
