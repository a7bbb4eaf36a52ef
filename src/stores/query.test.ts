import { describe, expect, it, vi } from 'vitest';
import { createQuery, invalidate } from './query.ts';

describe('query store', () => {
  it('loads, then reloads on invalidate', async () => {
    let n = 0;
    const q = createQuery('test-a', async () => ++n);
    expect(q.$state.get().status).toBe('loading');
    await q.refetch();
    expect(q.$state.get()).toMatchObject({ status: 'success', data: 1, fetching: false });
    await invalidate('test-a');
    expect(q.$state.get().data).toBe(2);
  });

  it('keeps only the latest answer and reports errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers: Array<(v: number) => void> = [];
    const q = createQuery('test-b', () => new Promise<number>((r) => answers.push(r)));
    const first = q.refetch();
    const second = q.refetch();
    answers[1]?.(2);
    answers[0]?.(1);
    await Promise.all([first, second]);
    expect(q.$state.get().data).toBe(2);
    const failing = createQuery('test-c', () => Promise.reject(new Error('down')));
    await failing.refetch();
    expect(failing.$state.get().status).toBe('error');
    await expect(invalidate('nothing-registered')).resolves.toBeUndefined();
  });
});
