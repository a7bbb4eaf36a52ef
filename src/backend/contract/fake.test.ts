// The component tests' fake backend owes the admin app the same behaviour as the real adapters.

import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../../tests/support/credentials.ts';
import { createFakeBackend } from '../../../tests/support/fake-backend.ts';
import { describeBackendContract } from './suite.ts';

describeBackendContract('fake', async () => {
  const backend = createFakeBackend({ session: { authenticated: false } });
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
    teardown: async () => {},
  };
});
