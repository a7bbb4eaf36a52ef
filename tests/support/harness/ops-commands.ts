import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './server.ts';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** One of the operations commands (scripts/ops/<name>.ts) as npm runs it, from the repository root. */
export function runOpsCommand(
  name: 'backup' | 'restore' | 'export-supabase',
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts', 'ops', `${name}.ts`), ...args],
      {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
