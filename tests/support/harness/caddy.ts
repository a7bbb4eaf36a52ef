// Caddy in front of the server, as docs/deployment.md sets it up, on 127.0.0.1 only: Debian's
// `caddy` package, `tls internal` (its own local CA: no network), ports chosen free.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './server.ts';
import { waitUntil } from './wait.ts';

export interface Caddy {
  /** https://localhost:<port>, the site's PUBLIC_URL. */
  origin: string;
  port: number;
  /** Caddy's local root certificate (PEM), to trust its certificate. */
  ca: string;
  stop(): Promise<void>;
}

/** The site block of docs/deployment.md, with `tls internal` instead of a public certificate. */
export function caddyfile(options: { http: number; https: number; upstream: number; dir: string }) {
  return `{
	admin off
	skip_install_trust
	local_certs
	default_bind 127.0.0.1
	auto_https disable_redirects
	http_port ${options.http}
	https_port ${options.https}
	storage file_system {
		root ${join(options.dir, 'storage')}
	}
}

https://localhost:${options.https} {
	tls internal
	reverse_proxy 127.0.0.1:${options.upstream}
}
`;
}

export async function startCaddy(dir: string, upstream: number): Promise<Caddy> {
  mkdirSync(dir, { recursive: true });
  const [http, https] = [await freePort(), await freePort()];
  const config = join(dir, 'Caddyfile');
  writeFileSync(config, caddyfile({ http, https, upstream, dir }));
  const child: ChildProcess = spawn(
    'caddy',
    ['run', '--config', config, '--adapter', 'caddyfile'],
    {
      env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_CONFIG_HOME: dir, XDG_DATA_HOME: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const root = join(dir, 'storage', 'pki', 'authorities', 'local', 'root.crt');
  await waitUntil(
    `caddy to make its certificate (log: ${log.slice(-500)})`,
    () => existsSync(root) && /certificate obtained successfully|enabling automatic TLS/.test(log),
    30_000,
  ).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw new Error(`${String(error)}\n${log}`);
  });
  return {
    origin: `https://localhost:${https}`,
    port: https,
    ca: readFileSync(root, 'utf8'),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
