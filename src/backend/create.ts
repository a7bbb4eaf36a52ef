import type { AdminBackend } from './port.ts';

// The only place that reads which backend the site runs on (design: one port, two adapters).
export async function createAdminBackend(): Promise<AdminBackend> {
  const kind = import.meta.env.PUBLIC_BACKEND ?? 'local';
  if (kind === 'supabase') {
    // The Supabase adapter (src/backend/supabase.ts) is delivered by its own issue.
    throw new Error('PUBLIC_BACKEND=supabase: the Supabase admin adapter is not built yet');
  }
  const { createLocalBackend } = await import('./local.ts');
  return createLocalBackend();
}
