// A Supabase-mode build fails closed: when the project cannot be read it exits non-zero with one
// line naming what and where (so the deploy workflow publishes nothing and the last good site
// stays); an empty but readable project still builds its empty states.
// In the e2e project: builds from one checkout must not run beside each other (.astro/.prerender).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';
import { runSupabaseBuild } from '../support/supabase/site.ts';
import { type StandIn, startStandIn } from '../support/supabase/stand-in.ts';

/** A port on 127.0.0.1 that was free a moment ago and now refuses connections. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const STOPPED = /^FilmFolio build stopped: could not read .*$/gm;

let standIn: StandIn;
let home: string;

beforeAll(async () => {
  standIn = await startStandIn();
  home = makeTempDir('filmfolio-fail-closed-');
});

afterAll(async () => {
  await standIn?.close();
  fs.rmSync(home, { recursive: true, force: true });
});

describe('Supabase-mode build', () => {
  it('stops with one line when the project is unreachable', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const run = await runSupabaseBuild({ url, anonKey: standIn.anonKey }, path.join(home, 'a'));
    expect(run.code).not.toBe(0);
    const lines = run.output.match(STOPPED) ?? [];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`from ${url}/rest/v1/(videos|site_settings|video_slug_history): .*ECONNREFUSED`),
    );
  });

  it('stops with one line when the project refuses the key', async () => {
    const run = await runSupabaseBuild(
      { url: standIn.url, anonKey: 'not-the-anon-key' },
      path.join(home, 'b'),
    );
    expect(run.code).not.toBe(0);
    const lines = run.output.match(STOPPED) ?? [];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`from ${standIn.url}/rest/v1/`);
    expect(lines[0]).toContain('Invalid API key');
  });

  it('builds the empty states of an empty but readable project', async () => {
    const dist = path.join(home, 'c');
    const run = await runSupabaseBuild({ url: standIn.url, anonKey: standIn.anonKey }, dist);
    expect(run.output.match(STOPPED) ?? []).toEqual([]);
    expect(run.code).toBe(0);
    const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(index).toContain(fr.portfolio.empty);
    expect(index).not.toContain(fr.portfolio.loadError);
    expect(fs.existsSync(path.join(dist, 'sitemap.xml'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'films'))).toBe(false);
  });
});
