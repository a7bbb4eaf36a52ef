import { describe, expect, it } from 'vitest';
import { createHashGate } from './hash-gate.ts';
import { createLinkPasswordLimits, LINK_PASSWORD_LIMITS } from './link-password-limits.ts';

const wrong = async () => false;
const right = async () => true;
const limits = () => createLinkPasswordLimits({ gate: createHashGate() });

async function fail(tries: ReturnType<typeof limits>, client: string, link: string, n: number) {
  for (let i = 0; i < n; i += 1) {
    expect(await tries.attempt(client, link, wrong)).toMatchObject({ kind: 'checked' });
  }
}

describe('link password limits', () => {
  it('5 wrong per client and link, then refused there only; a right one is not counted', async () => {
    const tries = limits();
    await fail(tries, 'c1', 'L1', 4);
    expect(await tries.attempt('c1', 'L1', right)).toEqual({ kind: 'checked', matches: true });
    await fail(tries, 'c1', 'L1', 1);
    expect(await tries.attempt('c1', 'L1', right)).toMatchObject({ kind: 'refused' });
    expect(await tries.attempt('c2', 'L1', right)).toMatchObject({ kind: 'checked' });
    expect(await tries.attempt('c1', 'L2', right)).toMatchObject({ kind: 'checked' });
  });

  it('20 wrong per client across links', async () => {
    const tries = limits();
    for (let link = 0; link < 4; link += 1) await fail(tries, 'c1', `L${link}`, 5);
    expect(await tries.attempt('c1', 'L9', right)).toMatchObject({ kind: 'refused' });
    expect(await tries.attempt('c2', 'L9', right)).toMatchObject({ kind: 'checked' });
  });

  it('100 wrong on one link from all clients close it for the window, other links stay open', async () => {
    const tries = limits();
    const clients = LINK_PASSWORD_LIMITS.perLink / LINK_PASSWORD_LIMITS.perClientAndLink;
    for (let c = 0; c < clients; c += 1) await fail(tries, `c${c}`, 'L1', 5);
    const refused = await tries.attempt('newcomer', 'L1', right);
    expect(refused).toMatchObject({ kind: 'refused' });
    expect(refused.kind === 'refused' && refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(await tries.attempt('newcomer', 'L2', right)).toMatchObject({ kind: 'checked' });
  });

  it('the per-link cap takes twenty clients to reach: nineteen leave the link open', async () => {
    const tries = limits();
    for (let c = 0; c < 19; c += 1) await fail(tries, `c${c}`, 'L1', 5);
    expect(await tries.attempt('visitor', 'L1', right)).toEqual({ kind: 'checked', matches: true });
  });
});
