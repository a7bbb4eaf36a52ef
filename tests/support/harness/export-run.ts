// The export suites (tests/ops/export-supabase*.test.ts): a stand-in project per test, closed
// after it, and `npm run export:supabase` pointed at it.
import { afterEach } from 'vitest';
import { type StandIn, startStandIn } from '../supabase/stand-in.ts';
import { type CommandResult, runOpsCommand } from './ops-commands.ts';

/** Registers the clean-up in the calling file; each call of the result starts a fresh project. */
export function standInPerTest(): () => Promise<StandIn> {
  let standIn: StandIn | undefined;
  afterEach(async () => {
    await standIn?.close();
    standIn = undefined;
  });
  return async () => {
    standIn = await startStandIn();
    return standIn;
  };
}

/** The export of `dataDir` to `target`, with its service key unless the test gives another. */
export const exportSite = (
  dataDir: string,
  target: StandIn,
  key = target.serviceKey,
): Promise<CommandResult> =>
  runOpsCommand('export-supabase', [], {
    DATA_DIR: dataDir,
    SUPABASE_URL: target.url,
    SUPABASE_SERVICE_ROLE_KEY: key,
  });
