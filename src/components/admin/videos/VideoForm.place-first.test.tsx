// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { video } from '../../../../tests/support/fakes/backend.ts';
import * as form from '../../../../tests/support/fakes/video-form.tsx';
import { BackendError } from '../../../backend/port.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { sortVideos } from '../../../lib/layout.ts';
import { $toasts } from '../../../stores/toasts.ts';

form.quietLogsAndCleanUp();

async function add(title: string, first: boolean) {
  const { backend, onSaved } = form.setup();
  backend.videos.push(video('a', 0), video('b', 1));
  form.type('Titre', title);
  form.type('URL', 'https://youtu.be/dQw4w9WgXcQ');
  const box = screen.getByRole('checkbox', { name: fr.ownerSide.placeFirst }) as HTMLInputElement;
  expect(box.checked).toBe(false);
  if (first) fireEvent.click(box);
  form.submit();
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  return { backend, titles: sortVideos(await backend.listVideos()).map((v) => v.title) };
}

describe('Placer en tête de liste', () => {
  it('keeps the spec default: a new film goes at the end', async () => {
    const { titles } = await add('Nouveau', false);
    expect(titles).toEqual(['Vidéo a', 'Vidéo b', 'Nouveau']);
  });

  it('puts the new film first when ticked, the others in their order after it', async () => {
    const { titles } = await add('Nouveau', true);
    expect(titles).toEqual(['Nouveau', 'Vidéo a', 'Vidéo b']);
  });

  it('keeps the film saved at the end, and says so, when the new order cannot be saved', async () => {
    const { backend, onSaved } = form.setup();
    backend.videos.push(video('a', 0));
    backend.failNext('reorderVideos', new BackendError('internal', 500));
    form.type('Titre', 'Nouveau');
    form.type('URL', 'https://youtu.be/dQw4w9WgXcQ');
    fireEvent.click(screen.getByRole('checkbox', { name: fr.ownerSide.placeFirst }));
    form.submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const titles = sortVideos(await backend.listVideos()).map((v) => v.title);
    expect(titles).toEqual(['Vidéo a', 'Nouveau']);
    expect($toasts.get().map((t) => t.description)).toContain(fr.ownerSide.placeFirstFailed);
  });

  it('is not offered when editing', () => {
    form.setup(['a', 0]);
    expect(screen.queryByRole('checkbox', { name: fr.ownerSide.placeFirst })).toBeNull();
  });
});
