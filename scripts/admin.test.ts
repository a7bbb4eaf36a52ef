import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../tests/support/harness/temp-dirs.ts';

const SCRIPT = join(import.meta.dirname, 'admin.ts');
let temp: ReturnType<typeof tempDataDir>;
beforeEach(() => {
  temp = tempDataDir();
});
afterEach(() => temp.remove());

const admin = (args: string[], input = '') =>
  spawnSync(process.execPath, [SCRIPT, ...args], {
    input,
    env: { ...process.env, DATA_DIR: temp.dir },
    encoding: 'utf8',
  });

describe('npm run admin', () => {
  it('sets (password from a pipe), lists and removes an account', () => {
    const set = admin(['set', 'Chef@Example.com'], 'correct horse battery\n');
    expect(set.status).toBe(0);
    expect(set.stdout).toContain('chef@example.com: created');
    expect(set.stdout).not.toContain('correct horse battery');
    expect(admin(['set', 'chef@example.com'], 'correct horse battery\n').stdout).toContain(
      'unchanged',
    );
    expect(admin(['list']).stdout).toMatch(/^chef@example\.com\t/);
    expect(admin(['remove', 'chef@example.com']).status).toBe(0);
    expect(admin(['list']).stdout).toContain('no administrator account');
  });

  it('refuses a password under 12 characters and unknown commands', () => {
    const short = admin(['set', 'chef@example.com'], 'short\n');
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('at least 12 characters');
    expect(admin(['list']).stdout).toContain('no administrator account');
    expect(admin(['promote', 'x']).status).toBe(2);
  });
});
