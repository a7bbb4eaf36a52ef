import { describe, expect, it } from 'vitest';
import { storePerTest } from '../../tests/support/harness/store-per-test.ts';
import type { Store } from '../store/open.ts';
import { createAdminStore } from './admins.ts';
import { createSetupGate, SETUP_TOKEN_TTL_MS, setupLine } from './setup-gate.ts';

let store: Store;
storePerTest((opened) => {
  store = opened;
});

describe('setup gate', () => {
  it('issues a 256-bit base64url token, good once', () => {
    const gate = createSetupGate(createAdminStore(store.db));
    const token = gate.issue() ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(gate.take(`${token.slice(0, -1)}x`)).toBe(false);
    expect(gate.take(token)).toBe(true);
    expect(gate.take(token)).toBe(false);
  });

  it('expires after one hour, and a new issue replaces the old token', () => {
    let now = 1_000;
    const gate = createSetupGate(createAdminStore(store.db), () => now);
    const first = gate.issue() ?? '';
    const second = gate.issue() ?? '';
    expect(second).not.toBe(first);
    expect(gate.take(first)).toBe(false);
    now += SETUP_TOKEN_TTL_MS;
    expect(gate.take(second)).toBe(false);
    const third = gate.issue() ?? '';
    now += SETUP_TOKEN_TTL_MS - 1;
    expect(gate.take(third)).toBe(true);
  });

  it('is closed and issues nothing once an administrator exists', () => {
    const admins = createAdminStore(store.db);
    const gate = createSetupGate(admins);
    expect(gate.isOpen()).toBe(true);
    admins.upsert('a@b.fr', 'hash');
    expect(gate.isOpen()).toBe(false);
    expect(gate.issue()).toBeNull();
  });

  it('prints one line with the address, the token after #', () => {
    const line = setupLine('http://127.0.0.1:4321', 'TOKEN');
    expect(line).not.toContain('\n');
    expect(line).toContain('http://127.0.0.1:4321/admin/setup#TOKEN ');
    expect(line).toContain('npm run admin -- set');
  });
});
