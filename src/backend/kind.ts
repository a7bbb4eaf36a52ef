// The one place that reads which backend the site runs on (PUBLIC_BACKEND, baked in at build
// time). No imports: the audience beacon's page script uses it and must stay tiny.
export const isSupabaseBackend = (): boolean => import.meta.env.PUBLIC_BACKEND === 'supabase';
