// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { article, bake, pendingSource } from '../../../../tests/support/data/baked-page.ts';
import { direct, near, prepareCardDom, youtube } from '../../../../tests/support/data/cards.ts';
import { makeVideo } from '../../../../tests/support/data/make-video.ts';
import { bakedList } from '../../../lib/card/baked-list.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import type { Video } from '../../../lib/video.ts';
import { sameGrid } from './baked-grid.ts';

// The baked list checked against the live backend: kept when it is the same, drawn again with
// the same card when it differs (baked-grid.test.ts runs the baked cards themselves).

prepareCardDom();

describe('baked grid revalidation', () => {
  it('keeps the baked cards when the live list is the same, and says it is live', async () => {
    const pending = pendingSource();
    const root = bake([youtube, direct], pending.source);
    const before = article('yt');
    pending.answer([{ ...youtube }, { ...direct }]);
    await waitFor(() => expect(root.dataset.state).toBe('live'));
    expect(article('yt')).toBe(before);
  });

  it('draws the live list with the same card when it differs, and runs it', async () => {
    const pending = pendingSource();
    const root = bake([youtube], pending.source);
    pending.answer([makeVideo({ id: 'new', title: 'Documentaire' })]);
    await waitFor(() => expect(root.dataset.state).toBe('live'));
    expect(screen.getByText('Documentaire')).toBeTruthy();
    expect(screen.queryByText(youtube.title)).toBeNull();
    await near(true);
    expect(article('new').querySelector('iframe')).not.toBeNull();
  });

  it('keeps the baked list when revalidation fails, without an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending = pendingSource();
    const root = bake([youtube], pending.source);
    pending.fail(new Error('offline'));
    await waitFor(() => expect(root.dataset.state).toBe('baked'));
    expect(error).toHaveBeenCalled();
    expect(screen.getByText(youtube.title)).toBeTruthy();
    expect(screen.queryByText(fr.portfolio.loadError)).toBeNull();
  });

  it('with nothing baked, shows the load error when revalidation fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending = pendingSource();
    const root = bake(null, pending.source);
    expect(screen.getAllByTestId('skeleton')).toHaveLength(6);
    pending.fail(new Error('offline'));
    await waitFor(() => expect(root.dataset.state).toBe('baked'));
    expect(await screen.findByText(fr.portfolio.loadError)).toBeTruthy();
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
  });

  it('with nothing baked, shows the live list once it answers', async () => {
    const pending = pendingSource();
    const root = bake(null, pending.source);
    expect(screen.getByTestId('portfolio-loading').className).toContain('md:grid-cols-3');
    pending.answer([youtube, direct]);
    await waitFor(() => expect(root.dataset.state).toBe('live'));
    expect(screen.getByText(direct.title)).toBeTruthy();
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
  });

  it('shows the empty text for an empty list, baked or live', async () => {
    const pending = pendingSource();
    const root = bake([], pending.source);
    expect(screen.getByText(fr.portfolio.empty)).toBeTruthy();
    pending.answer([]);
    await waitFor(() => expect(root.dataset.state).toBe('live'));
    expect(screen.getByText(fr.portfolio.empty)).toBeTruthy();
  });

  it('on a category page, compares and shows the live films of that category only', async () => {
    const pub = { ...youtube, category: 'Publicité' };
    const pending = pendingSource();
    const root = bake([pub], pending.source, 'publicite');
    const before = article('yt');
    pending.answer([pub, { ...direct, category: 'Clip' }]);
    await waitFor(() => expect(root.dataset.state).toBe('live'));
    expect(article('yt')).toBe(before);
    expect(screen.queryByText(direct.title)).toBeNull();

    const next = pendingSource();
    const again = bake([pub], next.source, 'publicite');
    next.answer([pub, makeVideo({ id: 'new', title: 'Nouvelle pub', category: 'publicité' })]);
    await waitFor(() => expect(again.dataset.state).toBe('live'));
    expect(screen.getByText('Nouvelle pub')).toBeTruthy();
    expect(screen.getByText(pub.title)).toBeTruthy();
  });

  it('compares only what a card shows', async () => {
    expect(sameGrid([youtube], [{ ...youtube }])).toBe(true);
    expect(sameGrid([youtube], [{ ...youtube, slug: 'autre' }])).toBe(false);
    expect(sameGrid([youtube], [{ ...youtube, category: 'Clip' }])).toBe(false);
    expect(sameGrid([youtube], [{ ...youtube, layout: 'full' }])).toBe(false);
    // The card's laurel mark (src/lib/card/laurel-mark.ts).
    expect(sameGrid([youtube], [{ ...youtube, awards: 'Cannes' }])).toBe(false);
    expect(sameGrid([youtube, direct], [direct, youtube])).toBe(false);
  });

  it('finds the list the page baked without the credits the same as the live list', () => {
    const credited = [
      { ...youtube, year: 2024, director: 'Agnès V.', camera: 'Alexa 35' },
      { ...direct, preview_url: '/media/d.preview.mp4', awards: 'Prix du jury' },
    ];
    expect(sameGrid(bakedList(credited) as Video[], credited)).toBe(true);
  });
});
