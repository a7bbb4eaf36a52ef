// An Edge Function as Supabase runs it: its index.ts served by Deno (the npm package `deno`),
// allowed the network to 127.0.0.1 only, on an ephemeral port.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../harness/server.ts';

export const DENO = path.join(ROOT, 'node_modules', '.bin', 'deno');
export const FUNCTIONS = path.join(ROOT, 'supabase', 'functions');

export const denoEnv = (extra: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  DENO_DIR: path.join(ROOT, 'node_modules', '.cache', 'deno'),
  DENO_NO_UPDATE_CHECK: '1',
  // Deno.serve's address: an ephemeral port on 127.0.0.1.
  DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
  ...extra,
});

export interface DenoFunction {
  url: string;
  stop(): void;
}

/** Serves a function's index.ts under Deno; resolves with its address once it listens. */
export function serveDenoFunction(
  name: string,
  env: Record<string, string>,
): Promise<DenoFunction> {
  const child: ChildProcess = spawn(
    DENO,
    [
      'run',
      '--no-prompt',
      '--allow-net=127.0.0.1',
      '--allow-env',
      path.join(FUNCTIONS, name, 'index.ts'),
    ],
    { cwd: ROOT, env: denoEnv(env) },
  );
  const stop = () => {
    child.kill();
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Listening on (https?:\/\/[^\s/]+)/.exec(output)?.[1];
      if (address) {
        const url = address.replace('0.0.0.0', '127.0.0.1').replace('localhost', '127.0.0.1');
        resolve({ url, stop });
      }
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    child.on('exit', (code) => reject(new Error(`deno exited ${code}: ${output}`)));
  });
}

/** A handler the stand-in mounts at /functions/v1/<name> that forwards to the Deno server. */
export function forwardTo(url: string) {
  return async (request: Request): Promise<Response> => {
    const body = request.method === 'GET' ? null : await request.arrayBuffer();
    return fetch(url, { method: request.method, headers: request.headers, body });
  };
}

/**
 * The rebuild function as deployed (its secrets set as docs/supabase.md says), served by Deno
 * with GitHub's API at `githubApi`, and mounted at /functions/v1/rebuild of the project.
 */
export async function mountDenoRebuild(
  project: {
    url: string;
    serviceKey: string;
    mountFunction(name: string, handler: (request: Request) => Promise<Response>): void;
  },
  githubApi: string,
  webhookSecret: string,
): Promise<DenoFunction> {
  const rebuild = await serveDenoFunction('rebuild', {
    REBUILD_WEBHOOK_SECRET: webhookSecret,
    GITHUB_DISPATCH_TOKEN: 'ghp_test',
    GITHUB_REPOSITORY: 'owner/filmfolio',
    GITHUB_API_URL: githubApi,
    SUPABASE_URL: project.url,
    SUPABASE_SERVICE_ROLE_KEY: project.serviceKey,
  });
  project.mountFunction('rebuild', forwardTo(rebuild.url));
  return rebuild;
}
