import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../tests/support/harness/temp-dirs.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function start(dataDir: string): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_CONTENT: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => child.kill('SIGKILL'));
  const url = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /FilmFolio: (http:\/\/127\.0\.0\.1:\d+)\n/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited early (${code}): ${out}`)));
  });
  return { child, url };
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
