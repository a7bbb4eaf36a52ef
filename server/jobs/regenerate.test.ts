import { existsSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeBuildFolder, fakeBuildFolder } from '../../tests/support/fakes/build.ts';
import { createRegenerator, type Regenerator } from './regenerate.ts';

// A stand-in for astro build: writes index.html slowly (half a page first), counts its runs,
// detects overlapping runs, and fails on demand. Controlled through control.json.
const FAKE_BUILD = `
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
const [outDir, work] = process.argv.slice(2);
const control = JSON.parse(readFileSync(join(work, 'control.json'), 'utf8'));
try { writeFileSync(join(work, 'running'), '', { flag: 'wx' }); } catch { process.exit(3); }
appendFileSync(join(work, 'runs'), 'x');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'index.html'), '<h1>half');
await sleep(control.delayMs);
rmSync(join(work, 'running'));
if (control.fail) { console.error('fake build failed on purpose'); process.exit(1); }
writeFileSync(join(outDir, 'index.html'), '<h1>' + control.title + '</h1>');
`;

let temp: FakeBuildFolder['temp'];
let control: FakeBuildFolder['control'];
let command: FakeBuildFolder['command'];
let regenerator: Regenerator | undefined;
let logs: string[];
beforeEach(() => {
  ({ temp, control, command } = fakeBuildFolder(FAKE_BUILD, { title: 'first', delayMs: 50 }));
  logs = [];
});
afterEach(async () => {
  await regenerator?.close();
  regenerator = undefined;
  temp.remove();
});

function start(debounceMs = 30, maxWaitMs?: number): Regenerator {
  regenerator = createRegenerator({
    ...(maxWaitMs ? { maxWaitMs } : {}),
    root: temp.dir,
    buildsDir: join(temp.dir, 'data', 'site'),
    initialDir: join(temp.dir, 'dist'),
    debounceMs,
    command,
    log: (line) => logs.push(line),
  });
  return regenerator;
}

const served = (r: Regenerator) => readFileSync(join(r.siteDir(), 'index.html'), 'utf8');
const runs = () =>
  existsSync(join(temp.dir, 'runs')) ? readFileSync(join(temp.dir, 'runs'), 'utf8').length : 0;
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

describe('background rebuild', () => {
  it('serves the initial build, then the new one once complete', async () => {
    const r = start();
    expect(served(r)).toBe('<h1>initial</h1>');
    r.schedule();
    await r.whenIdle();
    expect(served(r)).toBe('<h1>first</h1>');
    expect(r.stats).toMatchObject({ builds: 1, failures: 0 });
    expect(logs.some((line) => line.includes('site rebuilt'))).toBe(true);
  });

  it('debounces a burst of changes into one build', async () => {
    const r = start(150);
    for (let i = 0; i < 5; i += 1) {
      r.schedule();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await r.whenIdle();
    expect(runs()).toBe(1);
  });

  it('does not let a steady stream of changes postpone the build forever', async () => {
    const r = start(150, 400);
    const started = Date.now();
    while (runs() === 0 && Date.now() - started < 3000) {
      r.schedule();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(runs()).toBe(1);
    expect(Date.now() - started).toBeLessThan(1500);
    await r.whenIdle();
  });

  it('keeps serving the old site while a build runs, and swaps only the complete folder', async () => {
    control({ title: 'slow', delayMs: 600 });
    const r = start();
    r.schedule();
    await waitFor(() => existsSync(join(temp.dir, 'running')));
    // The new folder exists and holds half a page, but the old one is what is served.
    expect(served(r)).toBe('<h1>initial</h1>');
    await r.whenIdle();
    expect(served(r)).toBe('<h1>slow</h1>');
  });

  it('keeps the old site and logs when a build fails, and drops the failed folder', async () => {
    const r = start();
    r.schedule();
    await r.whenIdle();
    control({ title: 'broken', delayMs: 20, fail: true });
    r.schedule();
    await r.whenIdle();
    expect(served(r)).toBe('<h1>first</h1>');
    expect(r.stats).toMatchObject({ builds: 1, failures: 1 });
    expect(logs.at(-1)).toMatch(/rebuild failed[\s\S]*fake build failed on purpose/);
    expect(
      readdirSync(join(temp.dir, 'data', 'site')).filter((n) => n.startsWith('build-')),
    ).toHaveLength(1);
  });

  it('never builds twice at once: changes during a build schedule exactly one more', async () => {
    control({ title: 'one', delayMs: 400 });
    const r = start();
    r.schedule();
    await waitFor(() => existsSync(join(temp.dir, 'running')));
    control({ title: 'two', delayMs: 50 });
    r.schedule();
    r.schedule();
    r.schedule();
    await r.whenIdle();
    // An overlapping run would have exited 3 and counted as a failure.
    expect(r.stats).toMatchObject({ builds: 2, failures: 0 });
    expect(runs()).toBe(2);
    expect(served(r)).toBe('<h1>two</h1>');
  });

  it('prunes old builds (keeps the served one and the one before) and a restart serves the latest', async () => {
    const r = start();
    for (const title of ['a', 'b', 'c']) {
      control({ title, delayMs: 10 });
      r.schedule();
      await r.whenIdle();
    }
    const buildsDir = join(temp.dir, 'data', 'site');
    expect(readdirSync(buildsDir).filter((n) => n.startsWith('build-'))).toHaveLength(2);
    expect(resolve(buildsDir, readlinkSync(join(buildsDir, 'current')))).toBe(r.siteDir());
    await r.close();
    const restarted = start();
    expect(served(restarted)).toBe('<h1>c</h1>');
    // A fresh `npm run build` (newer than the last rebuild) wins at the next start.
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(join(temp.dir, 'dist', 'index.html'), '<h1>fresh dist</h1>');
    await restarted.close();
    expect(served(start())).toBe('<h1>fresh dist</h1>');
  });
});

describe('what each build is handed', () => {
  // Writes the value the regenerator handed it through the environment into the page.
  const ECHO_BUILD = `
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const outDir = process.argv[1];
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'index.html'), '<h1>' + (process.env.HANDED ?? 'nothing') + '</h1>');
`;
  const startWith = (prepare: (outDir: string) => { env: NodeJS.ProcessEnv; done(): void }) => {
    regenerator = createRegenerator({
      root: temp.dir,
      buildsDir: join(temp.dir, 'data', 'site'),
      initialDir: join(temp.dir, 'dist'),
      debounceMs: 10,
      prepare,
      command: (outDir) => ({
        file: process.execPath,
        args: ['--input-type=module', '-e', ECHO_BUILD, outDir],
      }),
      log: (line) => logs.push(line),
    });
    return regenerator;
  };

  it('prepares each build when it starts, hands it the environment, then cleans up', async () => {
    const events: string[] = [];
    let value = 'first';
    const r = startWith((outDir) => {
      events.push(`prepare ${existsSync(outDir) ? 'after' : 'before'} the build`);
      return { env: { HANDED: value }, done: () => events.push('done') };
    });
    r.schedule();
    await r.whenIdle();
    expect(served(r)).toBe('<h1>first</h1>');
    // The value is read when the build starts, not when it was scheduled.
    r.schedule();
    value = 'second';
    await r.whenIdle();
    expect(served(r)).toBe('<h1>second</h1>');
    expect(events).toEqual([
      'prepare before the build',
      'done',
      'prepare before the build',
      'done',
    ]);
  });

  it('a build whose preparation fails is a failed build: the served site stays', async () => {
    const r = startWith(() => {
      throw new Error('disk full');
    });
    r.schedule();
    await r.whenIdle();
    expect(served(r)).toBe('<h1>initial</h1>');
    expect(r.status()).toBe('failed');
    expect(logs.join('\n')).toContain('disk full');
  });
});
