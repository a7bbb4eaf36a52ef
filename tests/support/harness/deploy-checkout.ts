// The production layout the deployment tests rehearse (docs/deployment.md): a read-only copy of
// the checkout owned by root, data folders outside it, and the service run as an unprivileged
// user (nobody) when the tests run as root, so that "read-only" is real.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  mkdirSync,
  readdirSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from './server.ts';

const NOBODY = 65534;
export const AS_ROOT = process.getuid?.() === 0;

/** What a clone holds that the server and its build read; node_modules is linked, not copied. */
const CHECKOUT_PARTS = [
  'src',
  'public',
  'server',
  'integrations',
  'demo',
  'scripts',
  'astro.config.mjs',
  'package.json',
  'tsconfig.json',
];

function makeReadOnly(path: string): void {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) makeReadOnly(child);
    else if (entry.isFile()) chmodSync(child, 0o444);
  }
  chmodSync(path, 0o555);
}

/** `<parent>/app`: a copy of the checkout, `chmod -R a-w`, with the packages installed. */
export function readOnlyCheckout(parent: string): string {
  chmodSync(parent, 0o755);
  const app = join(parent, 'app');
  mkdirSync(app);
  for (const part of CHECKOUT_PARTS) cpSync(join(ROOT, part), join(app, part), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(app, 'node_modules'));
  makeReadOnly(app);
  if (AS_ROOT) letOthersReach(ROOT);
  return app;
}

/**
 * The service user reaches the packages through the link into this checkout: every folder above
 * it must let others pass (a clone made in `mktemp -d`, mode 0700, does not). Only the search bit
 * is added; nothing becomes listable or readable that was not.
 */
function letOthersReach(path: string): void {
  for (let dir = path; dir !== dirname(dir); dir = dirname(dir)) {
    const mode = statSync(dir).mode & 0o7777;
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
  }
}

/** Makes a folder writable again so that the temporary tree can be removed by anyone. */
export function makeWritable(path: string): void {
  chmodSync(path, 0o755);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory()) makeWritable(join(path, entry.name));
  }
}

/** A folder the service user owns (the systemd unit's StateDirectory). */
export function serviceFolder(path: string): string {
  mkdirSync(path, { recursive: true });
  if (AS_ROOT) chownSync(path, NOBODY, NOBODY);
  return path;
}

/** Runs node with `args` as the service user, in `cwd`, with `env` only (plus PATH). */
export function spawnAsService(
  args: string[],
  options: { cwd: string; env: Record<string, string>; input?: string },
): ChildProcess {
  const node = process.execPath;
  const command = AS_ROOT
    ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--', node, ...args]
    : [node, ...args];
  const [file, ...rest] = command as [string, ...string[]];
  const child = spawn(file, rest, {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...options.env },
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  // What a terminal would give a script that asks (the password of `admin.ts set`).
  if (options.input !== undefined) child.stdin?.end(options.input);
  return child;
}

/** Resolves with the exit code and everything printed. */
export function finished(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

export interface Service {
  port: number;
  output(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `node server/main.ts` as the systemd unit of docs/deployment.md runs it, once it answers. */
export async function startService(
  app: string,
  port: number,
  env: Record<string, string>,
): Promise<Service> {
  const child = spawnAsService([join(app, 'server', 'main.ts')], {
    cwd: app,
    env: { HOST: '127.0.0.1', PORT: String(port), ASTRO_TELEMETRY_DISABLED: '1', ...env },
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (const deadline = Date.now() + 60_000; ; ) {
    if (child.exitCode !== null) throw new Error(`the service exited (${child.exitCode}):\n${log}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the service did not answer:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    output: () => log,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exit;
    },
  };
}

/** Hands a folder made by the test (root) to the service user, as `chown -R filmfolio:` would. */
export function giveToService(path: string): void {
  if (!AS_ROOT) return;
  chownSync(path, NOBODY, NOBODY);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) giveToService(child);
    else chownSync(child, NOBODY, NOBODY);
  }
}
