// Every test talks to 127.0.0.1 only (docs/supabase.md, "Offline"). Installed for every vitest
// project (vitest.config.ts setupFiles): a TCP or TLS connection to any other host fails at once
// with OFFLINE_GUARD in its message, instead of leaving the machine. It sits on net.Socket's
// connect, which fetch (undici), node:http, node:https and WebSocket clients all go through, and
// runs before any name lookup, so no DNS question leaves either.
import net from 'node:net';

export const OFFLINE_GUARD = 'offline guard: tests may connect to 127.0.0.1 only';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Whether a test may open a connection to this host (undefined: Node's default, localhost). */
export function isLoopbackHost(host: string | undefined): boolean {
  return host === undefined || host === '' || LOOPBACK.test(host.replace(/^\[|\]$/g, ''));
}

type ConnectTarget = { host?: string | undefined; path?: string | null } | null;

/** The host (or IPC path) one of Socket#connect's call shapes names. */
function targetOf(args: unknown[]): ConnectTarget {
  const [first, second] = args;
  // net.connect hands Socket#connect its arguments already normalised into one array.
  if (Array.isArray(first)) return targetOf(first);
  if (first && typeof first === 'object') return first as { host?: string; path?: string | null };
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    return { host: typeof second === 'string' ? second : undefined };
  }
  if (typeof first === 'string') return { path: first };
  return null;
}

const connect = net.Socket.prototype.connect;
const guarded = Symbol.for('filmfolio.offlineGuard');

if (!(net.Socket.prototype as unknown as Record<symbol, boolean>)[guarded]) {
  (net.Socket.prototype as unknown as Record<symbol, boolean>)[guarded] = true;
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const target = targetOf(args);
    // As net does: a truthy path is a local IPC socket (node:http passes path: null).
    if (target && !target.path && !isLoopbackHost(target.host)) {
      const error = Object.assign(new Error(`${OFFLINE_GUARD} (asked for ${target.host})`), {
        code: 'EOFFLINE',
      });
      process.nextTick(() => this.destroy(error));
      return this;
    }
    return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
}
