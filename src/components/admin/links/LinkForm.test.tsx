// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeVideo } from '../../../../tests/support/data/make-video.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import type { LinkInput, PrivateLink } from '../../../lib/private-link.ts';
import { LinkForm } from './LinkForm.tsx';

afterEach(cleanup);

const t = fr.privateLinks;
const videos = ['Un', 'Deux', 'Trois'].map((title, i) =>
  makeVideo({ id: `v${i + 1}`, title, order_position: i }),
);
const order = () =>
  within(screen.getByRole('list', { name: t.order }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span:nth-child(2)')?.textContent);

function setup(link?: PrivateLink) {
  const onSubmit = vi.fn(async (_input: LinkInput) => undefined);
  render(
    <LinkForm
      videos={videos}
      onSubmit={onSubmit}
      onCancel={() => undefined}
      {...(link ? { link } : {})}
    />,
  );
  return onSubmit;
}

describe('LinkForm: the order of the films', () => {
  it('lists ticked films in ticking order, moves them, and sends that order', async () => {
    const onSubmit = setup();
    expect(screen.queryByRole('list', { name: t.order })).toBeNull();
    for (const title of ['Trois', 'Un', 'Deux']) {
      fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(title) }));
    }
    expect(order()).toEqual(['Trois', 'Un', 'Deux']);
    fireEvent.click(screen.getByRole('button', { name: `${t.moveUp} Deux` }));
    expect(order()).toEqual(['Trois', 'Deux', 'Un']);
    fireEvent.click(screen.getByRole('button', { name: `${t.moveDown} Trois` }));
    expect(order()).toEqual(['Deux', 'Trois', 'Un']);
    // At the ends the buttons say so and do nothing.
    const top = screen.getByRole('button', { name: `${t.moveUp} Deux` });
    expect(top.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(top);
    expect(order()).toEqual(['Deux', 'Trois', 'Un']);
    expect(screen.getByText(t.filmMoved('Trois', 2, 3))).toBeTruthy();

    fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'Lumen' } });
    fireEvent.click(screen.getByRole('button', { name: t.submitCreate }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].video_ids).toEqual(['v2', 'v3', 'v1']);
  });

  it('opens an edit with the stored order, dropping a film that no longer exists', async () => {
    const link = {
      id: 'l1',
      token: 'x'.repeat(43),
      name: 'Lumen',
      message: null,
      has_password: false,
      expires_on: null,
      disabled: false,
      views: 0,
      last_visit_at: null,
      video_ids: ['v3', 'gone', 'v1'],
      created_at: '2026-01-01T00:00:00.000Z',
    } satisfies PrivateLink;
    const onSubmit = setup(link);
    expect(order()).toEqual(['Trois', 'Un']);
    fireEvent.click(screen.getByRole('checkbox', { name: /Un/ }));
    expect(order()).toEqual(['Trois']);
    fireEvent.click(screen.getByRole('button', { name: t.submitEdit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].video_ids).toEqual(['v3']);
  });
});
