// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeBackend,
  type FakeBackend,
  video,
} from '../../../tests/support/fakes/backend.ts';
import { BackendError } from '../../backend/port.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { emptySettings } from '../../lib/site-settings.ts';
import { $toasts, clearToasts } from '../../stores/toasts.ts';
import { Dashboard } from './Dashboard.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.restoreAllMocks();
});

function setup(backend: FakeBackend = createFakeBackend({ videos: threeVideos() })) {
  const navigate = vi.fn();
  render(<Dashboard backend={backend} navigate={navigate} />);
  return { backend, navigate };
}

function threeVideos() {
  return [video('b', 1), video('a', 0), video('c', 2, { layout: 'full' })];
}

const titles = () =>
  Array.from(document.querySelectorAll('#videos-list > li h3')).map((h) => h.textContent);

describe('Dashboard session', () => {
  it('shows nothing of the dashboard before the server answers, and leaves without a session', async () => {
    const backend = createFakeBackend({ session: { authenticated: false }, videos: threeVideos() });
    localStorage.setItem('isLoggedIn', 'true');
    const release = backend.holdNext('getSession');
    const { navigate } = setup(backend);
    expect(screen.queryByText(fr.dashboard.title)).toBeNull();
    await act(async () => release());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin'));
    expect(backend.calls.map((c) => c.method)).not.toContain('listVideos');
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(screen.queryByText(fr.dashboard.title)).toBeNull();
  });

  it('reads the session-check text while the server has not answered yet', async () => {
    const backend = createFakeBackend({ videos: threeVideos() });
    const release = backend.holdNext('getSession');
    setup(backend);
    expect(screen.getByRole('status').textContent).toBe(fr.dashboard.checkingSession);
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: fr.dashboard.title })).toBeTruthy();
    expect(screen.queryByText(fr.dashboard.checkingSession)).toBeNull();
  });

  it.each([
    ['the server fails (500)', new BackendError('internal', 500)],
    ['the network fails (no answer)', new BackendError('internal', 0, 'Failed to fetch')],
  ])('shows the load-error text and stays when the session check fails: %s', async (_, error) => {
    const backend = createFakeBackend({ videos: threeVideos() });
    localStorage.setItem('isLoggedIn', 'true');
    backend.failNext('getSession', error);
    const { navigate } = setup(backend);
    expect((await screen.findByRole('alert')).textContent).toBe(fr.dashboard.loadError);
    // Not a missing session: no redirect, the hint is kept, nothing of the dashboard is shown.
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(screen.queryByRole('heading', { name: fr.dashboard.title })).toBeNull();
    expect(backend.calls.map((c) => c.method)).toEqual(['getSession']);
  });

  it('signs out: server call, flag cleared, toast queued for the login page', async () => {
    const { backend, navigate } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin'));
    expect(backend.calls.map((c) => c.method)).toContain('signOut');
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('filmfolio-toasts') ?? '[]')).toEqual([
      { title: 'Déconnexion réussie' },
    ]);
  });

  it('goes back to /admin with the expired-session toast when a call answers 401', async () => {
    const { backend, navigate } = setup();
    await screen.findByText('Vidéo a');
    backend.failNext('setLayout', new BackendError('unauthorized', 401));
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    fireEvent.click(within(first).getByLabelText(fr.dashboard.layoutHalf));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin'));
    expect(sessionStorage.getItem('filmfolio-toasts')).toContain(fr.toasts.sessionExpired);
  });
});

describe('Dashboard list states', () => {
  it('shows the headings and the loading state', async () => {
    const backend = createFakeBackend();
    backend.holdNext('listVideos');
    setup(backend);
    expect(await screen.findByRole('heading', { name: 'Tableau de Bord' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gestion des Vidéos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter une vidéo' })).toBeTruthy();
    expect(screen.getByText('Chargement des vidéos...')).toBeTruthy();
  });

  it('shows the load error', async () => {
    const backend = createFakeBackend();
    backend.failNext('listVideos', new BackendError('internal', 500));
    setup(backend);
    expect(
      await screen.findByText('Une erreur est survenue lors du chargement des vidéos.'),
    ).toBeTruthy();
  });

  it('shows the empty state', async () => {
    setup(createFakeBackend());
    expect(
      await screen.findByText('Aucune vidéo disponible. Commencez par en ajouter une.'),
    ).toBeTruthy();
  });

  it('lists videos sorted by position in #videos-list with their card controls', async () => {
    setup();
    await screen.findByText('Vidéo a');
    expect(titles()).toEqual(['Vidéo a', 'Vidéo b', 'Vidéo c']);
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByTitle('Glisser pour réordonner')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Modifier' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Supprimer' })).toBeTruthy();
    expect(within(first).getByLabelText('Ne pas agrandir en plein écran')).toBeTruthy();
    expect(
      (within(first).getByLabelText(fr.dashboard.layoutNormal) as HTMLInputElement).checked,
    ).toBe(true);
  });
});

describe('Dashboard reorder', () => {
  it('moves a card with the keyboard, saves once, announces, and shows the banner while saving', async () => {
    const { backend } = setup();
    await screen.findByText('Vidéo a');
    const release = backend.holdNext('reorderVideos');
    const handle = screen.getByRole('button', { name: `${fr.dashboard.dragHandle} : Vidéo a` });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(titles()).toEqual(['Vidéo b', 'Vidéo a', 'Vidéo c']);
    expect(await screen.findByText(fr.dashboard.savingOrder)).toBeTruthy();
    expect(screen.getByText(fr.dashboard.moved('Vidéo a', 2, 3))).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      `${fr.dashboard.dragHandle} : Vidéo a`,
    );
    await act(async () => release());
    await waitFor(() => expect(screen.queryByText(fr.dashboard.savingOrder)).toBeNull());
    const saves = backend.calls.filter((c) => c.method === 'reorderVideos');
    expect(saves).toEqual([{ method: 'reorderVideos', args: [['b', 'a', 'c']] }]);
    expect($toasts.get().map((t) => t.title)).toContain('Ordre mis à jour');
  });

  it('does nothing when moving the first card up', async () => {
    const { backend } = setup();
    await screen.findByText('Vidéo a');
    const handle = screen.getByRole('button', { name: `${fr.dashboard.dragHandle} : Vidéo a` });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(backend.calls.filter((c) => c.method === 'reorderVideos')).toEqual([]);
  });

  it('reloads the server order and shows the error toast when saving fails', async () => {
    const { backend } = setup();
    await screen.findByText('Vidéo a');
    backend.failNext('reorderVideos', new BackendError('internal', 500));
    fireEvent.keyDown(
      screen.getByRole('button', { name: `${fr.dashboard.dragHandle} : Vidéo c` }),
      {
        key: 'ArrowUp',
      },
    );
    await waitFor(() => expect($toasts.get()[0]?.description).toBe(fr.toasts.orderError));
    await waitFor(() => expect(titles()).toEqual(['Vidéo a', 'Vidéo b', 'Vidéo c']));
  });
});

describe('Dashboard card actions', () => {
  it('deletes after confirmation and reloads the list', async () => {
    const { backend } = setup();
    await screen.findByText('Vidéo a');
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la suppression' });
    expect(within(dialog).getByText(fr.dialogs.confirmDeleteText)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(titles()).toEqual(['Vidéo b', 'Vidéo c']));
    expect(backend.calls.find((c) => c.method === 'deleteVideo')?.args).toEqual(['a']);
    expect($toasts.get()[0]).toMatchObject({
      title: 'Vidéo supprimée',
      description: fr.toasts.deletedText,
    });
  });

  it('keeps the delete dialog open when deleting fails', async () => {
    const { backend } = setup();
    await screen.findByText('Vidéo a');
    backend.failNext('deleteVideo', new BackendError('internal', 500));
    fireEvent.click(
      within(screen.getAllByRole('listitem')[0] as HTMLElement).getByRole('button', {
        name: 'Supprimer',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect($toasts.get()[0]?.description).toBe(fr.toasts.deleteError));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('changes the layout with a toast', async () => {
    const { backend } = setup();
    await screen.findByText('Vidéo a');
    fireEvent.click(
      within(screen.getAllByRole('listitem')[0] as HTMLElement).getByLabelText(
        fr.dashboard.layoutFull,
      ),
    );
    await waitFor(() => expect($toasts.get()[0]?.title).toBe('Mise en page modifiée'));
    expect(backend.calls.find((c) => c.method === 'setLayout')?.args).toEqual(['a', 'full']);
  });

  it('toggles the small format, and reverts the checkbox when the server refuses', async () => {
    const { backend } = setup();
    await screen.findByText('Vidéo a');
    const box = () =>
      within(screen.getAllByRole('listitem')[0] as HTMLElement).getByLabelText(
        fr.dashboard.keepSmallFormat,
      ) as HTMLInputElement;
    fireEvent.click(box());
    expect(box().checked).toBe(true);
    await waitFor(() =>
      expect($toasts.get()[0]).toMatchObject({
        title: 'Option mise à jour',
        description: fr.toasts.keepSmallOn,
      }),
    );
    clearToasts();
    // Let the reload that follows the change settle before the next click.
    await waitFor(() =>
      expect(backend.calls.filter((c) => c.method === 'listVideos')).toHaveLength(2),
    );
    await act(async () => {});
    backend.failNext('setKeepSmallFormat', new BackendError('internal', 500));
    fireEvent.click(box());
    // Local state changes at once; the failure puts the stored value back.
    expect(box().checked).toBe(false);
    await waitFor(() => expect($toasts.get()[0]?.description).toBe(fr.toasts.settingsError));
    await waitFor(() => expect(box().checked).toBe(true));
    expect(backend.videos.find((v) => v.id === 'a')?.keep_small_format).toBe(true);
  });

  it('hides and shows a video: Visible sur le site, toasts, the Masquée badge, reverts on failure', async () => {
    const { backend } = setup();
    await screen.findByText('Vidéo a');
    const card = () => screen.getAllByRole('listitem')[0] as HTMLElement;
    const box = () => within(card()).getByLabelText('Visible sur le site') as HTMLInputElement;
    expect(box().checked).toBe(true);
    expect(within(card()).queryByText('Masquée')).toBeNull();
    fireEvent.click(box());
    expect(box().checked).toBe(false);
    expect(within(card()).getByText('Masquée')).toBeTruthy();
    await waitFor(() => expect($toasts.get()[0]?.title).toBe('Vidéo masquée'));
    expect(backend.calls.find((c) => c.method === 'setVisible')?.args).toEqual(['a', false]);
    await waitFor(() =>
      expect(backend.calls.filter((c) => c.method === 'listVideos')).toHaveLength(2),
    );
    // Still listed, in its place.
    expect(titles()).toEqual(['Vidéo a', 'Vidéo b', 'Vidéo c']);
    clearToasts();
    fireEvent.click(box());
    await waitFor(() => expect($toasts.get()[0]?.title).toBe('Vidéo visible'));
    expect(within(card()).queryByText('Masquée')).toBeNull();
    await waitFor(() =>
      expect(backend.calls.filter((c) => c.method === 'listVideos')).toHaveLength(3),
    );
    clearToasts();
    backend.failNext('setVisible', new BackendError('internal', 500));
    fireEvent.click(box());
    await waitFor(() => expect($toasts.get()[0]?.description).toBe(fr.toasts.settingsError));
    await waitFor(() => expect(box().checked).toBe(true));
    expect(backend.videos.find((v) => v.id === 'a')?.visible).toBe(true);
  });

  it('opens the add and edit dialogs with their titles', async () => {
    setup();
    await screen.findByText('Vidéo a');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une vidéo' }));
    expect(await screen.findByRole('dialog', { name: 'Ajouter une nouvelle vidéo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: fr.portfolio.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(
      within(screen.getAllByRole('listitem')[0] as HTMLElement).getByRole('button', {
        name: 'Modifier',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la vidéo' });
    expect((within(dialog).getByLabelText('Titre') as HTMLInputElement).value).toBe('Vidéo a');
  });
});

describe('Dashboard and the Bande démo', () => {
  const withReel = (showreel_id: string) =>
    createFakeBackend({
      videos: [video('a', 0, { visible: false }), video('b', 1)],
      settings: { ...emptySettings(), name: 'Camille', showreel_id },
    });

  it('says why the landing page went back to text: the chosen film hidden or deleted', async () => {
    setup(withReel('a'));
    expect(await screen.findByText(fr.showreel.hiddenFilm)).toBeTruthy();
    cleanup();
    setup(withReel('gone'));
    expect(await screen.findByText(fr.showreel.missing)).toBeTruthy();
  });

  it('says nothing while the chosen film is shown', async () => {
    const backend = withReel('b');
    setup(backend);
    await screen.findByRole('heading', { name: fr.dashboard.title });
    await waitFor(() =>
      expect(backend.calls.filter((c) => c.method === 'getSettings').length).toBe(2),
    );
    expect(document.querySelector('[data-showreel-notice]')).toBeNull();
  });
});
