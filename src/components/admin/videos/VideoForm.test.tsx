// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as form from '../../../../tests/support/fakes/video-form.tsx';
import { fr } from '../../../lib/i18n/fr.ts';
import { $toasts } from '../../../stores/toasts.ts';

form.quietLogsAndCleanUp();

describe('VideoForm fields', () => {
  it('labels every field and defaults to youtube', () => {
    form.setup();
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
    form.setup();
    form.chooseType('direct');
    const input = screen.getByLabelText(fr.form.file);
    expect(input.getAttribute('accept')).toBe(
      'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov',
    );
    expect(screen.getByText('Formats acceptés: mp4, webm, mov (max 50MB)')).toBeTruthy();
    expect(screen.getByText(fr.form.largeVideoWarning)).toBeTruthy();
    expect(screen.queryByLabelText('URL')).toBeNull();
  });

  it('reads Mettre à jour when editing', () => {
    form.setup(['abc', 0]);
    expect(screen.getByRole('button', { name: 'Mettre à jour' })).toBeTruthy();
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Vidéo abc');
  });
});

describe('VideoForm validation', () => {
  it('requires a title', () => {
    form.setup();
    form.submit();
    expect(form.alertText()).toBe('Le titre est requis');
    expect($toasts.get()).toMatchObject([
      { title: 'Erreur', description: 'Le titre est requis', variant: 'destructive' },
    ]);
  });

  it('requires the URL of each type', () => {
    form.setup();
    form.type('Titre', 'Clip');
    form.submit();
    expect(form.alertText()).toBe("L'URL YouTube est requise");
    form.chooseType('vimeo');
    form.submit();
    expect(form.alertText()).toBe("L'URL Vimeo est requise");
  });

  it('clears the error when the type changes', () => {
    form.setup();
    form.submit();
    expect(screen.queryByRole('alert')).not.toBeNull();
    form.chooseType('vimeo');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses addresses that are not YouTube or Vimeo addresses at submit', () => {
    form.setup();
    form.type('Titre', 'Clip');
    form.type('URL', 'pas une adresse');
    form.submit();
    expect(form.alertText()).toBe("L'URL YouTube n'est pas valide");
    form.chooseType('vimeo');
    form.submit();
    expect(form.alertText()).toBe("L'URL Vimeo n'est pas valide");
  });

  it('refuses a YouTube or Vimeo address without a video id at submit', () => {
    form.setup();
    form.type('Titre', 'Clip');
    form.type('URL', 'https://www.youtube.com/watch?v=short');
    form.submit();
    expect(form.alertText()).toBe('URL YouTube invalide');
    form.chooseType('vimeo');
    form.type('URL', 'https://vimeo.com/channels/staff');
    form.submit();
    expect(form.alertText()).toBe('URL Vimeo invalide');
  });

  it('requires a file for a new direct video only', async () => {
    form.setup();
    form.type('Titre', 'Clip');
    form.chooseType('direct');
    form.submit();
    expect(form.alertText()).toBe('Veuillez sélectionner un fichier vidéo');
  });

  it('refuses a file over 50 MB with its size, and a wrong extension, before any upload', () => {
    const { backend } = form.setup();
    form.type('Titre', 'Clip');
    form.chooseType('direct');
    form.pickFile('big.mp4', 62_914_560);
    expect(form.alertText()).toBe(
      'Le fichier est trop volumineux (60.0 MB). La taille maximale est de 50 MB. Utilisez YouTube ou Vimeo pour les grandes vidéos.',
    );
    form.submit();
    expect(form.alertText()).toContain('(60.0 MB)');
    form.pickFile('clip.avi', 1000);
    expect(form.alertText()).toBe(fr.form.fileWrongType);
    form.submit();
    expect(backend.calls.map((c) => c.method)).not.toContain('uploadVideo');
  });
});

describe('VideoForm file size limit', () => {
  it('accepts exactly 52 428 800 bytes and uploads it', async () => {
    const { backend, onSaved } = form.setup();
    form.type('Titre', 'Clip');
    form.chooseType('direct');
    form.pickFile('limit.mp4', 52_428_800);
    expect(screen.queryByRole('alert')).toBeNull();
    form.submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(backend.calls.map((c) => c.method)).toContain('uploadVideo');
  });

  it('refuses 52 428 801 bytes with its size in MB (50.0) before any upload', () => {
    const { backend } = form.setup();
    form.type('Titre', 'Clip');
    form.chooseType('direct');
    form.pickFile('limit.mp4', 52_428_801);
    // One byte over 50 MiB still reads 50.0 with one decimal: the limit is on bytes, not on the text.
    expect(form.alertText()).toBe(fr.form.fileTooLarge('50.0'));
    form.submit();
    expect(form.alertText()).toBe(fr.form.fileTooLarge('50.0'));
    expect(backend.calls.map((c) => c.method)).not.toContain('uploadVideo');
  });
});

describe('VideoForm live URL check', () => {
  it('goes from checking to invalid with the example host', async () => {
    form.setup();
    form.type('URL', 'https://example.com/video');
    expect(screen.getByText(fr.form.checking)).toBeTruthy();
    expect(
      await screen.findByText(
        "L'URL YouTube n'est pas valide. Utilisez un format comme: https://www.youtube.com/watch?v=XXXXXXXXXXX",
      ),
    ).toBeTruthy();
    form.chooseType('vimeo');
    expect(
      await screen.findByText(
        "L'URL Vimeo n'est pas valide. Utilisez un format comme: https://vimeo.com/XXXXXXXXX",
      ),
    ).toBeTruthy();
  });

  it('shows a preview iframe for a valid address and clears when emptied', async () => {
    form.setup();
    form.type('URL', 'https://youtu.be/dQw4w9WgXcQ');
    expect(await screen.findByText(fr.form.urlValid)).toBeTruthy();
    const frame = screen.getByTitle(fr.form.preview);
    expect(frame.getAttribute('src')).toContain(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    form.chooseType('vimeo');
    form.type('URL', 'https://vimeo.com/76979871');
    await waitFor(() =>
      expect(screen.getByTitle(fr.form.preview).getAttribute('src')).toContain(
        'https://player.vimeo.com/video/76979871',
      ),
    );
    form.type('URL', '');
    expect(screen.queryByTitle(fr.form.preview)).toBeNull();
    expect(screen.queryByText(fr.form.checking)).toBeNull();
  });
});
