import { ADMIN_ENV } from './credentials.ts';
import { type ServerProcess, type SpawnOptions, spawnServer as spawn } from './server.ts';

export { freePort, ROOT, type ServerProcess } from './server.ts';

/** The shared spawn with the administrator account the fault and load suites sign in with. */
export function spawnServer(options: SpawnOptions = {}): Promise<ServerProcess> {
  return spawn({
    ...options,
    env: { ...ADMIN_ENV, ...options.env },
  });
}
