import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdminBackend } from './create.ts';

const SRC = join(import.meta.dirname, '..');

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('the backend factory', () => {
  it('reads PUBLIC_BACKEND in one module only (kind.ts)', () => {
    const readers = productionFiles(SRC)
      .filter((file) =>
        /import\.meta\.env\.PUBLIC_BACKEND|env\.PUBLIC_BACKEND/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(SRC, file));
    expect(readers).toEqual(['backend/kind.ts']);
  });

  it('gives the local adapter by default, the Supabase one when asked', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return Response.json({ authenticated: false });
    });
    vi.stubEnv('PUBLIC_BACKEND', '');
    expect(await (await createAdminBackend()).getSession()).toEqual({ authenticated: false });
    expect(asked).toEqual(['/api/session']);
    vi.stubEnv('PUBLIC_BACKEND', 'supabase');
    vi.stubEnv('PUBLIC_SUPABASE_URL', '');
    await expect(createAdminBackend()).rejects.toThrow('PUBLIC_BACKEND=supabase needs');
  });
});
