// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as form from '../../../../tests/support/fakes/video-form.tsx';
import { BackendError } from '../../../backend/port.ts';
import { NO_CREDITS } from '../../../lib/credits.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { $toasts } from '../../../stores/toasts.ts';
import { emptyEnglish } from './video-form-rules.ts';

form.quietLogsAndCleanUp();

describe('VideoForm saving', () => {
  it('adds a YouTube video with the thumbnail derived from its id', async () => {
    const { backend, onSaved } = form.setup();
    form.type('Titre', ' Clip ');
    form.type('URL', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const release = backend.holdNext('createVideo');
    form.submit();
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
      slug: 'clip',
      // Format d'image and Remplir le cadre as the form starts them.
      aspect_ratio: 'auto',
      fill_frame: false,
      ...NO_CREDITS,
      press: [],
      // No English text typed: the backends store none (issue 32).
      en: emptyEnglish(),
    });
    expect($toasts.get()).toMatchObject([
      { title: 'Vidéo ajoutée', description: 'La nouvelle vidéo a été ajoutée avec succès' },
    ]);
  });

  it('sends the English texts typed beside the French ones (issue 32)', async () => {
    const { backend, onSaved } = form.setup();
    form.type('Titre', 'Lumière');
    form.type('URL', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    form.type(fr.languages.englishTitle, 'Light');
    form.type(fr.languages.englishSlug, 'light');
    form.submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const sent = backend.calls.find((c) => c.method === 'createVideo')?.args[0];
    expect(sent).toMatchObject({ title: 'Lumière', en: { title: 'Light', slug: 'light' } });
  });

  it('makes the English address from the English title until the owner types one', async () => {
    const { backend, onSaved } = form.setup();
    form.type('Titre', 'Lumière');
    form.type('URL', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    form.type(fr.languages.englishTitle, 'Golden Light');
    expect((screen.getByLabelText(fr.languages.englishSlug) as HTMLInputElement).value).toBe(
      'golden-light',
    );
    form.type(fr.languages.englishSlug, 'light');
    form.type(fr.languages.englishTitle, 'Golden Light at Dusk');
    form.submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const sent = backend.calls.find((c) => c.method === 'createVideo')?.args[0];
    expect(sent).toMatchObject({ en: { title: 'Golden Light at Dusk', slug: 'light' } });
  });

  it('refuses a malformed English address before sending anything', async () => {
    const { backend } = form.setup();
    form.type('Titre', 'Lumière');
    form.type('URL', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    form.type(fr.languages.englishSlug, 'Pas une adresse');
    form.submit();
    await waitFor(() => expect(form.alertText()).toBe(fr.form.slugInvalid));
    expect(backend.calls.map((c) => c.method)).not.toContain('createVideo');
  });

  it('uploads a direct file with a poster; the bar is gone once the upload reached 100', async () => {
    const { backend, onSaved, capturePoster } = form.setup();
    form.type('Titre', 'Tournage');
    form.chooseType('direct');
    const file = form.pickFile('clip.mp4', 2_000_000);
    const release = backend.holdNext('createVideo');
    form.submit();
    // The fake upload reports 50 then 100 and is done: the row is being created, no bar at 100.
    await waitFor(() => expect(backend.calls.map((c) => c.method)).toContain('createVideo'));
    expect(screen.getByRole('button', { name: fr.form.saving })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => release());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(capturePoster).toHaveBeenCalledWith(file);
    expect(backend.calls.find((c) => c.method === 'createVideo')?.args[0]).toMatchObject({
      url: '/media/clip.mp4',
      video_type: 'direct',
      thumbnail_url: expect.stringMatching(/^\/media\/poster-\d+\.jpg$/),
    });
  });

  it('shows the progress bar only while progress is strictly between 0 and 100', async () => {
    const { backend, onSaved } = form.setup();
    form.type('Titre', 'Tournage');
    form.chooseType('direct');
    form.pickFile('clip.mp4', 2_000_000);
    const steps: Array<() => void> = [];
    const step = () => new Promise<void>((resolve) => steps.push(resolve));
    const next = async () => {
      await waitFor(() => expect(steps.length).toBeGreaterThan(0));
      await act(async () => steps.shift()?.());
    };
    // An upload the test drives step by step: 0, then 50, then 100, then done.
    backend.uploadVideo = async (file, options) => {
      options?.onProgress?.(0);
      await step();
      options?.onProgress?.(50);
      await step();
      options?.onProgress?.(100);
      await step();
      return { url: `/media/${file.name}` };
    };
    form.submit();
    await screen.findByRole('button', { name: fr.form.saving });
    expect(screen.queryByRole('progressbar')).toBeNull();
    await next();
    const bar = screen.getByRole('progressbar', { name: fr.form.uploadProgress });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    await next();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await next();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('keeps the stored file when editing a direct video without a new one', async () => {
    const { backend, onSaved } = form.setup([
      'd1',
      0,
      { video_type: 'direct', url: '/media/a.mp4', thumbnail_url: '/media/a.jpg' },
    ]);
    form.submit('Mettre à jour');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(backend.calls.find((c) => c.method === 'updateVideo')?.args).toEqual([
      'd1',
      {
        title: 'Vidéo d1',
        description: 'Description d1',
        url: '/media/a.mp4',
        video_type: 'direct',
        thumbnail_url: '/media/a.jpg',
        // No slug sent: the backend keeps the film's address.
        slug: null,
        // Début de l'aperçu: an uploaded film's preview starts at 0 unless the owner says.
        preview_start: 0,
        aspect_ratio: 'auto',
        fill_frame: false,
        ...NO_CREDITS,
        press: [],
        en: emptyEnglish(),
      },
    ]);
    expect($toasts.get()[0]).toMatchObject({
      title: 'Vidéo mise à jour',
      description: 'Les modifications ont été enregistrées avec succès',
    });
  });

  it("keeps a Vimeo video's thumbnail while its address names the same video", async () => {
    const thumbnail = 'https://i.vimeocdn.com/video/1-abc_1280';
    const { backend, onSaved } = form.setup([
      'v1',
      0,
      { video_type: 'vimeo', url: 'https://vimeo.com/76979871', thumbnail_url: thumbnail },
    ]);
    form.submit('Mettre à jour');
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(backend.calls.find((c) => c.method === 'updateVideo')?.args[1]).toMatchObject({
      url: 'https://vimeo.com/76979871',
      thumbnail_url: thumbnail,
    });
    // Another video: no thumbnail sent, the backend looks the new one up.
    form.type('URL', 'https://vimeo.com/22439234');
    form.submit('Mettre à jour');
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(backend.calls.filter((c) => c.method === 'updateVideo')[1]?.args[1]).toMatchObject({
      url: 'https://vimeo.com/22439234',
      thumbnail_url: null,
    });
  });

  it('shows a database error inline, as a toast and in the debug details', async () => {
    const { backend, onSaved } = form.setup();
    form.type('Titre', 'Clip');
    form.type('URL', 'https://vimeo.com/76979871');
    form.chooseType('vimeo');
    backend.failNext('createVideo', new BackendError('internal', 500, 'disk full'));
    form.submit();
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

  it('shows the product message when the server answers 413 to the upload', async () => {
    const { backend } = form.setup();
    form.type('Titre', 'Clip');
    form.chooseType('direct');
    form.pickFile('clip.mp4', 1000);
    backend.failNext('uploadVideo', new BackendError('payload_too_large', 413));
    form.submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Le fichier est trop volumineux. Utilisez YouTube ou Vimeo pour les grandes vidéos.',
      ),
    );
  });

  it('needs a file when an edited YouTube video becomes a direct file', () => {
    const { backend } = form.setup(['y1', 0]);
    form.chooseType('direct');
    form.submit('Mettre à jour');
    expect(form.alertText()).toBe(fr.form.fileRequired);
    expect(backend.calls.map((c) => c.method)).not.toContain('updateVideo');
  });

  it('cancels the upload without an error when the form goes away (dialog closed)', async () => {
    const { backend, onSaved, view } = form.setup();
    form.type('Titre', 'Clip');
    form.chooseType('direct');
    form.pickFile('clip.mp4', 1000);
    const release = backend.holdNext('uploadVideo');
    form.submit();
    await screen.findByRole('button', { name: fr.form.saving });
    view.unmount();
    await act(async () => release());
    const options = backend.calls.find((c) => c.method === 'uploadVideo')?.args[1] as {
      signal?: AbortSignal;
    };
    expect(options.signal?.aborted).toBe(true);
    expect(backend.calls.map((c) => c.method)).not.toContain('createVideo');
    expect(onSaved).not.toHaveBeenCalled();
    expect($toasts.get()).toEqual([]);
  });
});
