// The component tests' fake backend owes the admin app the same behaviour as the real adapters.

import { contractFilms } from '../../../tests/support/data/contract-films.ts';
import { tinyPreviewMp4 } from '../../../tests/support/data/tiny-preview.ts';
import { visitorStatus } from '../../../tests/support/fakes/backend/previews.ts';
import { createFakeBackend } from '../../../tests/support/fakes/backend.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../../tests/support/harness/credentials.ts';
import { describeBackendContract } from './suite.ts';

describeBackendContract('fake', async () => {
  const backend = createFakeBackend({ session: { authenticated: false } });
  let uploads = 0;
  const films = contractFilms(async () => {
    // Stored where an upload would put it, like the real adapters' tus uploads.
    uploads += 1;
    const url = `/media/film-${uploads}.mp4`;
    backend.files.set(url, tinyPreviewMp4());
    return url;
  });
  return {
    backend,
    signedOut: backend.client(),
    contact: backend.contact,
    publicContent: backend.publicContent,
    another: backend.client,
    credentials: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    readFile: async (url: string) => {
      const bytes = backend.files.get(url);
      if (!bytes) throw new Error(`no stored file at ${url}`);
      return bytes;
    },
    films: { ...films, status: async (url: string) => visitorStatus(backend, url) },
    teardown: async () => {},
  };
});
