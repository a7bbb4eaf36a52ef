import { atom } from 'nanostores';

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it goes away by itself; 0 keeps it until dismissed. */
  durationMs?: number;
}

/** Errors stay longer: they carry what the administrator must read to act. */
export const DEFAULT_DURATION_MS = 5000;
export const DESTRUCTIVE_DURATION_MS = 8000;
const MAX_VISIBLE = 5;

export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function pushToast(input: ToastInput): number {
  const id = nextId++;
  const variant = input.variant ?? 'default';
  const toast: Toast = { id, title: input.title, variant };
  if (input.description !== undefined) toast.description = input.description;
  const next = [...$toasts.get(), toast];
  for (const dropped of next.slice(0, Math.max(0, next.length - MAX_VISIBLE))) {
    dismissToast(dropped.id);
  }
  $toasts.set(next.slice(-MAX_VISIBLE));
  const duration =
    input.durationMs ?? (variant === 'destructive' ? DESTRUCTIVE_DURATION_MS : DEFAULT_DURATION_MS);
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  return id;
}

/** The destructive toast of the error catalogue: title 'Erreur' and the situation's message. */
export function pushError(title: string, description: string): number {
  return pushToast({ title, description, variant: 'destructive' });
}

export function clearToasts(): void {
  for (const id of [...timers.keys()]) dismissToast(id);
  $toasts.set([]);
}

const QUEUE_KEY = 'filmfolio-toasts';

/**
 * For a toast that must survive a full page change (login success, logout, expired session):
 * kept in sessionStorage and shown by the next page's Toaster.
 */
export function queueToast(input: ToastInput): void {
  try {
    const queued = JSON.parse(sessionStorage.getItem(QUEUE_KEY) ?? '[]') as ToastInput[];
    sessionStorage.setItem(QUEUE_KEY, JSON.stringify([...queued, input]));
  } catch {
    pushToast(input);
  }
}

export function replayQueuedToasts(): void {
  let queued: ToastInput[] = [];
  try {
    queued = JSON.parse(sessionStorage.getItem(QUEUE_KEY) ?? '[]') as ToastInput[];
    sessionStorage.removeItem(QUEUE_KEY);
  } catch {
    return;
  }
  for (const input of queued) pushToast(input);
}

/**
 * Toasters mounted now, innermost last. A modal <dialog> makes the rest of the page inert (and
 * covers it), so a dialog mounts its own Toaster and only the innermost one shows the toasts.
 */
export const $toasterStack = atom<number[]>([]);
let nextToasterId = 1;

export function registerToaster(): { id: number; unregister: () => void } {
  const id = nextToasterId++;
  $toasterStack.set([...$toasterStack.get(), id]);
  return { id, unregister: () => $toasterStack.set($toasterStack.get().filter((t) => t !== id)) };
}
