import { describe, expect, it } from 'vitest';
import { BUSY, createGate } from './hash-gate.ts';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('hash gate', () => {
  it('runs at most `concurrency` tasks, queues the rest in order, refuses past the queue', async () => {
    const gate = createGate({ concurrency: 2, maxWaiting: 2 });
    const holds = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = holds.map((hold, i) =>
      gate.run(async () => {
        started.push(i);
        await hold.promise;
        return i;
      }),
    );
    expect(await gate.run(async () => 'late')).toBe(BUSY);
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    holds[1]?.resolve();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    for (const hold of holds) hold.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('frees the place of a task that throws', async () => {
    const gate = createGate({ concurrency: 1, maxWaiting: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'ok')).toBe('ok');
  });
});
