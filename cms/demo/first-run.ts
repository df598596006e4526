// What a real (non-demo) instance tells its operator at start: how to make the first admin, and
// which accounts still hold a password the README publishes.
import type { Db } from '../db/database';
import { verifyPassword } from '../lib/password';
import { DEMO_CONTENT, DEMO_EDITOR, readDemoLogins } from './accounts';

export const FIRST_ADMIN_COMMAND = 'npm run cms:user -- add <name> --role admin';

export const FIRST_ADMIN_HINT =
  `No editor account yet: create the first admin with \`${FIRST_ADMIN_COMMAND}\` ` +
  '(run it where the CMS runs, with the same CMS_DB_FILE or CMS_DATABASE_URL; it asks for the password). ' +
  'This instance is not a demo (CMS_DEMO is not 1), so it has no demo content and no demo logins.';

export async function hasEditors(db: Db): Promise<boolean> {
  return !!(await db.selectFrom('editor_users').select('id').limit(1).executeTakeFirst());
}

/** "editor account editor", "dealer login dealer.berlin": the demo accounts whose demo password still signs in. */
export async function demoPasswordsStillSet(db: Db): Promise<string[]> {
  const found: string[] = [];
  const editor = await db.selectFrom('editor_users').select('password_hash').where('username', '=', DEMO_EDITOR.username).executeTakeFirst();
  if (editor && (await verifyPassword(DEMO_EDITOR.password, editor.password_hash))) found.push(`The editor account ${DEMO_EDITOR.username}`);
  for (const [username, password] of readDemoLogins(DEMO_CONTENT)) {
    const account = await db.selectFrom('accounts').select('password_hash').where('username', '=', username).executeTakeFirst();
    if (account?.password_hash && (await verifyPassword(password, account.password_hash))) found.push(`The dealer login ${username}`);
  }
  return found;
}
