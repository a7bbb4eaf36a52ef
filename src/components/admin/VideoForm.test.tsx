// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableIframePageLoading":true,"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/port.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { $toasts, clearToasts } from '../../stores/toasts.ts';
import { createFakeBackend, video } from './fake-backend.test-helper.ts';
import { VideoForm } from './VideoForm.tsx';

beforeEach(() => {
  // Failures are logged on purpose (spec: logged and shown); keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.restoreAllMocks();
});

function setup(existing: Parameters<typeof video> | null = null) {
  const backend = createFakeBackend();
  const onSaved = vi.fn();
  const capturePoster = vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' }));
  const current = existing ? video(...existing) : null;
  if (current) backend.videos.push(current);
  render(
    <VideoForm backend={backend} video={current} onSaved={onSaved} capturePoster={capturePoster} />,
  );
  return { backend, onSaved, capturePoster };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string = fr.form.add) =>
  fireEvent.click(screen.getByRole('button', { name }));
const chooseType = (value: 'youtube' | 'vimeo' | 'direct') => {
  const radio = document.querySelector<HTMLInputElement>(
    `input[name="video_type"][value="${value}"]`,
  );
  if (!radio) throw new Error(`no radio ${value}`);
  fireEvent.click(radio);
};
const alertText = () => screen.getByRole('alert').textContent;
function pickFile(name: string, size: number) {
  const file = new File(['x'], name, { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(screen.getByLabelText(fr.form.file), { target: { files: [file] } });
  return file;
}

describe('VideoForm fields', () => {
  it('labels every field and defaults to youtube', () => {
    setup();
    expect(screen.getByLabelText('Titre')).toBeTruthy();
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    const youtube = document.querySelector<HTMLInputElement>('input[value="youtube"]');
    expect(youtube?.checked).toBe(true);
    expect(screen.getByText('recommandé')).toBeTruthy();
    expect(screen.getByText('Gratuit et illimité')).toBeTruthy();
    expect(screen.getByText('Limité à 50MB')).toBeTruthy();
    expect(screen.getByLabelText('URL')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeTruthy();
  });

  it('shows the file picker with its hint and the large-video warning for direct', () => {
    setup();
    chooseType('direct');
    const input = screen.getByLabelText(fr.form.file);
    expect(input.getAttribute('accept')).toBe(
      'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov',
    );
    expect(screen.getByText('Formats acceptés: mp4, webm, mov (max 50MB)')).toBeTruthy();
    expect(screen.getByText(fr.form.largeVideoWarning)).toBeTruthy();
    expect(screen.queryByLabelText('URL')).toBeNull();
  });

  it('reads Mettre à jour when editing', () => {
    setup(['abc', 0]);
    expect(screen.getByRole('button', { name: 'Mettre à jour' })).toBeTruthy();
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Vidéo abc');
  });
});

describe('VideoForm validation', () => {
  it('requires a title', () => {
    setup();
    submit();
    expect(alertText()).toBe('Le titre est requis');
    expect($toasts.get()).toMatchObject([
      { title: 'Erreur', description: 'Le titre est requis', variant: 'destructive' },
    ]);
  });

  it('requires the URL of each type', () => {
    setup();
    type('Titre', 'Clip');
    submit();
    expect(alertText()).toBe("L'URL YouTube est requise");
    chooseType('vimeo');
    submit();
    expect(alertText()).toBe("L'URL Vimeo est requise");
  });

  it('clears the error when the type changes', () => {
    setup();
    submit();
    expect(screen.queryByRole('alert')).not.toBeNull();
    chooseType('vimeo');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses addresses that are not YouTube or Vimeo addresses at submit', () => {
    setup();
    type('Titre', 'Clip');
    type('URL', 'pas une adresse');
    submit();
    expect(alertText()).toBe("L'URL YouTube n'est pas valide");
    chooseType('vimeo');
    submit();
    expect(alertText()).toBe("L'URL Vimeo n'est pas valide");
  });

  it('refuses a YouTube or Vimeo address without a video id at submit', () => {
    setup();
    type('Titre', 'Clip');
    type('URL', 'https://www.youtube.com/watch?v=short');
    submit();
    expect(alertText()).toBe('URL YouTube invalide');
    chooseType('vimeo');
    type('URL', 'https://vimeo.com/channels/staff');
    submit();
    expect(alertText()).toBe('URL Vimeo invalide');
  });

  it('requires a file for a new direct video only', async () => {
    setup();
    type('Titre', 'Clip');
    chooseType('direct');
    submit();
    expect(alertText()).toBe('Veuillez sélectionner un fichier vidéo');
  });

  it('refuses a file over 50 MB with its size, and a wrong extension, before any upload', () => {
    const { backend } = setup();
    type('Titre', 'Clip');
    chooseType('direct');
    pickFile('big.mp4', 62_914_560);
    expect(alertText()).toBe(
      'Le fichier est trop volumineux (60.0 MB). La taille maximale est de 50 MB. Utilisez YouTube ou Vimeo pour les grandes vidéos.',
    );
    submit();
    expect(alertText()).toContain('(60.0 MB)');
    pickFile('clip.avi', 1000);
    expect(alertText()).toBe(fr.form.fileWrongType);
    submit();
    expect(backend.calls.map((c) => c.method)).not.toContain('uploadVideo');
  });
});

describe('VideoForm live URL check', () => {
  it('goes from checking to invalid with the example host', async () => {
    setup();
    type('URL', 'https://example.com/video');
    expect(screen.getByText(fr.form.checking)).toBeTruthy();
    expect(
      await screen.findByText(
        "L'URL YouTube n'est pas valide. Utilisez un format comme: https://www.youtube.com/watch?v=XXXXXXXXXXX",
      ),
    ).toBeTruthy();
    chooseType('vimeo');
    expect(
      await screen.findByText(
        "L'URL Vimeo n'est pas valide. Utilisez un format comme: https://vimeo.com/XXXXXXXXX",
      ),
    ).toBeTruthy();
  });

  it('shows a preview iframe for a valid address and clears when emptied', async () => {
    setup();
    type('URL', 'https://youtu.be/dQw4w9WgXcQ');
    expect(await screen.findByText(fr.form.urlValid)).toBeTruthy();
    const frame = screen.getByTitle(fr.form.preview);
    expect(frame.getAttribute('src')).toContain(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    chooseType('vimeo');
    type('URL', 'https://vimeo.com/76979871');
    await waitFor(() =>
      expect(screen.getByTitle(fr.form.preview).getAttribute('src')).toContain(
        'https://player.vimeo.com/video/76979871',
      ),
    );
    type('URL', '');
    expect(screen.queryByTitle(fr.form.preview)).toBeNull();
    expect(screen.queryByText(fr.form.checking)).toBeNull();
  });
});

describe('VideoForm saving', () => {
  it('adds a YouTube video with the thumbnail derived from its id', async () => {
    const { backend, onSaved } = setup();
    type('Titre', ' Clip ');
    type('URL', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const release = backend.holdNext('createVideo');
    submit();
    const saving = await screen.findByRole('button', { name: 'Enregistrement...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(backend.calls.find((c) => c.method === 'createVideo')?.args[0]).toEqual({
      title: 'Clip',
      description: null,
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video_type: 'youtube',
      thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    expect($toasts.get()).toMatchObject([
      { title: 'Vidéo ajoutée', description: 'La nouvelle vidéo a été ajoutée avec succès' },
    ]);
  });

  it('uploads a direct file with progress and a poster, then resets progress', async () => {
    const { backend, onSaved, capturePoster } = setup();
    type('Titre', 'Tournage');
    chooseType('direct');
    const file = pickFile('clip.mp4', 2_000_000);
    const release = backend.holdNext('createVideo');
    submit();
    const bar = await screen.findByRole('progressbar', { name: fr.form.uploadProgress });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    await act(async () => release());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(capturePoster).toHaveBeenCalledWith(file);
    expect(backend.calls.find((c) => c.method === 'createVideo')?.args[0]).toMatchObject({
      url: '/media/clip.mp4',
      video_type: 'direct',
      thumbnail_url: '/media/poster.jpg',
    });
  });

  it('keeps the stored file when editing a direct video without a new one', async () => {
    const { backend, onSaved } = setup([
      'd1',
      0,
      { video_type: 'direct', url: '/media/a.mp4', thumbnail_url: '/media/a.jpg' },
    ]);
    submit('Mettre à jour');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(backend.calls.find((c) => c.method === 'updateVideo')?.args).toEqual([
      'd1',
      {
        title: 'Vidéo d1',
        description: 'Description d1',
        url: '/media/a.mp4',
        video_type: 'direct',
        thumbnail_url: '/media/a.jpg',
      },
    ]);
    expect($toasts.get()[0]).toMatchObject({
      title: 'Vidéo mise à jour',
      description: 'Les modifications ont été enregistrées avec succès',
    });
  });

  it('shows a database error inline, as a toast and in the debug details', async () => {
    const { backend, onSaved } = setup();
    type('Titre', 'Clip');
    type('URL', 'https://vimeo.com/76979871');
    chooseType('vimeo');
    backend.failNext('createVideo', new BackendError('internal', 500, 'disk full'));
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "Erreur lors de l'enregistrement: disk full",
      ),
    );
    expect($toasts.get()[0]).toMatchObject({ title: 'Erreur', variant: 'destructive' });
    expect(screen.queryByText(fr.form.debugDetails)).toBeNull();
    fireEvent.click(screen.getByLabelText(fr.form.showDebug));
    expect(screen.getByText(fr.form.debugDetails)).toBeTruthy();
    expect(screen.getByText(/status: 500/)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeTruthy();
  });

  it('shows the spec message when the server answers 413 to the upload', async () => {
    const { backend } = setup();
    type('Titre', 'Clip');
    chooseType('direct');
    pickFile('clip.mp4', 1000);
    backend.failNext('uploadVideo', new BackendError('payload_too_large', 413));
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Le fichier est trop volumineux. Utilisez YouTube ou Vimeo pour les grandes vidéos.',
      ),
    );
  });
});
