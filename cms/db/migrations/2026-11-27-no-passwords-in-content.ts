// Dealer logins are accounts, not content: the editing documents and revisions of dealers kept the
// content files' login blocks verbatim, clear passwords included, for anyone holding an editor
// session or the machine token to read. This removes every login block from them. The accounts'
// hashes stay what they are; where a removed password no longer matches its account's hash (the
// dealer changed it since), the dealer is named in the output, so nobody mistakes the file's
// password for a working one. The scrypt check is written out here: a migration imports no app code.
import { scrypt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';

/** The columns this migration reads and writes, as they are on 2026-11-27. */
interface Tables {
  editor_docs: { type: string; doc_id: string; draft: string | null; published: string | null };
  editor_revisions: { id: number; type: string; doc_id: string; data: string };
  accounts: { shop_id: number; password_hash: string | null };
}

function matches(password: string, stored: string | null | undefined): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = (stored ?? '').split('$');
  if (alg !== 'scrypt' || !salt || !hash) return Promise.resolve(false);
  const expected = Buffer.from(hash, 'base64');
  return new Promise((resolve) =>
    scrypt(
      password.normalize('NFKC'),
      Buffer.from(salt, 'base64'),
      expected.length,
      { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 },
      (err, key) => resolve(!err && key.length === expected.length && timingSafeEqual(key, expected)),
    ),
  );
}

/** The JSON without its login block, and the block; null when there was none to remove. */
function withoutLogin(json: string | null): { json: string; login: Record<string, unknown> } | null {
  if (!json) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || !('login' in data)) return null;
  const { login, ...rest } = data as Record<string, unknown>;
  return { json: JSON.stringify(rest), login: login && typeof login === 'object' ? (login as Record<string, unknown>) : {} };
}

export async function up(anyDb: Kysely<unknown>): Promise<void> {
  const db = anyDb as unknown as Kysely<Tables>;
  const differed = new Map<string, string>();
  const note = async (docId: string, login: Record<string, unknown>) => {
    if (typeof login.password !== 'string' || differed.has(docId)) return;
    const account = await db.selectFrom('accounts').select('password_hash').where('shop_id', '=', Number(docId)).executeTakeFirst();
    if (!(await matches(login.password, account?.password_hash))) differed.set(docId, String(login.username ?? ''));
  };

  const docs = await db.selectFrom('editor_docs').select(['doc_id', 'draft', 'published']).where('type', '=', 'dealers').execute();
  for (const doc of docs) {
    const draft = withoutLogin(doc.draft);
    const published = withoutLogin(doc.published);
    if (!draft && !published) continue;
    for (const found of [draft, published]) if (found) await note(doc.doc_id, found.login);
    await db
      .updateTable('editor_docs')
      .set({ ...(draft ? { draft: draft.json } : {}), ...(published ? { published: published.json } : {}) })
      .where('type', '=', 'dealers')
      .where('doc_id', '=', doc.doc_id)
      .execute();
  }

  const revisions = await db.selectFrom('editor_revisions').select(['id', 'doc_id', 'data']).where('type', '=', 'dealers').execute();
  for (const rev of revisions) {
    const found = withoutLogin(rev.data);
    if (!found) continue;
    await note(rev.doc_id, found.login);
    await db.updateTable('editor_revisions').set({ data: found.json }).where('id', '=', rev.id).execute();
  }

  for (const [docId, username] of differed)
    console.log(
      `migration 2026-11-27-no-passwords-in-content: dealer ${docId}${username ? ` (${username})` : ''}: the password removed from its editing document ` +
        'was not the one its account holds; the account keeps its own.',
    );
}

export async function down(): Promise<void> {
  // the removed passwords are gone on purpose
}
