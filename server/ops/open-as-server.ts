import { createAdminStore } from '../auth/admins.ts';
import { createSessionStore, DEFAULT_SESSION_POLICY } from '../auth/sessions.ts';
import { openStore } from '../store/open.ts';
import { createSiteState } from '../store/site-state.ts';

/**
 * Opens a data folder the way `node server/main.ts` does at start (the store with every table's
 * statements, the accounts, the sessions, the site's build state) and reads each once, then
 * closes it: a database the server could not start on throws here. A restore runs it on its
 * staged copy, before the swap (issue 34, point 6).
 */
export function openAsServer(dataDir: string): { videos: number } {
  const store = openStore({ dataDir, demo: false });
  try {
    createAdminStore(store.db).count();
    createSessionStore(store.db, DEFAULT_SESSION_POLICY, Date.now);
    createSiteState(store.db).read();
    store.settings.get();
    store.links.list();
    store.statistics.linkVisits();
    store.messages.list();
    return { videos: store.videos.list().length };
  } finally {
    store.close();
  }
}
