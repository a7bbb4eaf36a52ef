import {
  type ServerProcess,
  type SpawnOptions,
  spawnServer as spawn,
  tempDataDir as temp,
} from './server.ts';

export { freePort, ROOT, type ServerProcess } from './server.ts';

export const ADMIN = { email: 'admin@filmfolio.test', password: 'Mesure-Robuste-2026!' } as const;

export function tempDataDir(): string {
  return temp('filmfolio-faults-');
}

/** The shared spawn with the administrator account the fault and load suites sign in with. */
export function spawnServer(options: SpawnOptions = {}): Promise<ServerProcess> {
  return spawn({
    ...options,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...options.env },
  });
}
