// The one line a Supabase-mode build prints when it cannot read what the pages are made of. The
// build then stops (build-content.ts): an empty site published over the good one is worse than
// no deploy at all, since the host keeps serving the last good build (docs/supabase.md).

/** What a build reads from the project, and the PostgREST path it reads it at. */
export const BUILD_READS = {
  videos: '/rest/v1/videos',
  settings: '/rest/v1/site_settings',
  redirects: '/rest/v1/video_slug_history',
} as const;

export type BuildRead = keyof typeof BUILD_READS;

const NAMES: Record<BuildRead, string> = {
  videos: 'the videos',
  settings: 'the site settings',
  redirects: 'the old film addresses',
};

/** The reason an error gives, with the network cause fetch hides behind "fetch failed". */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return `${error.message} (${typeof code === 'string' ? code : cause.message})`;
  }
  return error.message;
}

/** One line: what could not be read, from which address, and why. */
export function buildReadFailure(read: BuildRead, projectUrl: string, error: unknown): string {
  const where = `${projectUrl.replace(/\/+$/, '')}${BUILD_READS[read]}`;
  const reason = reasonOf(error).replace(/\s+/g, ' ').trim();
  return `FilmFolio build stopped: could not read ${NAMES[read]} from ${where}: ${reason}`;
}
