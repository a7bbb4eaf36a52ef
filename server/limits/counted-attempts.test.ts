import { describe, expect, it } from 'vitest';
import { createCountedAttempts } from './counted-attempts.ts';
import { createGate, createHashGate } from './hash-gate.ts';

const wrong = async () => false;
const right = async () => true;
const held = () => {
  let open: (value: boolean) => void = () => undefined;
  const result = new Promise<boolean>((resolve) => {
    open = resolve;
  });
  return { verify: () => result, open };
};

const twoScopes = (onMatch: 'release' | 'clear', gate = createHashGate()) =>
  createCountedAttempts({ limits: { pair: 2, client: 3 }, windowMs: 60_000, gate, onMatch });
const ask = (client: string, pair: string, verify: () => Promise<boolean>) => ({
  client,
  keys: { pair, client },
  verify,
});

describe('counted attempts', () => {
  it('refuses with a retry-after once any scope is at its limit, without running the check', async () => {
    const attempts = twoScopes('release');
    expect(await attempts.attempt(ask('c1', 'a', wrong))).toEqual({
      kind: 'checked',
      matches: false,
    });
    await attempts.attempt(ask('c1', 'a', wrong));
    const refused = await attempts.attempt(ask('c1', 'a', right));
    expect(refused.kind === 'refused' && refused.retryAfterSeconds).toBeGreaterThan(55);
    // Another pair of the same client still may, until the client's own limit.
    expect(await attempts.attempt(ask('c1', 'b', wrong))).toMatchObject({ kind: 'checked' });
    expect(await attempts.attempt(ask('c1', 'c', right))).toMatchObject({ kind: 'refused' });
    expect(attempts.checks).toBe(3);
  });

  it("'release' gives back the right attempt only; 'clear' forgets the earlier failures too", async () => {
    const released = twoScopes('release');
    const cleared = twoScopes('clear');
    for (const attempts of [released, cleared]) {
      await attempts.attempt(ask('c1', 'a', wrong));
      await attempts.attempt(ask('c1', 'a', right));
      await attempts.attempt(ask('c1', 'a', wrong));
    }
    expect(await released.attempt(ask('c1', 'a', right))).toMatchObject({ kind: 'refused' });
    expect(await cleared.attempt(ask('c1', 'a', right))).toEqual({
      kind: 'checked',
      matches: true,
    });
  });

  it('a simultaneous burst from one client runs one check; the others are refused uncounted', async () => {
    const attempts = twoScopes('release');
    const first = held();
    const burst = Array.from({ length: 50 }, (_, i) =>
      attempts.attempt(ask('c1', 'a', i === 0 ? first.verify : wrong)),
    );
    first.open(false);
    const outcomes = await Promise.all(burst);
    expect(outcomes.filter((o) => o.kind === 'refused')).toHaveLength(49);
    expect(attempts.checks).toBe(1);
    // Only the one check counted: one more failure is still allowed on the pair.
    expect(await attempts.attempt(ask('c1', 'a', wrong))).toMatchObject({ kind: 'checked' });
  });

  it('a full gate refuses at once and counts nothing; a failing check is given back', async () => {
    const gate = createGate({ concurrency: 1, maxWaiting: 0 });
    const attempts = twoScopes('release', gate);
    const hold = held();
    const running = gate.run(hold.verify);
    expect(await attempts.attempt(ask('c1', 'a', wrong))).toEqual({
      kind: 'refused',
      retryAfterSeconds: 1,
    });
    hold.open(true);
    await running;
    await expect(
      attempts.attempt(ask('c1', 'a', () => Promise.reject(new Error('disk')))),
    ).rejects.toThrow('disk');
    await attempts.attempt(ask('c1', 'a', wrong));
    expect(await attempts.attempt(ask('c1', 'a', wrong))).toMatchObject({ kind: 'checked' });
    expect(await attempts.attempt(ask('c1', 'a', wrong))).toMatchObject({ kind: 'refused' });
  });

  it('every check waits in the one gate it is given', async () => {
    const gate = createGate({ concurrency: 1, maxWaiting: 8 });
    const a = twoScopes('release', gate);
    const b = twoScopes('clear', gate);
    const holds = [held(), held()];
    const runs = [
      a.attempt(ask('c1', 'x', (holds[0] as ReturnType<typeof held>).verify)),
      b.attempt(ask('c2', 'y', (holds[1] as ReturnType<typeof held>).verify)),
    ];
    await new Promise((resolve) => setImmediate(resolve));
    expect([gate.running, gate.waiting]).toEqual([1, 1]);
    for (const hold of holds) hold.open(false);
    await Promise.all(runs);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });
});
