// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, video } from '../../../tests/support/fakes/backend.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { clearToasts } from '../../stores/toasts.ts';
import { Dashboard } from './Dashboard.tsx';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.restoreAllMocks();
});

/** The plan's rows as the numbers of their films, by column ('.' for an empty cell). */
function plan(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-plan-row]')].map((row) => {
    const cells = Array.from({ length: 6 }, () => '.');
    for (const card of row.querySelectorAll<HTMLElement>('[data-plan-id]')) {
      const column = Number(card.dataset.planColumn);
      const span = card.style.gridColumn.includes('span 6')
        ? 6
        : card.style.gridColumn.includes('span 3')
          ? 3
          : 2;
      for (let c = column; c < column + span; c += 1) cells[c - 1] = card.textContent ?? '?';
    }
    return cells.join('');
  });
}

describe('the plan of the public grid on the dashboard', () => {
  it('shows the hole, suggests the layout that fills it, and follows a move at once', async () => {
    const backend = createFakeBackend({
      videos: [video('a', 0), video('b', 1, { layout: 'half' }), video('c', 2)],
    });
    render(<Dashboard backend={backend} navigate={vi.fn()} />);
    await screen.findByRole('heading', { name: fr.ownerSide.planTitle });
    // Normal, then the single half: it must start at column 2, so it goes on a row of its own.
    expect(plan()).toEqual(['11....', '.222cc'.replace(/c/g, '3')]);
    expect(screen.getAllByText(fr.ownerSide.emptyCell)).toHaveLength(2);
    // Vidéo a in full width leaves one empty cell instead of five.
    expect(
      screen.getByText(fr.ownerSide.fillSuggestion('Vidéo a', fr.dashboard.layoutFull)),
    ).toBeTruthy();

    // A move with the keyboard: the plan changes before the server has answered.
    const release = backend.holdNext('reorderVideos');
    const handles = screen.getAllByRole('button', { name: new RegExp(fr.dashboard.dragHandle) });
    fireEvent.keyDown(handles[1] as HTMLElement, { key: 'ArrowUp' });
    expect(plan()).toEqual(['.111' + '22', '33....']);
    release();

    fireEvent.click(screen.getByRole('button', { name: fr.ownerSide.fillApply('Vidéo c') }));
    await waitFor(() =>
      expect(backend.calls.find((c) => c.method === 'setLayout')?.args).toEqual(['c', 'full']),
    );
  });

  it('leaves hidden films out, as the public page does', async () => {
    const backend = createFakeBackend({
      videos: [video('a', 0), video('b', 1, { visible: false }), video('c', 2), video('d', 3)],
    });
    render(<Dashboard backend={backend} navigate={vi.fn()} />);
    await screen.findByRole('heading', { name: fr.ownerSide.planTitle });
    expect(plan()).toEqual(['112233']);
    expect(screen.queryByText(fr.ownerSide.emptyCell)).toBeNull();
  });
});
