import { readFileSync } from 'node:fs';
import { CONTENT_SNAPSHOT_ENV, parseContentSnapshot } from '../../lib/content-snapshot.ts';
import type { ContentSource, SettingsSource } from '../port.ts';

/**
 * The local build's content: the snapshot file named by FILMFOLIO_CONTENT_SNAPSHOT, written by
 * the server before a rebuild or by the build's own integration (integrations/content-snapshot.ts). The pages never
 * open the database, so a build cannot hold a lock the admin's saves wait for.
 */
export function createSnapshotContentSource(
  env: NodeJS.ProcessEnv = process.env,
): Required<ContentSource> & SettingsSource {
  const read = () => {
    const file = env[CONTENT_SNAPSHOT_ENV];
    if (!file) throw new Error(`${CONTENT_SNAPSHOT_ENV} is not set: the build has no content`);
    return parseContentSnapshot(readFileSync(file, 'utf8'));
  };
  return {
    listVideos: async () => read().videos,
    listSlugRedirects: async () => read().slugRedirects,
    getSettings: async () => read().settings,
  };
}
