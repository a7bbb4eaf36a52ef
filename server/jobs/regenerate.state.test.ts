// The rebuild's memory: a change marks the site out of date in the database, a start rebuilds
// what a stopped process left unbuilt, and a failure is retried until one succeeds.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeBuildFolder, fakeBuildFolder } from '../../tests/support/fakes/build.ts';
import { openStore, type Store } from '../store/open.ts';
import { createSiteState } from '../store/site-state.ts';
import { createRegenerator, type Regenerator } from './regenerate.ts';

// Writes <h1>title</h1>, after delayMs; exits 1 while control says fail.
const FAKE_BUILD = `
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const [outDir, work] = process.argv.slice(2);
const control = JSON.parse(readFileSync(join(work, 'control.json'), 'utf8'));
await new Promise((r) => setTimeout(r, control.delayMs));
if (control.fail) { console.error('fake build failed on purpose'); process.exit(1); }
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'index.html'), '<h1>' + control.title + '</h1>');
`;

let temp: FakeBuildFolder['temp'];
let control: FakeBuildFolder['control'];
let command: FakeBuildFolder['command'];
let store: Store;
let regenerators: Regenerator[];
beforeEach(() => {
  ({ temp, control, command } = fakeBuildFolder(FAKE_BUILD, { title: 'first', delayMs: 20 }));
  regenerators = [];
  store = openStore({ dataDir: join(temp.dir, 'data'), demo: false });
});
afterEach(async () => {
  for (const r of regenerators) await r.close();
  store.close();
  temp.remove();
});

/** A regenerator as the server makes it: a new one per "process", on the same database. */
function start(logs: string[] = []): Regenerator {
  const regenerator = createRegenerator({
    root: temp.dir,
    buildsDir: join(store.dataDir, 'site'),
    initialDir: join(temp.dir, 'dist'),
    debounceMs: 30,
    retryFirstMs: 100,
    state: createSiteState(store.db),
    command,
    log: (line) => logs.push(line),
  });
  regenerators.push(regenerator);
  return regenerator;
}

const served = (r: Regenerator) => readFileSync(join(r.siteDir(), 'index.html'), 'utf8');
const waitFor = async (check: () => boolean, ms = 5000) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end; ) {
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(check()).toBe(true);
};

describe('the site state in the database', () => {
  it('a fresh data folder with a served site starts up to date and builds nothing', async () => {
    const r = start();
    expect(createSiteState(store.db).read()).toEqual({ outOfDate: false, failed: false });
    expect(r.status()).toBe('up_to_date');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(r.stats.builds).toBe(0);
  });

  it('a change marks the site out of date until a build from it is served', async () => {
    const r = start();
    r.schedule();
    expect(createSiteState(store.db).read().outOfDate).toBe(true);
    await r.whenIdle();
    expect(served(r)).toBe('<h1>first</h1>');
    expect(createSiteState(store.db).read()).toEqual({ outOfDate: false, failed: false });
  });

  it('a change scheduled just before a stop is built at the next start', async () => {
    const first = start();
    control({ title: 'hidden film gone', delayMs: 20 });
    first.schedule();
    await first.close(); // SIGTERM inside the debounce: nothing was built
    expect(first.stats.builds).toBe(0);
    const restarted = start();
    expect(restarted.status()).toBe('updating');
    await restarted.whenIdle();
    expect(served(restarted)).toBe('<h1>hidden film gone</h1>');
    expect(createSiteState(store.db).read().outOfDate).toBe(false);
  });

  it('a build stopped half way is not a failure, and the next start builds again', async () => {
    const first = start();
    control({ title: 'after restart', delayMs: 1500 });
    first.schedule();
    await waitFor(() => first.status() === 'updating' && existsSync(join(store.dataDir, 'site')));
    await waitFor(() =>
      readdirSync(join(store.dataDir, 'site')).some((name) => name.startsWith('.work-')),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await first.close();
    expect(createSiteState(store.db).read()).toEqual({ outOfDate: true, failed: false });
    // The killed build's work folder is gone (close, or the next start's prune).
    control({ title: 'after restart', delayMs: 20 });
    const restarted = start();
    expect(readdirSync(join(store.dataDir, 'site')).filter((n) => n.startsWith('.work-'))).toEqual(
      [],
    );
    await restarted.whenIdle();
    expect(served(restarted)).toBe('<h1>after restart</h1>');
  });

  it('retries a failed build with backoff, saying "failed" until one succeeds', async () => {
    const logs: string[] = [];
    const r = start(logs);
    control({ title: 'broken', delayMs: 10, fail: true });
    r.schedule();
    await r.whenIdle();
    expect(r.status()).toBe('failed');
    expect(served(r)).toBe('<h1>initial</h1>');
    const firstFailureAt = Date.now();
    await waitFor(() => r.stats.failures === 2);
    const secondFailureAt = Date.now();
    await waitFor(() => r.stats.failures === 3);
    // 100 ms, then twice that (each attempt also takes its own ~10 ms build).
    expect(secondFailureAt - firstFailureAt).toBeGreaterThanOrEqual(100);
    expect(Date.now() - secondFailureAt).toBeGreaterThanOrEqual(200);
    expect(logs.filter((l) => l.includes('rebuild failed'))).toHaveLength(3);
    expect(r.status()).toBe('failed');
    expect(createSiteState(store.db).read()).toEqual({ outOfDate: true, failed: true });
    // A restart remembers the failure until a build succeeds.
    await r.close();
    const restarted = start(logs);
    expect(restarted.status()).toBe('failed');
    control({ title: 'repaired', delayMs: 10 });
    await waitFor(() => restarted.stats.builds === 1);
    expect(restarted.status()).toBe('up_to_date');
    expect(served(restarted)).toBe('<h1>repaired</h1>');
    expect(createSiteState(store.db).read()).toEqual({ outOfDate: false, failed: false });
  });

  it('a failure that is fixed without a new change is picked up by the retry alone', async () => {
    const r = start();
    control({ title: 'broken', delayMs: 10, fail: true });
    r.schedule();
    await r.whenIdle();
    expect(r.stats.failures).toBe(1);
    control({ title: 'fixed by the retry', delayMs: 10 });
    await waitFor(() => r.stats.builds === 1);
    expect(served(r)).toBe('<h1>fixed by the retry</h1>');
    expect(r.status()).toBe('up_to_date');
  });
});
