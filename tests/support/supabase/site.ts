// The site built in Supabase mode against a stand-in project (stand-in.ts): what the
// deploy workflow publishes, baked from the stand-in's rows and pointing its browser code at it.
// The build runs as a child process while this process serves the stand-in, so it is awaited,
// never run synchronously.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../harness/server.ts';
import { makeTempDir } from '../harness/temp-dirs.ts';

export interface SupabaseSite {
  distDir: string;
  remove(): void;
}

export interface SupabaseBuildRun {
  code: number | null;
  /** stdout and stderr together, in arrival order. */
  output: string;
}

/** One `astro build` in Supabase mode into distDir, whatever its outcome. */
export async function runSupabaseBuild(
  project: { url: string; anonKey: string },
  distDir: string,
): Promise<SupabaseBuildRun> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/astro'), ['build', '--outDir', distDir], {
    cwd: ROOT,
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      // vitest sets NODE_ENV=test, which would bundle React's development build.
      NODE_ENV: 'production',
      PUBLIC_BACKEND: 'supabase',
      PUBLIC_SUPABASE_URL: project.url,
      PUBLIC_SUPABASE_ANON_KEY: project.anonKey,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, output };
}

export async function buildSupabaseSite(project: {
  url: string;
  anonKey: string;
}): Promise<SupabaseSite> {
  const home = makeTempDir('filmfolio-supabase-site-');
  const distDir = path.join(home, 'dist');
  const remove = () => fs.rmSync(home, { recursive: true, force: true });
  const { code, output } = await runSupabaseBuild(project, distDir);
  if (code !== 0) {
    remove();
    throw new Error(`astro build (Supabase mode) failed:\n${output}`);
  }
  return { distDir, remove };
}
