import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server's own key (signed private-link cookies), in the data folder but outside the
 * database: backups hold only the database and media/, so neither a copy of the database nor a
 * backup can sign a cookie, and a restore keeps the target's file (server/ops/restore.ts).
 */
export const SECRET_FILE = 'secret';
const SECRET_BYTES = 32;

/** Reads DATA_DIR/secret, making it (0600, 32 random bytes) at first start. */
export function loadServerSecret(dataDir: string): Buffer {
  const path = join(dataDir, SECRET_FILE);
  // Written whole under another name, then linked in: two processes starting at once never read
  // a half-written file, and the first one's key wins.
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(draft, randomBytes(SECRET_BYTES), { mode: 0o600, flag: 'wx' });
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const secret = readFileSync(path);
  if (secret.length < SECRET_BYTES) {
    throw new Error(
      `FilmFolio: ${path} holds fewer than ${SECRET_BYTES} bytes: delete it and start again (visitors of password-protected links then enter the password again)`,
    );
  }
  return secret;
}
