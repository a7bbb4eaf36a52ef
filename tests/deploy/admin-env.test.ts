// Issue 20, point 3: with ADMIN_EMAIL/ADMIN_PASSWORD left in the service's environment, a
// password changed under "Mon compte" survives restarts; `npm run admin -- set` still resets it.
// Issue 34, point 7: an account removed with `npm run admin -- remove` is not created again.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '../../src/lib/api.ts';
import { AdminClient } from '../support/harness/admin-client.ts';
import { ADMIN } from '../support/harness/credentials.ts';
import { ROOT, spawnAdminServer as spawnServer } from '../support/harness/server.ts';
import { tempDataDir } from '../support/harness/temp-dirs.ts';

const temp = tempDataDir();
afterAll(() => temp.remove());

const NEW_PASSWORD = 'the owner chose this one';
const RESET_PASSWORD = 'forgotten then reset';

async function signInStatus(url: string, password: string): Promise<number> {
  const res = await fetch(url + API.session, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('ADMIN_EMAIL/ADMIN_PASSWORD at start', () => {
  it('create the account once and never put the old password back', async () => {
    const first = await spawnServer({ dataDir: temp.dir });
    expect(first.output()).toContain(`administrator ${ADMIN.email} created`);
    const owner = new AdminClient(first.url);
    await owner.signIn();
    const change = await owner.raw(
      'PUT',
      API.password,
      JSON.stringify({ current_password: ADMIN.password, new_password: NEW_PASSWORD }),
    );
    expect(change.status).toBe(204);
    await first.kill('SIGTERM');

    // Restart: the same environment (the systemd unit's), as Restart=on-failure would.
    const second = await spawnServer({ dataDir: temp.dir });
    try {
      expect(second.output()).not.toContain('updated');
      expect(second.output()).toContain(
        `warning: ADMIN_EMAIL/ADMIN_PASSWORD are set but ${ADMIN.email} exists`,
      );
      expect(await signInStatus(second.url, ADMIN.password)).toBe(401);
      expect(await signInStatus(second.url, NEW_PASSWORD)).toBe(204);
      // The session that changed the password is still open after the restart.
      const reachable = new AdminClient(second.url);
      reachable.cookie = owner.cookie;
      expect((await reachable.raw('GET', API.siteStatus)).status).toBe(200);

      // A forgotten password: `npm run admin -- set` still resets it, server running.
      const reset = spawnSync(
        process.execPath,
        [join(ROOT, 'scripts/admin.ts'), 'set', ADMIN.email],
        {
          input: `${RESET_PASSWORD}\n`,
          env: { ...process.env, DATA_DIR: temp.dir },
          encoding: 'utf8',
        },
      );
      expect(reset.stdout).toContain(`${ADMIN.email}: updated`);
      expect(await signInStatus(second.url, RESET_PASSWORD)).toBe(204);
      expect(await signInStatus(second.url, NEW_PASSWORD)).toBe(401);
    } finally {
      await second.kill('SIGTERM');
    }
  });

  // Issue 34, point 7: runs after the test above, on the same data folder.
  it('do not bring back an account removed with `npm run admin -- remove`', async () => {
    const removed = spawnSync(
      process.execPath,
      [join(ROOT, 'scripts/admin.ts'), 'remove', ADMIN.email],
      { env: { ...process.env, DATA_DIR: temp.dir }, encoding: 'utf8' },
    );
    expect(removed.status, removed.stderr).toBe(0);
    const third = await spawnServer({ dataDir: temp.dir });
    try {
      expect(third.output()).not.toContain(`administrator ${ADMIN.email} created`);
      expect(third.output()).toContain('this data folder already had an administrator account');
      expect(await signInStatus(third.url, ADMIN.password)).toBe(401);
      expect(await signInStatus(third.url, RESET_PASSWORD)).toBe(401);
    } finally {
      await third.kill('SIGTERM');
    }
  });
});
