// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../../../tests/support/fakes/backend.ts';
import * as form from '../../../../tests/support/fakes/video-form.tsx';
import type { AdminBackend } from '../../../backend/port.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import type { Video } from '../../../lib/video.ts';
import { $toasts } from '../../../stores/toasts.ts';
import { PreviewStatus } from './PreviewStatus.tsx';
import { VideoForm } from './VideoForm.tsx';

form.quietLogsAndCleanUp();

const toastTitles = () => $toasts.get().map((t) => t.description ?? t.title);

describe('feedback that tells the truth', () => {
  it('takes the title error and its toast away once a title is typed, before the success', async () => {
    const { onSaved } = form.setup();
    form.submit();
    expect(form.alertText()).toBe(fr.form.titleRequired);
    expect(toastTitles()).toEqual([fr.form.titleRequired]);
    form.type('Titre', 'Clip');
    // The cause is fixed: the inline message and its red toast go at once.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toastTitles()).toEqual([]);
    form.type('URL', 'https://youtu.be/dQw4w9WgXcQ');
    form.submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // Never the error beside the success that follows.
    expect(toastTitles()).toEqual([fr.toasts.addedText]);
  });

  it('keeps an error whose cause is still there while another field changes', () => {
    form.setup();
    form.submit();
    form.type('Description', 'Un clip');
    expect(form.alertText()).toBe(fr.form.titleRequired);
  });

  it('says the size limit and how to export lighter as soon as a large file is picked', () => {
    form.setup();
    form.chooseType('direct');
    form.pickFile('rush.mov', 62_914_560);
    expect(form.alertText()).toBe(fr.form.fileTooLarge('60.0'));
    expect(screen.getByText(fr.ownerSide.lighterExport)).toBeTruthy();
    const input = screen.getByLabelText(fr.form.file);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    form.pickFile('clip.mp4', 1000);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(fr.ownerSide.lighterExport)).toBeNull();
  });

  it('shows the new card in preparation, never Aperçu manquant, while the copy is under way', async () => {
    // A backend still saying who makes the copy (the server asks ffmpeg's state): held.
    const backend: AdminBackend = Object.assign(Object.create(createFakeBackend()), {
      previewStatus: () => new Promise<never>(() => {}),
    });
    const onSaved = vi.fn();
    render(<VideoForm backend={backend} onSaved={onSaved} capturePoster={async (b) => b} />);
    form.type('Titre', 'Plan-séquence');
    form.chooseType('direct');
    form.pickFile('film.mp4', 1000);
    form.submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const saved = onSaved.mock.calls[0]?.[0] as Video;
    // The list the dashboard reads right after the save: the film has no copy yet.
    const card = render(<PreviewStatus video={{ ...saved, preview_state: 'missing' }} />);
    const state = card.container.querySelector('[data-preview-state]');
    expect(state?.getAttribute('data-preview-state')).toBe('preparing');
    expect(card.queryByText(fr.previews.missing)).toBeNull();
  });
});
