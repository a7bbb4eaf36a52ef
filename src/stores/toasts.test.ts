import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  clearToasts,
  DEFAULT_DURATION_MS,
  DESTRUCTIVE_DURATION_MS,
  dismissToast,
  pushError,
  pushToast,
} from './toasts.ts';

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toasts store', () => {
  it('pushes and dismisses', () => {
    const id = pushToast({ title: 'Vidéo ajoutée', description: 'ok' });
    expect($toasts.get()).toEqual([
      { id, title: 'Vidéo ajoutée', description: 'ok', variant: 'default' },
    ]);
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });

  it('auto-dismisses, errors later than the rest', () => {
    vi.useFakeTimers();
    pushToast({ title: 'a' });
    pushError('Erreur', 'b');
    vi.advanceTimersByTime(DEFAULT_DURATION_MS);
    expect($toasts.get().map((t) => t.title)).toEqual(['Erreur']);
    expect($toasts.get()[0]?.variant).toBe('destructive');
    vi.advanceTimersByTime(DESTRUCTIVE_DURATION_MS - DEFAULT_DURATION_MS);
    expect($toasts.get()).toEqual([]);
  });

  it('keeps a toast with duration 0 and caps the visible list', () => {
    vi.useFakeTimers();
    const sticky = pushToast({ title: 'sticky', durationMs: 0 });
    vi.advanceTimersByTime(60_000);
    expect($toasts.get().map((t) => t.id)).toEqual([sticky]);
    for (let i = 0; i < 7; i++) pushToast({ title: `t${i}` });
    expect($toasts.get().map((t) => t.title)).toEqual(['t2', 't3', 't4', 't5', 't6']);
  });
});

describe('toasts across a page change', () => {
  it('queues in sessionStorage and replays once', async () => {
    const { queueToast, replayQueuedToasts } = await import('./toasts.ts');
    const storage = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    });
    queueToast({ title: 'Déconnexion réussie' });
    expect($toasts.get()).toEqual([]);
    replayQueuedToasts();
    expect($toasts.get().map((t) => t.title)).toEqual(['Déconnexion réussie']);
    replayQueuedToasts();
    expect($toasts.get()).toHaveLength(1);
    vi.unstubAllGlobals();
  });
});
