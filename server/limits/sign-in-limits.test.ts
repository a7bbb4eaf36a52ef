import { describe, expect, it } from 'vitest';
import { createGate, createHashGate } from './hash-gate.ts';
import { createSignInLimits } from './sign-in-limits.ts';

const EMAIL = 'admin@example.com';
const wrong = async () => false;
const held = () => {
  let open: (value: boolean) => void = () => undefined;
  const result = new Promise<boolean>((resolve) => {
    open = resolve;
  });
  return { verify: () => result, open };
};

describe('sign-in limits', () => {
  it('a simultaneous burst from one client runs one check, and 5 failures then refuse', async () => {
    const limits = createSignInLimits({ maxFailures: 5, windowMs: 60_000 }, createHashGate());
    const first = held();
    const burst = Array.from({ length: 200 }, (_, i) =>
      limits.attempt(EMAIL, '192.0.2.1', i === 0 ? first.verify : wrong),
    );
    first.open(false);
    const outcomes = await Promise.all(burst);
    expect(limits.checks).toBe(1);
    expect(outcomes.filter((o) => o.kind === 'refused')).toHaveLength(199);
    for (let i = 1; i < 5; i += 1) await limits.attempt(EMAIL, '192.0.2.1', wrong);
    expect(limits.checks).toBe(5);
    const refused = await limits.attempt(EMAIL, '192.0.2.1', async () => true);
    expect(refused).toMatchObject({ kind: 'refused' });
    expect(refused.kind === 'refused' && refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(limits.checks).toBe(5);
  });

  it('failures on an email from other clients never refuse its owner, only slow them', async () => {
    const limits = createSignInLimits(
      { maxFailures: 5, windowMs: 60_000, slowDownMs: 150 },
      createHashGate(),
    );
    for (let i = 0; i < 8; i += 1) {
      expect(await limits.attempt(EMAIL, `198.51.100.${i}`, wrong)).toEqual({
        kind: 'checked',
        matches: false,
      });
    }
    const started = performance.now();
    const owner = await limits.attempt(EMAIL, '192.0.2.1', async () => true);
    expect(owner).toEqual({ kind: 'checked', matches: true });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('a success takes the attempt back; an error takes it back too', async () => {
    const limits = createSignInLimits(
      { maxFailures: 2, windowMs: 60_000, slowDownMs: 1 },
      createHashGate(),
    );
    await limits.attempt(EMAIL, '192.0.2.1', wrong);
    await limits.attempt(EMAIL, '192.0.2.1', async () => true);
    await limits.attempt(EMAIL, '192.0.2.1', wrong);
    await expect(
      limits.attempt(EMAIL, '192.0.2.1', () => Promise.reject(new Error('disk'))),
    ).rejects.toThrow('disk');
    expect(await limits.attempt(EMAIL, '192.0.2.1', wrong)).toMatchObject({ kind: 'checked' });
    expect(await limits.attempt(EMAIL, '192.0.2.1', wrong)).toMatchObject({ kind: 'refused' });
  });

  it('limits a client across emails, and an IPv6 /64 counts as one client', async () => {
    const limits = createSignInLimits(
      { maxFailures: 5, windowMs: 60_000, maxClientFailures: 3 },
      createHashGate(),
    );
    for (let i = 0; i < 3; i += 1)
      await limits.attempt(`guess${i}@x.test`, `2001:db8::${i}`, wrong);
    expect(await limits.attempt(EMAIL, '2001:db8::ffff', async () => true)).toMatchObject({
      kind: 'refused',
    });
    expect(await limits.attempt(EMAIL, '2001:db8:0:1::1', async () => true)).toMatchObject({
      kind: 'checked',
      matches: true,
    });
  });

  it('past the waiting queue a sign-in is refused at once, and its attempt is not counted', async () => {
    const limits = createSignInLimits(
      { maxFailures: 1, windowMs: 60_000, slowDownMs: 1 },
      createGate({ concurrency: 1, maxWaiting: 1 }),
    );
    const first = held();
    const running = limits.attempt(EMAIL, '192.0.2.1', first.verify);
    const waiting = limits.attempt(EMAIL, '192.0.2.2', wrong);
    const busy = await limits.attempt(EMAIL, '192.0.2.3', wrong);
    expect(busy).toEqual({ kind: 'refused', retryAfterSeconds: 1 });
    first.open(false);
    await Promise.all([running, waiting]);
    // Not counted: with a limit of 1 failure, .3 may still try.
    expect(await limits.attempt(EMAIL, '192.0.2.3', async () => true)).toMatchObject({
      kind: 'checked',
    });
  });
});
