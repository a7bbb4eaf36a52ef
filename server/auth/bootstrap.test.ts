import { describe, expect, it } from 'vitest';
import { storePerTest } from '../../tests/support/harness/store-per-test.ts';
import { createHashGate } from '../limits/hash-gate.ts';
import type { Store } from '../store/open.ts';
import { createAdminStore } from './admins.ts';
import { createAuth } from './auth.ts';
import {
  ADMIN_ENV_NOT_RECREATED,
  ADMIN_ENV_WARNING,
  bootstrapAdmin,
  CREATE_ADMIN_HINT,
  setAdmin,
} from './bootstrap.ts';

let store: Store;
storePerTest((opened) => {
  store = opened;
});

describe('administrator account at start', () => {
  it('says in one line how to create an account when there is none', async () => {
    const lines: string[] = [];
    await bootstrapAdmin(createAdminStore(store.db), null, (line) => lines.push(line));
    expect(lines).toEqual([CREATE_ADMIN_HINT]);
    expect(CREATE_ADMIN_HINT).toContain('npm run admin -- set');
  });

  it('creates the account from ADMIN_EMAIL and ADMIN_PASSWORD, then keeps it and its sessions', async () => {
    const auth = createAuth(store.db, { hashGate: createHashGate() });
    const env = { email: 'Chef@Example.com', password: 'correct horse battery' };
    const lines: string[] = [];
    await bootstrapAdmin(auth.admins, env, (line) => lines.push(line));
    expect(lines).toEqual(['FilmFolio: administrator chef@example.com created']);
    const signedIn = await auth.signIn('chef@example.com', env.password, '127.0.0.1');
    expect(signedIn.kind).toBe('ok');
    const token = signedIn.kind === 'ok' ? signedIn.token : '';

    await bootstrapAdmin(auth.admins, env, (line) => lines.push(line));
    expect(lines.slice(1)).toEqual([ADMIN_ENV_WARNING('chef@example.com')]);
    expect(auth.sessions.lookup(token)).not.toBeNull();
  });

  it('never puts back the environment password over one the owner changed', async () => {
    const auth = createAuth(store.db, { hashGate: createHashGate() });
    const env = { email: 'chef@example.com', password: 'correct horse battery' };
    await bootstrapAdmin(auth.admins, env, () => undefined);
    // The owner changes it (as "Mon compte" or `npm run admin -- set` do).
    expect(await setAdmin(auth.admins, env.email, 'the owner chose this one')).toEqual({
      ok: true,
      outcome: 'updated',
    });
    const signedIn = await auth.signIn(env.email, 'the owner chose this one', '127.0.0.1');
    const token = signedIn.kind === 'ok' ? signedIn.token : '';
    expect(token).not.toBe('');

    const lines: string[] = [];
    await bootstrapAdmin(auth.admins, env, (line) => lines.push(line));
    expect(lines).toEqual([ADMIN_ENV_WARNING('chef@example.com')]);
    expect(lines[0]).toMatch(/warning: ADMIN_EMAIL\/ADMIN_PASSWORD are set/);
    expect(auth.sessions.lookup(token)).not.toBeNull();
    expect((await auth.signIn(env.email, env.password, '127.0.0.2')).kind).toBe('invalid');
    expect((await auth.signIn(env.email, 'the owner chose this one', '127.0.0.3')).kind).toBe('ok');
  });

  it('refuses to create an account with a short password or a bad email', async () => {
    const admins = createAdminStore(store.db);
    await expect(
      bootstrapAdmin(admins, { email: 'a@example.com', password: 'short' }),
    ).rejects.toThrow(/12 characters/);
    await expect(
      bootstrapAdmin(admins, { email: 'not-an-email', password: 'correct horse battery' }),
    ).rejects.toThrow(/email/);
    expect(admins.count()).toBe(0);
  });

  it('does not create again an account removed from this data folder, and says so', async () => {
    const auth = createAuth(store.db, { hashGate: createHashGate() });
    const env = { email: 'chef@example.com', password: 'correct horse battery' };
    await bootstrapAdmin(auth.admins, env, () => undefined);
    // `npm run admin -- remove chef@example.com`
    expect(auth.admins.remove(env.email)).toBe(true);

    const lines: string[] = [];
    await bootstrapAdmin(auth.admins, env, (line) => lines.push(line));
    expect(auth.admins.count()).toBe(0);
    expect(lines).toEqual([ADMIN_ENV_NOT_RECREATED('chef@example.com'), CREATE_ADMIN_HINT]);
    expect((await auth.signIn(env.email, env.password, '127.0.0.1')).kind).toBe('invalid');
    // Another address in the variables is no way back in either.
    await bootstrapAdmin(auth.admins, { ...env, email: 'autre@example.com' }, () => undefined);
    expect(auth.admins.count()).toBe(0);
  });

  it('remembers an account made any other way (command line, setup page) the same', async () => {
    const admins = createAdminStore(store.db);
    expect(admins.everHadAccount()).toBe(false);
    await setAdmin(admins, 'chef@example.com', 'correct horse battery');
    admins.remove('chef@example.com');
    expect(admins.everHadAccount()).toBe(true);
  });
});
