// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openedDialog } from '../../../tests/support/data/cards.ts';
import { makeVideo } from '../../../tests/support/data/make-video.ts';
import {
  installManualObserver,
  setIntersecting,
} from '../../../tests/support/fakes/intersection-observer.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { AdminVideoCard } from './AdminVideoCard.tsx';

beforeEach(() => {
  installManualObserver();
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(640);
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const youtube = makeVideo({ id: 'yt', title: 'Un titre très long', slug: 'un-titre' });
const noop = () => {};

describe('the dashboard card', () => {
  it('is the public card, without the film page link', async () => {
    const { container } = render(
      <AdminVideoCard
        video={youtube}
        onEdit={noop}
        onDelete={noop}
        onToggleKeepSmallFormat={noop}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: youtube.title })).toBeTruthy();
    expect(container.querySelector('article[data-video-id="yt"]')).not.toBeNull();
    // Its preview runs as on the public page.
    await act(async () => {
      setIntersecting(true);
      for (let turn = 0; turn < 4; turn++) await new Promise((r) => setTimeout(r, 0));
    });
    expect(container.querySelector('iframe')?.getAttribute('src')).toContain('youtube-nocookie');
  });

  it('toggles keep_small_format at once and passes the changed video to the callback', async () => {
    const onToggle = vi.fn();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <AdminVideoCard
        video={youtube}
        onToggleKeepSmallFormat={onToggle}
        onEdit={onEdit}
        onDelete={onDelete}
      />,
    );
    const checkbox = screen.getByLabelText(fr.dashboard.keepSmallFormat) as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(true);
    expect(onToggle).toHaveBeenCalledWith({ ...youtube, keep_small_format: true });
    fireEvent.click(screen.getByRole('button', { name: fr.dashboard.edit }));
    expect(onEdit).toHaveBeenCalledWith({ ...youtube, keep_small_format: true });
    fireEvent.click(screen.getByRole('button', { name: fr.dashboard.delete }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    // The dialog plays the film as the checkbox now says: small format.
    fireEvent.click(
      screen.getByRole('button', { name: `${fr.portfolio.play} : ${youtube.title}` }),
    );
    expect((await openedDialog()).className).toContain('max-w-3xl');
  });
});
