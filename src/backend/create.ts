import type { AdminBackend } from './port.ts';

// The only place that reads which backend the site runs on (design: one port, two adapters).
// Each adapter is imported on demand, so a page carries only the one it uses.
export async function createAdminBackend(): Promise<AdminBackend> {
  if (import.meta.env.PUBLIC_BACKEND === 'supabase') {
    const { createSupabaseBackend } = await import('./supabase.ts');
    return createSupabaseBackend();
  }
  const { createLocalBackend } = await import('./local.ts');
  return createLocalBackend();
}
