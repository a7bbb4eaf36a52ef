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
import type { SiteState } from '../store/site-state.ts';
import { retryDelayMs } from './backoff.ts';
import { makeWorkFolder } from './work-folder.ts';

export const DEFAULT_DEBOUNCE_MS = 1500;
const CURRENT_LINK = 'current';
const BUILD_PREFIX = 'build-';
const WORK_PREFIX = '.work-';

export interface BuildCommand {
  file: string;
  args: string[];
  /** Where it runs (the private work folder); the project folder when not given. */
  cwd?: string;
}

export interface RegeneratorOptions {
  /** The project folder the build runs in. */
  root: string;
  /** Where fresh builds go (one folder each) and the `current` link to the one served. */
  buildsDir: string;
  /** The folder `npm run build` wrote (`dist/`), served until a rebuild is newer. */
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
  /**
   * The build, given its output folder inside its own empty work folder: defaults to
   * `astro build --outDir <dir>` on this same Node, in a private copy of the project.
   */
  command?: (outDir: string, workDir: string) => BuildCommand;
  log?: (line: string) => void;
  /**
   * The database's record of changes and builds (migration 018): a change marks the site out
   * of date, a start finds it so and rebuilds, a failure is remembered across restarts.
   */
  state?: SiteState;
  /** The first retry after a failed build waits this long, doubling after each failure. */
  retryFirstMs?: number;
}

export function astroBuild(root: string): (outDir: string, workDir: string) => BuildCommand {
  return (outDir, workDir) => {
    makeWorkFolder(root, workDir);
    return {
      file: process.execPath,
      args: [
        join(workDir, 'node_modules', 'astro', 'bin', 'astro.mjs'),
        'build',
        '--outDir',
        outDir,
      ],
      cwd: workDir,
    };
  };
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
 * time (a change during a build schedules one more), each in a private work folder whose output
 * replaces the served folder only once complete. A failed build leaves the served site as it
 * was and is tried again with backoff until one succeeds; a start with a change not yet built
 * (or no site at all) builds at once.
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
  let retryTimer: NodeJS.Timeout | undefined;
  let failuresInARow = 0;
  let running: Promise<void> | undefined;
  let child: ChildProcess | undefined;
  let pending = false;
  let closed = false;
  const idleWaiters: Array<() => void> = [];
  const stats = { builds: 0, failures: 0, lastDurationMs: 0 };
  let lastFailed = options.state?.read().failed ?? false;

  // The previous build stays one more round: a page it served may still ask for its assets.
  let previous: string | undefined;
  const prune = () => {
    for (const name of readdirSync(buildsDir)) {
      const dir = join(buildsDir, name);
      const stale = name.startsWith(BUILD_PREFIX) && dir !== current && dir !== previous;
      // A work folder left by a stopped process (prune never runs during a build).
      if (stale || name.startsWith(WORK_PREFIX)) {
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
    { file, args, cwd }: BuildCommand,
    extraEnv: NodeJS.ProcessEnv,
  ): Promise<{ ok: boolean; output: string }> =>
    new Promise((done) => {
      let output = '';
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4000);
      };
      child = spawn(file, args, {
        cwd: cwd ?? options.root,
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
    const id = `${started}-${randomBytes(3).toString('hex')}`;
    const workDir = join(buildsDir, `${WORK_PREFIX}${id}`);
    const outDir = join(workDir, 'out');
    const finalDir = join(buildsDir, `${BUILD_PREFIX}${id}`);
    // Read before the content is: a change committed after this point is built next time.
    const seq = options.state?.changeSeq();
    let prepared: { env: NodeJS.ProcessEnv; done(): void } | undefined;
    let result: { ok: boolean; output: string };
    try {
      mkdirSync(workDir, { mode: 0o700 });
      prepared = options.prepare?.(outDir);
      result = await runBuild(command(outDir, workDir), prepared?.env ?? {});
    } catch (error) {
      result = { ok: false, output: `could not prepare the build: ${String(error)}` };
    } finally {
      prepared?.done();
    }
    const { ok, output } = result;
    child = undefined;
    stats.lastDurationMs = Date.now() - started;
    if (ok && existsSync(join(outDir, 'index.html')) && !closed) {
      renameSync(outDir, finalDir);
      pointTo(finalDir);
      // Requests from now on read the new folder; ones in flight finish on files that still exist.
      previous = current;
      current = finalDir;
      stats.builds += 1;
      lastFailed = false;
      failuresInARow = 0;
      if (seq !== undefined) options.state?.markBuilt(seq);
      rmSync(workDir, { recursive: true, force: true });
      prune();
      log(`FilmFolio: site rebuilt in ${stats.lastDurationMs} ms`);
    } else {
      rmSync(workDir, { recursive: true, force: true });
      // A build stopped by close() did not fail: the next start finds the change unbuilt.
      if (closed) return;
      stats.failures += 1;
      failuresInARow += 1;
      lastFailed = true;
      options.state?.markFailed();
      const waitMs = retryDelayMs(failuresInARow, options.retryFirstMs);
      retryTimer = setTimeout(retry, waitMs);
      log(
        `FilmFolio: site rebuild failed, still serving the previous one; next attempt in ${Math.round(waitMs / 1000)} s\n${output.trim()}`,
      );
    }
  }

  function retry(): void {
    retryTimer = undefined;
    if (!closed && !running && !timer) start();
  }

  function start(): void {
    timer = undefined;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = undefined;
    running = build().finally(() => {
      running = undefined;
      if (pending && !closed) {
        pending = false;
        debounce();
      } else if (!timer) {
        for (const resolveIdle of idleWaiters.splice(0)) resolveIdle();
      }
    });
  }

  /** A change to what the public pages show was committed. */
  function schedule(): void {
    if (closed) return;
    options.state?.markChanged();
    debounce();
  }

  function debounce(): void {
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
  // A change a stopped process never built, or no site to serve at all: build now.
  if (options.state?.read().outOfDate || !existsSync(join(current, 'index.html'))) debounce();

  return {
    /** The folder to serve now. */
    siteDir: (): string => current,
    schedule,
    stats,
    /**
     * Whether the served site shows every committed change (what the dashboard tells the
     * owner): a failure stays 'failed' through its retries until a build succeeds.
     */
    status(): 'up_to_date' | 'updating' | 'failed' {
      if (lastFailed) return 'failed';
      return timer || running ? 'updating' : 'up_to_date';
    },
    /** Resolves once no build is waiting or running (a retry waiting after a failure aside). */
    whenIdle(): Promise<void> {
      if (!timer && !running) return Promise.resolve();
      return new Promise((resolveIdle) => idleWaiters.push(resolveIdle));
    },
    /** Drops a waiting build and stops a running one; the served folder stays. */
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      if (retryTimer) clearTimeout(retryTimer);
      timer = undefined;
      retryTimer = undefined;
      child?.kill('SIGTERM');
      await running;
      for (const resolveIdle of idleWaiters.splice(0)) resolveIdle();
    },
  };
}
