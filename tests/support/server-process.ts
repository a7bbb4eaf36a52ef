import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export const ADMIN = { email: 'admin@filmfolio.test', password: 'Mesure-Robuste-2026!' } as const;

/** A server process we can kill with any signal and start again on the same port and data. */
export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  pid: number;
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface SpawnOptions {
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** Working folder of the server, whose dist/ it serves (the repository root by default). */
  cwd?: string;
  timeoutMs?: number;
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-faults-'));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Spawns `node server/main.ts` (serving the built dist/) and waits until it answers HTTP. Unlike the
 * shared test helper it exposes the pid and accepts a fixed port, for crash-and-restart tests.
 */
export async function spawnServer(options: SpawnOptions = {}): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? tempDataDir();
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [path.join(ROOT, 'server/main.ts')], {
    cwd: options.cwd ?? ROOT,
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);

  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited(child);
      clearTimeout(force);
    }
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `server exited (${child.exitCode ?? child.signalCode}) before listening:\n${log}`,
      );
    }
    if (await portAnswers(port)) {
      const ready = await fetch(`${url}/api/videos`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
    }
    if (Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`server did not answer on ${port} in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, dataDir, pid: child.pid ?? 0, output: () => log, kill };
}
