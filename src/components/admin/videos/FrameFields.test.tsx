// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as form from '../../../../tests/support/fakes/video-form.tsx';
import { fr } from '../../../lib/i18n/fr.ts';

form.quietLogsAndCleanUp();

describe('Format d’image and Remplir le cadre in the video form', () => {
  it('offers every format, Automatique first, and sends the owner’s choice', async () => {
    const { backend, onSaved } = form.setup();
    const select = screen.getByRole('combobox', { name: fr.look.aspectLabel });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Automatique',
      '16:9',
      '1.85:1',
      '2:1',
      '2.39:1',
      '4:3',
      '1:1',
      '9:16',
    ]);
    form.type('Titre', 'Scope');
    form.type('URL', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    fireEvent.change(select, { target: { value: '2.39:1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: fr.look.fillFrame }));
    form.submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(backend.calls.find((c) => c.method === 'createVideo')?.args[0]).toMatchObject({
      aspect_ratio: '2.39:1',
      fill_frame: true,
    });
  });

  it('shows a stored film’s choice and its measured format', () => {
    form.setup([
      'd1',
      0,
      {
        video_type: 'direct',
        url: '/media/a.mp4',
        aspect_ratio: '4:3',
        fill_frame: true,
        source_width: 1920,
        source_height: 804,
      },
    ]);
    const select = screen.getByRole('combobox', { name: fr.look.aspectLabel });
    expect((select as HTMLSelectElement).value).toBe('4:3');
    expect(
      (screen.getByRole('checkbox', { name: fr.look.fillFrame }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByText(/Format mesuré : 2,39:1/)).toBeTruthy();
  });
});
