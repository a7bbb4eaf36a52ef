import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../tests/support/harness/temp-dirs.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const ADMIN_SCRIPT = fileURLToPath(new URL('../scripts/admin.ts', import.meta.url));
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function start(
  dataDir: string,
  demo: Record<string, string> = { DEMO_CONTENT: '1' },
): { child: ChildProcess; url: Promise<string>; output: () => string } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  delete env.DEMO_CONTENT;
  const child = spawn(process.execPath, [MAIN], {
    env: { ...env, ...demo },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  cleanups.push(() => child.kill('SIGKILL'));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /FilmFolio: (http:\/\/127\.0\.0\.1:\d+)\n/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited early (${code}): ${out}`)));
  });
  return { child, url, output: () => out };
}

describe('node server/main.ts', () => {
  it('serves the seeded store, then closes cleanly on SIGTERM', async () => {
    const temp = tempDataDir();
    cleanups.push(temp.remove);
    const { child, url } = start(temp.dir);
    const base = await url;
    const list = (await (await fetch(`${base}/api/videos`)).json()) as unknown[];
    expect(list.length).toBeGreaterThanOrEqual(7);
    const keepAlive = await fetch(`${base}/api/videos`, { headers: { connection: 'keep-alive' } });
    await keepAlive.arrayBuffer();
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });
});

describe('a start on a new data folder', () => {
  it('says it holds the demo when DEMO_CONTENT is not set, and how to start empty', async () => {
    const temp = tempDataDir();
    cleanups.push(temp.remove);
    const first = start(temp.dir, {});
    await first.url;
    expect(first.output()).toContain(
      `FilmFolio: new data folder ${temp.dir} with the demo content (DEMO_CONTENT=0 starts an empty site`,
    );
    first.child.kill('SIGTERM');
    await once(first.child, 'exit');
    // The same folder again: its first start is past, nothing said.
    const again = start(temp.dir, {});
    await again.url;
    expect(again.output()).not.toContain('new data folder');
  });

  it('counts the first start, not the folder: one made by `npm run admin -- set` says it too', async () => {
    const temp = tempDataDir();
    cleanups.push(temp.remove);
    const admin = spawnSync(process.execPath, [ADMIN_SCRIPT, 'set', 'owner@example.fr'], {
      env: { ...process.env, DATA_DIR: temp.dir },
      input: 'a-long-first-password\n',
      encoding: 'utf8',
    });
    expect(admin.status, admin.stderr).toBe(0);
    const { url, output } = start(temp.dir, { DEMO_CONTENT: '0' });
    await url;
    expect(output()).toContain(`FilmFolio: new data folder ${temp.dir}, empty (DEMO_CONTENT=0)`);
  });

  it('says it is empty with DEMO_CONTENT=0', async () => {
    const temp = tempDataDir();
    cleanups.push(temp.remove);
    const { url, output } = start(temp.dir, { DEMO_CONTENT: '0' });
    const base = await url;
    expect(output()).toContain(`FilmFolio: new data folder ${temp.dir}, empty (DEMO_CONTENT=0)`);
    expect(await (await fetch(`${base}/api/videos`)).json()).toEqual([]);
  });
});

describe('a bad configuration value', () => {
  it('stops the server before it opens anything, with one line naming the variable', async () => {
    const temp = tempDataDir();
    cleanups.push(temp.remove);
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, PORT: 'http', DATA_DIR: `${temp.dir}/never` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => child.kill('SIGKILL'));
    let err = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      err += chunk;
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(err).toBe('FilmFolio: PORT="http" is not valid: a whole number from 0 to 65535\n');
    expect(existsSync(`${temp.dir}/never`)).toBe(false);
  });
});
