// Shared by the VideoForm suites: render with a fake backend, and the user's gestures.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { VideoForm } from '../../../src/components/admin/videos/VideoForm.tsx';
import { fr } from '../../../src/lib/i18n/fr.ts';
import { clearToasts } from '../../../src/stores/toasts.ts';
import { createFakeBackend, video } from './backend.ts';

export function quietLogsAndCleanUp(): void {
  beforeEach(() => {
    // Failures are logged on purpose (logged and shown); keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.restoreAllMocks();
  });
}
export function setup(
  existing: Parameters<typeof video> | null = null,
  categories: readonly string[] = [],
) {
  const backend = createFakeBackend();
  const onSaved = vi.fn();
  const capturePoster = vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' }));
  const current = existing ? video(...existing) : null;
  if (current) backend.videos.push(current);
  const view = render(
    <VideoForm
      backend={backend}
      video={current}
      onSaved={onSaved}
      capturePoster={capturePoster}
      categories={categories}
    />,
  );
  return { backend, onSaved, capturePoster, view };
}

export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const submit = (name: string = fr.form.add) =>
  fireEvent.click(screen.getByRole('button', { name }));
export const chooseType = (value: 'youtube' | 'vimeo' | 'direct') => {
  const radio = document.querySelector<HTMLInputElement>(
    `input[name="video_type"][value="${value}"]`,
  );
  if (!radio) throw new Error(`no radio ${value}`);
  fireEvent.click(radio);
};
export const alertText = () => screen.getByRole('alert').textContent;
export function pickFile(name: string, size: number) {
  const file = new File(['x'], name, { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(screen.getByLabelText(fr.form.file), { target: { files: [file] } });
  return file;
}
