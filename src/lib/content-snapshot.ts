import type { SlugRedirect } from './film-page.ts';
import type { SiteSettings } from './site-settings.ts';
import type { Video } from './video.ts';

/**
 * Everything one local build bakes from the store, read at one instant. The server (or the build
 * integration, for `npm run build`) writes it; the pages read it. docs/architecture.md.
 */
export interface ContentSnapshot {
  videos: Video[];
  slugRedirects: SlugRedirect[];
  settings: SiteSettings;
}

/** The environment variable naming the snapshot file a local build reads. */
export const CONTENT_SNAPSHOT_ENV = 'FILMFOLIO_CONTENT_SNAPSHOT';

/** Our own file, but a wrong one must fail loudly here rather than as `undefined` in a page. */
export function parseContentSnapshot(text: string): ContentSnapshot {
  const value = JSON.parse(text) as Partial<ContentSnapshot> | null;
  if (
    !value ||
    !Array.isArray(value.videos) ||
    !Array.isArray(value.slugRedirects) ||
    typeof value.settings !== 'object' ||
    value.settings === null
  ) {
    throw new Error('the content snapshot is not one this version writes');
  }
  return value as ContentSnapshot;
}
