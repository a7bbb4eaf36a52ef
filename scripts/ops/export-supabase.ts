// npm run export:supabase: copies the local site (DATA_DIR) into a Supabase project whose
// migrations are applied. SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY come from the environment
// only: the service-role key bypasses row-level security, so it never sits in a file of the
// repository nor in a PUBLIC_ variable. Safe to run again: it copies only what is missing.
import { loadDataFolderConfig } from '../../server/config/config.ts';
import { exportToSupabase, formatSummary } from './supabase-export/export.ts';

async function main(): Promise<number> {
  const url = process.env.SUPABASE_URL?.trim();
  const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (!url || !serviceRoleKey || !/^https?:\/\//.test(url)) {
    console.error(
      'export:supabase needs SUPABASE_URL (https://<ref>.supabase.co) and SUPABASE_SERVICE_ROLE_KEY ' +
        'in the environment (Project Settings > API); see docs/supabase.md',
    );
    return 2;
  }
  const summaries = await exportToSupabase({
    dataDir: loadDataFolderConfig(process.env).dataDir,
    project: { url, serviceRoleKey },
    log: (line) => console.error(line),
  });
  for (const line of formatSummary(summaries)) console.log(line);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`export stopped: ${error instanceof Error ? error.message : String(error)}`);
    console.error('What was copied stays; run the same command again to continue.');
    process.exit(1);
  },
);
