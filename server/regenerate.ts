import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';

export const DEFAULT_DEBOUNCE_MS = 1500;
const CURRENT_LINK = 'current';
const BUILD_PREFIX = 'build-';

export interface BuildCommand {
  file: string;
  args: string[];
}

export interface RegeneratorOptions {
  /** The project folder the build runs in. */
  root: string;
  /** Where fresh builds go (one folder each) and the `current` link to the one served. */
  buildsDir: string;
  /** The folder `npm start` built, served until a rebuild is newer. */
  initialDir: string;
  /** Passed to the build: DATA_DIR, PUBLIC_*, ... */
  env?: NodeJS.ProcessEnv;
  debounceMs?: number;
  /** Longest a build waits behind new changes (default 10 debounce periods). */
  maxWaitMs?: number;
  /**
   * Runs just before each build, when every change that scheduled it has committed: the extra
   * environment it returns goes to the build, and `done` runs once the build has ended.
   */
  prepare?: (outDir: string) => { env: NodeJS.ProcessEnv; done(): void };
  /** The build: defaults to `astro build --outDir <dir>` on this same Node. */
  command?: (outDir: string) => BuildCommand;
  log?: (line: string) => void;
}

export function astroBuild(root: string): (outDir: string) => BuildCommand {
  return (outDir) => ({
    file: process.execPath,
    args: [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', outDir],
  });
}

const builtAt = (dir: string): number =>
  statSync(join(dir, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? -1;

/** The last rebuild if it is newer than the initial build (a restart without `npm run build`). */
function startingDir(buildsDir: string, initialDir: string): string {
  const link = join(buildsDir, CURRENT_LINK);
  let linked: string | null = null;
  try {
    linked = resolve(buildsDir, readlinkSync(link));
  } catch {
    return initialDir;
  }
  return builtAt(linked) > builtAt(initialDir) ? linked : initialDir;
}

export type Regenerator = ReturnType<typeof createRegenerator>;

/**
 * Rebuilds the static site in the background after content changes: debounced, one build at a
 * time (a change during a build schedules one more), into a fresh folder that replaces the served
 * one only once complete. A failed build leaves the served site as it was.
 */
export function createRegenerator(options: RegeneratorOptions) {
  const buildsDir = resolve(options.buildsDir);
  const debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  const maxWaitMs = options.maxWaitMs ?? 10 * debounceMs;
  let firstScheduledAt = 0;
  const command = options.command ?? astroBuild(options.root);
  const log = options.log ?? ((line: string) => console.log(line));
  mkdirSync(buildsDir, { recursive: true });

  let current = startingDir(buildsDir, resolve(options.initialDir));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let child: ChildProcess | undefined;
  let pending = false;
  let closed = false;
  const idleWaiters: Array<() => void> = [];
  const stats = { builds: 0, failures: 0, lastDurationMs: 0 };
  let lastFailed = false;

  // The previous build stays one more round: a page it served may still ask for its assets.
  let previous: string | undefined;
  const prune = () => {
    for (const name of readdirSync(buildsDir)) {
      const dir = join(buildsDir, name);
      if (name.startsWith(BUILD_PREFIX) && dir !== current && dir !== previous) {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  };

  /** rename() over the old link: readers see the old or the new target, never none. */
  const pointTo = (dir: string) => {
    const temporary = join(buildsDir, `.${CURRENT_LINK}-${randomBytes(4).toString('hex')}`);
    // Relative: the data folder may be moved or mounted elsewhere.
    symlinkSync(basename(dir), temporary);
    renameSync(temporary, join(buildsDir, CURRENT_LINK));
  };

  const runBuild = (
    outDir: string,
    extraEnv: NodeJS.ProcessEnv,
  ): Promise<{ ok: boolean; output: string }> =>
    new Promise((done) => {
      const { file, args } = command(outDir);
      let output = '';
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4000);
      };
      child = spawn(file, args, {
        cwd: options.root,
        env: { ...process.env, ...options.env, ...extraEnv, ASTRO_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      child.on('error', (error) => done({ ok: false, output: `${output}\n${error.message}` }));
      child.on('close', (code) => done({ ok: code === 0, output }));
    });

  async function build(): Promise<void> {
    const started = Date.now();
    const outDir = join(buildsDir, `${BUILD_PREFIX}${started}-${randomBytes(3).toString('hex')}`);
    let prepared: { env: NodeJS.ProcessEnv; done(): void } | undefined;
    let result: { ok: boolean; output: string };
    try {
      prepared = options.prepare?.(outDir);
      result = await runBuild(outDir, prepared?.env ?? {});
    } catch (error) {
      result = { ok: false, output: `could not prepare the build: ${String(error)}` };
    } finally {
      prepared?.done();
    }
    const { ok, output } = result;
    child = undefined;
    stats.lastDurationMs = Date.now() - started;
    if (ok && existsSync(join(outDir, 'index.html')) && !closed) {
      pointTo(outDir);
      // Requests from now on read the new folder; ones in flight finish on files that still exist.
      previous = current;
      current = outDir;
      stats.builds += 1;
      lastFailed = false;
      prune();
      log(`FilmFolio: site rebuilt in ${stats.lastDurationMs} ms`);
    } else {
      stats.failures += 1;
      lastFailed = true;
      rmSync(outDir, { recursive: true, force: true });
      if (!closed)
        log(`FilmFolio: site rebuild failed, still serving the previous one\n${output.trim()}`);
    }
  }

  function start(): void {
    timer = undefined;
    running = build().finally(() => {
      running = undefined;
      if (pending && !closed) {
        pending = false;
        schedule();
      } else if (!timer) {
        for (const resolveIdle of idleWaiters.splice(0)) resolveIdle();
      }
    });
  }

  function schedule(): void {
    if (closed) return;
    if (running) {
      pending = true;
      return;
    }
    // A steady stream of edits postpones the build at most maxWaitMs after the first of them.
    if (timer && Date.now() - firstScheduledAt >= maxWaitMs) return;
    if (timer) clearTimeout(timer);
    else firstScheduledAt = Date.now();
    timer = setTimeout(start, debounceMs);
  }

  prune();

  return {
    /** The folder to serve now. */
    siteDir: (): string => current,
    schedule,
    stats,
    /** Whether the served site shows every committed change (what the dashboard tells the owner). */
    status(): 'up_to_date' | 'updating' | 'failed' {
      if (timer || running) return 'updating';
      return lastFailed ? 'failed' : 'up_to_date';
    },
    /** Resolves once no build is waiting or running. */
    whenIdle(): Promise<void> {
      if (!timer && !running) return Promise.resolve();
      return new Promise((resolveIdle) => idleWaiters.push(resolveIdle));
    },
    /** Drops a waiting build and stops a running one; the served folder stays. */
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      child?.kill('SIGTERM');
      await running;
      for (const resolveIdle of idleWaiters.splice(0)) resolveIdle();
    },
  };
}
