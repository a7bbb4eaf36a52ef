import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../../tests/support/temp-data-dir.ts';
import { createHashGate } from '../limits/hash-gate.ts';
import { openStore, type Store } from '../store/open.ts';
import { createAdminStore } from './admins.ts';
import { createAuth } from './auth.ts';
import { bootstrapAdmin, CREATE_ADMIN_HINT } from './bootstrap.ts';

let temp: ReturnType<typeof tempDataDir>;
let store: Store;
beforeEach(() => {
  temp = tempDataDir();
  store = openStore({ dataDir: temp.dir, demo: false });
});
afterEach(() => {
  store.close();
  temp.remove();
});

describe('administrator account at start', () => {
  it('says in one line how to create an account when there is none', async () => {
    const lines: string[] = [];
    await bootstrapAdmin(createAdminStore(store.db), {}, (line) => lines.push(line));
    expect(lines).toEqual([CREATE_ADMIN_HINT]);
    expect(CREATE_ADMIN_HINT).toContain('npm run admin -- set');
  });

  it('creates the account from ADMIN_EMAIL and ADMIN_PASSWORD, then keeps it and its sessions', async () => {
    const auth = createAuth(store.db, { hashGate: createHashGate() });
    const env = { ADMIN_EMAIL: 'Chef@Example.com', ADMIN_PASSWORD: 'correct horse battery' };
    const lines: string[] = [];
    await bootstrapAdmin(auth.admins, env, (line) => lines.push(line));
    expect(lines).toEqual(['FilmFolio: administrator chef@example.com created']);
    const signedIn = await auth.signIn('chef@example.com', env.ADMIN_PASSWORD, '127.0.0.1');
    expect(signedIn.kind).toBe('ok');
    const token = signedIn.kind === 'ok' ? signedIn.token : '';

    await bootstrapAdmin(auth.admins, env, (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    expect(auth.sessions.lookup(token)).not.toBeNull();

    // A new password replaces the hash and ends the sessions opened with the old one.
    await bootstrapAdmin(auth.admins, { ...env, ADMIN_PASSWORD: 'another long password' }, (line) =>
      lines.push(line),
    );
    expect(lines.at(-1)).toBe('FilmFolio: administrator chef@example.com updated');
    expect(auth.sessions.lookup(token)).toBeNull();
    expect((await auth.signIn('chef@example.com', env.ADMIN_PASSWORD, '127.0.0.2')).kind).toBe(
      'invalid',
    );
    expect((await auth.signIn('chef@example.com', 'another long password', '127.0.0.2')).kind).toBe(
      'ok',
    );
  });

  it('refuses to start with a short password or a bad email', async () => {
    const admins = createAdminStore(store.db);
    await expect(
      bootstrapAdmin(admins, { ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short' }),
    ).rejects.toThrow(/12 characters/);
    await expect(
      bootstrapAdmin(admins, {
        ADMIN_EMAIL: 'not-an-email',
        ADMIN_PASSWORD: 'correct horse battery',
      }),
    ).rejects.toThrow(/email/);
    expect(admins.count()).toBe(0);
  });
});
