// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeBackend, video } from '../../../../tests/support/fakes/backend.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { SubtitlesSection } from './SubtitlesSection.tsx';

afterEach(cleanup);

const film = video('f1', 0, { video_type: 'direct', url: '/media/f1.mp4' });

function choose(name: string, text: string) {
  const input = screen.getByLabelText(fr.subtitles.file) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name)] } });
}

describe('Sous-titres in the video form', () => {
  it('adds a French WebVTT file and an English SRT, then removes one', async () => {
    const backend = createFakeBackend({ videos: [film] });
    render(<SubtitlesSection backend={backend} video={film} inputClassName="" />);
    expect(screen.getByText(fr.subtitles.none)).toBeTruthy();
    choose('fr.vtt', 'WEBVTT\n\n00:01.000 --> 00:02.000\nBonjour\n');
    fireEvent.click(screen.getByRole('button', { name: fr.subtitles.add }));
    await screen.findByText('Français — Sous-titres');
    choose('en.srt', '1\n00:00:01,000 --> 00:00:02,000\nHello\n');
    fireEvent.change(screen.getByLabelText(fr.subtitles.language), { target: { value: 'en' } });
    fireEvent.change(screen.getByLabelText(fr.subtitles.kind), { target: { value: 'captions' } });
    fireEvent.click(screen.getByRole('button', { name: fr.subtitles.add }));
    await screen.findByText(`English (SME) — ${fr.subtitles.kinds.captions}`);
    expect(backend.videos[0]?.subtitles?.map((t) => [t.language, t.kind])).toEqual([
      ['fr', 'subtitles'],
      ['en', 'captions'],
    ]);
    fireEvent.click(
      screen.getByRole('button', { name: fr.subtitles.remove('Français — Sous-titres') }),
    );
    await waitFor(() => expect(screen.queryByText('Français — Sous-titres')).toBeNull());
    expect(backend.videos[0]?.subtitles).toHaveLength(1);
  });

  it('refuses a bad file in French with its first bad line, sending nothing', async () => {
    const backend = createFakeBackend({ videos: [film] });
    render(<SubtitlesSection backend={backend} video={film} inputClassName="" />);
    choose('fr.vtt', 'WEBVTT\n\n00:01.000 -> 00:02.000\nBonjour\n');
    fireEvent.click(screen.getByRole('button', { name: fr.subtitles.add }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      fr.subtitles.problems.bad_timing(3),
    );
    expect(backend.calls.map((c) => c.method)).not.toContain('addSubtitle');
  });
});
