import type { Video } from '../lib/video.ts';

/**
 * The video list baked into the public page at build time, or null when it cannot be read (the
 * page then shows its error state and the island revalidates in the browser).
 */
export async function loadBuildVideos(): Promise<Video[] | null> {
  const backend = import.meta.env.PUBLIC_BACKEND ?? 'local';
  if (backend === 'supabase') {
    // The same anon-key PostgREST read the island revalidates with: what visitors may see.
    try {
      const rest = await import('./supabase-rest.ts');
      const config = rest.publicSupabaseConfig();
      if (!config) throw new Error('PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY are not set');
      return await rest.createSupabaseContentSource(config).listVideos();
    } catch (error) {
      console.error(`FilmFolio: could not read videos from Supabase: ${String(error)}`);
      return null;
    }
  }
  try {
    // Loaded lazily so a Supabase build never opens a SQLite file.
    const { openStore, demoEnabled } = await import('../../server/store/open.ts');
    // astro build runs at the repository root; the bundled copy of this code lives elsewhere.
    const store = openStore({
      dataDir: process.env.DATA_DIR ?? './data',
      demo: demoEnabled(process.env.DEMO_CONTENT),
      root: process.cwd(),
    });
    try {
      return store.videos.list();
    } finally {
      store.close();
    }
  } catch (error) {
    console.error(`FilmFolio: could not read videos for the build: ${String(error)}`);
    return null;
  }
}
