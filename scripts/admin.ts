// Administrator accounts of the local backend:
//   npm run admin -- set <email>      asks the password twice (not echoed), or reads it from a pipe
//   npm run admin -- list
//   npm run admin -- remove <email>
import { createAdminStore, normaliseEmail } from '../server/auth/admins.ts';
import { setAdmin } from '../server/auth/bootstrap.ts';
import { loadDataFolderConfig } from '../server/config/config.ts';
import { openDatabase } from '../server/store/db.ts';
import { readPassword, readPipedPassword } from './read-password.ts';

const USAGE = 'usage: npm run admin -- set <email> | list | remove <email>';

async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  const db = openDatabase({ dataDir: loadDataFolderConfig(process.env).dataDir });
  try {
    const admins = createAdminStore(db);
    if (command === 'list' && !email) {
      const all = admins.list();
      if (!all.length) console.log('no administrator account');
      for (const admin of all)
        console.log(`${admin.email}\tcreated ${admin.createdAt}\tupdated ${admin.updatedAt}`);
      return 0;
    }
    if (command === 'remove' && email) {
      const removed = admins.remove(email);
      console.log(
        removed ? `removed ${normaliseEmail(email)}` : `no account ${normaliseEmail(email)}`,
      );
      return removed ? 0 : 1;
    }
    if (command === 'set' && email) {
      let password: string;
      if (process.stdin.isTTY) {
        password = await readPassword('Password: ');
        if ((await readPassword('Again: ')) !== password) {
          console.error('the two passwords differ; nothing changed');
          return 1;
        }
      } else {
        password = await readPipedPassword();
      }
      const result = await setAdmin(admins, email, password);
      if (!result.ok) {
        console.error(`${result.problem}; nothing changed`);
        return 1;
      }
      console.log(`${normaliseEmail(email)}: ${result.outcome}`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } finally {
    db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
