import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_ENV } from './credentials.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A running `node server/main.ts` that a test can stop with any signal. */
export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  pid: number;
  /** Everything the server printed, for assertions and for failure messages. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface SpawnOptions {
  env?: Record<string, string>;
  /** Reuse a data dir (e.g. to restart on the same content); a fresh temp dir otherwise. */
  dataDir?: string;
  /** A fixed port, for crash-and-restart tests; a free one otherwise. */
  port?: number;
  /** Working folder of the server, whose dist/ it serves (the repository root by default). */
  cwd?: string;
  timeoutMs?: number;
}

export interface StartedServer extends ServerProcess {
  /** SIGTERM (SIGKILL after 5 s), then the temp data dir is removed if this helper made it. */
  stop(): Promise<void>;
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

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The environment `npm start` would have: vitest's own variables (NODE_ENV=test, VITEST*) left out. */
function launchEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  return env;
}

/**
 * Spawns the real local server (serving the already built dist/; the test command builds it once
 * before vitest runs) on 127.0.0.1 and waits until GET /api/videos answers.
 */
export async function spawnServer(options: SpawnOptions = {}): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-data-'));
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [path.join(ROOT, 'server/main.ts')], {
    cwd: options.cwd ?? ROOT,
    env: {
      ...launchEnv(),
      ASTRO_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // The server would otherwise fetch i.ytimg.com after a YouTube save: tests stay on loopback.
      COPY_YOUTUBE_THUMBNAILS: '0',
      FETCH_VIMEO_THUMBNAILS: '0',
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
    const ready = await fetch(`${url}/api/videos`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`server did not answer on ${port} in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, dataDir, pid: child.pid ?? 0, output: () => log, kill };
}

/** spawnServer for a whole suite: stop() also removes the temp data dir it created. */
export async function startServer(options: SpawnOptions = {}): Promise<StartedServer> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-data-'));
  const server = await spawnServer({ ...options, dataDir }).catch((error: unknown) => {
    if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await server.kill('SIGTERM');
    if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...server, stop };
}

/** The shared spawn with the administrator account the fault and load suites sign in with. */
export function spawnAdminServer(options: SpawnOptions = {}): Promise<ServerProcess> {
  return spawnServer({
    ...options,
    env: { ...ADMIN_ENV, ...options.env },
  });
}
