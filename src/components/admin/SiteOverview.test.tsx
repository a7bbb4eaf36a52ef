// @vitest-environment happy-dom
// Issue 34, point 4: the dashboard warns while the server's disk is nearly full, and says it is
// full when uploads are refused; nothing while there is room.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../../tests/support/fakes/backend.ts';
import type { DiskState } from '../../lib/api.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { SiteOverview } from './SiteOverview.tsx';

afterEach(cleanup);

function show(disk: DiskState) {
  const backend = createFakeBackend();
  backend.serverDisk = async () => disk;
  render(<SiteOverview backend={backend} revision={0} />);
}

describe("the dashboard's disk warning", () => {
  it('warns before the disk is full', async () => {
    show('nearly_full');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(fr.diskSpace.nearlyFullTitle);
    expect(alert.textContent).toContain(fr.diskSpace.nearlyFullText);
  });

  it('says the disk is full once uploads no longer fit', async () => {
    show('low');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Espace disque insuffisant sur le serveur',
    );
  });

  it('says nothing while there is room', async () => {
    show('ok');
    await waitFor(() => expect(screen.getByRole('status')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
