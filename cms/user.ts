// CLI for editor accounts on the CMS's own database: CMS_DATABASE_URL's PostgreSQL, else the SQLite
// file of CMS_DB_FILE (docs/product/editing.md). A new real instance gets its first admin with `add`:
//   npm run cms:user -- add <username> --role editor|admin   (password read from standard input)
//   npm run cms:user -- password <username>                   (new password from standard input; ends their sessions)
//   npm run cms:user -- disable|enable <username>             (disable ends their sessions)
//   npm run cms:user -- delete <username>                     (removes the account and ends its sessions)
//   npm run cms:user -- list
import { loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { passwordProblem } from './editor/password-policy';
import { audit, createUser, deleteUser, endUserSessions, findUserByName, listUsers, updateUser } from './db/repositories/editor-users.repository';

const USAGE =
  'usage: npm run cms:user -- add <username> --role editor|admin | password <username> | disable <username> | enable <username> | delete <username> | list';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  // one line: the password, without its line ending
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
}

function fail(msg: string): never {
  console.error(msg);
  process.exit(2);
}

async function main() {
  const [command, username, ...rest] = process.argv.slice(2);
  const config = loadConfig();
  const db = openDatabase({ url: config.databaseUrl, file: config.dbFile, poolSize: 1, sqliteSync: config.sqliteSync });
  // never the URL itself: it may carry the database's password
  const where = config.databaseUrl ? 'the PostgreSQL database of CMS_DATABASE_URL' : config.dbFile;
  try {
    await migrateToLatest(db);
    if (command === 'list') {
      for (const u of await listUsers(db)) console.log(`${u.username}\t${u.role}${u.disabled ? '\tdisabled' : ''}`);
      return;
    }
    if (!username || !/^[A-Za-z0-9._-]{2,64}$/.test(username)) fail(`${USAGE}\n(user names: 2–64 letters, digits, dot, dash, underscore)`);
    const existing = await findUserByName(db, username);
    if (command === 'add') {
      const i = rest.indexOf('--role');
      const role = i >= 0 ? rest[i + 1] : 'editor';
      if (role !== 'editor' && role !== 'admin') fail(`--role must be editor or admin, not ${role}`);
      if (existing) fail(`The user ${username} exists already (its password: npm run cms:user -- password ${username}).`);
      if (process.stdin.isTTY) console.error(`Password for ${username} (then Enter):`);
      const password = await readStdin();
      const problem = passwordProblem(password, username);
      if (problem) fail(problem);
      await createUser(db, username, password, role);
      await audit(db, 'shell', 'user create', '', `${username} (${role})`);
      console.log(`Created ${role} ${username} in ${where}.`);
    } else if (command === 'password' || command === 'disable' || command === 'enable') {
      if (!existing) fail(`No user ${username} in ${where}.`);
      if (command === 'password') {
        if (process.stdin.isTTY) console.error(`New password for ${username} (then Enter):`);
        const password = await readStdin();
        const problem = passwordProblem(password, username);
        if (problem) fail(problem);
        await updateUser(db, existing.id, { password });
      } else await updateUser(db, existing.id, { disabled: command === 'disable' });
      if (command !== 'enable') await endUserSessions(db, existing.id);
      await audit(db, 'shell', 'user change', `user/${existing.id}`, `${username}: ${command}`);
      console.log(`${username}: ${command} done.`);
    } else if (command === 'delete') {
      if (!existing) fail(`No user ${username} in ${where}.`);
      await deleteUser(db, existing.id);
      await audit(db, 'shell', 'user delete', `user/${existing.id}`, `${username} (${existing.role})`);
      console.log(`${username}: deleted; their sessions were ended.`);
    } else fail(USAGE);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
