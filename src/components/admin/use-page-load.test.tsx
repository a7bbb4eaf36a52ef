// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageLoad } from './use-page-load.ts';
import type { SessionState } from './use-session-gate.ts';

// The adapters' errors are structural (src/lib/coded-error.ts): a code and a status.
const coded = (code: string, status: number) => Object.assign(new Error(code), { code, status });

afterEach(cleanup);

function mount(state: SessionState, load: () => Promise<string>) {
  const expired = vi.fn();
  const hook = renderHook(() => usePageLoad({ state, expired }, load, 'test page'));
  return { hook, expired };
}

describe('usePageLoad', () => {
  it('waits for the session, then loads once', async () => {
    const load = vi.fn(async () => 'data');
    const waiting = mount('checking', load);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(waiting.hook.result.current.loaded).toBeNull();
    const { hook } = mount('ok', load);
    await waitFor(() => expect(hook.result.current.loaded).toBe('data'));
    hook.rerender();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);
    expect(hook.result.current.failed).toBe(false);
  });

  it('leaves through expired on a 401, without showing the load error', async () => {
    const load = vi.fn(async () => {
      throw coded('unauthorized', 401);
    });
    const { hook, expired } = mount('ok', load);
    await waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    expect(hook.result.current.failed).toBe(false);
  });

  it('sets failed on any other error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(async () => {
      throw coded('internal', 500);
    });
    const { hook, expired } = mount('ok', load);
    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(expired).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('test page load failed', expect.any(Error));
    error.mockRestore();
  });
});
