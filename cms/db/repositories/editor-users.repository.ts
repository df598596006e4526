// Editor accounts, their database-stored sessions (so several CMS instances share them) and the audit log.
import type { Db } from '../database';
import { hashToken, newToken, nowIso, nowSeconds } from '../../lib/tokens';
import { hashPassword } from '../../lib/password';

export type Role = 'editor' | 'admin';

export interface SessionLimits {
  idleS: number;
  absoluteS: number;
}

export const findUserByName = (db: Db, username: string) => db.selectFrom('editor_users').selectAll().where('username', '=', username).executeTakeFirst();
export const findUser = (db: Db, id: number) => db.selectFrom('editor_users').selectAll().where('id', '=', id).executeTakeFirst();

export async function createUser(db: Db, username: string, password: string, role: Role) {
  const now = nowIso();
  const r = await db
    .insertInto('editor_users')
    .values({ username, password_hash: await hashPassword(password), role, disabled: 0, created_at: now, updated_at: now })
    .executeTakeFirst();
  return Number(r.insertId);
}

export async function listUsers(db: Db) {
  const rows = await db.selectFrom('editor_users').select(['id', 'username', 'role', 'disabled', 'created_at', 'updated_at']).orderBy('username').execute();
  return rows.map((r) => ({ ...r, disabled: r.disabled === 1 }));
}

export async function updateUser(db: Db, id: number, patch: { role?: Role; disabled?: boolean; password?: string }) {
  const set: Record<string, unknown> = { updated_at: nowIso() };
  if (patch.role) set.role = patch.role;
  if (patch.disabled !== undefined) set.disabled = patch.disabled ? 1 : 0;
  if (patch.password) set.password_hash = await hashPassword(patch.password);
  const r = await db.updateTable('editor_users').set(set).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Removes the account and every session it has open; audit rows and revisions keep the name. */
export async function deleteUser(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('editor_sessions').where('user_id', '=', id).execute();
    const r = await trx.deleteFrom('editor_users').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  });
}

/** A new session; the cookie carries the token, the database only its hash. */
export async function openSession(db: Db, userId: number) {
  const token = newToken();
  const now = nowSeconds();
  await db
    .insertInto('editor_sessions')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now, seen_at: now })
    .execute();
  return token;
}

/** The session's user when it is within both timeouts and the user is enabled; an expired session is removed. */
export async function sessionUser(db: Db, token: string, limits: SessionLimits) {
  const hash = hashToken(token);
  const row = await db
    .selectFrom('editor_sessions')
    .innerJoin('editor_users', 'editor_users.id', 'editor_sessions.user_id')
    .select(['editor_sessions.created_at', 'editor_sessions.seen_at', 'editor_users.id', 'editor_users.username', 'editor_users.role', 'editor_users.disabled'])
    .where('editor_sessions.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row) return null;
  const now = nowSeconds();
  if (row.disabled || now - row.seen_at > limits.idleS || now - row.created_at > limits.absoluteS) {
    await db.deleteFrom('editor_sessions').where('token_hash', '=', hash).execute();
    return null;
  }
  // one write a minute at most keeps the idle clock without a write per request
  if (now - row.seen_at >= 60) await db.updateTable('editor_sessions').set({ seen_at: now }).where('token_hash', '=', hash).execute();
  return { id: row.id, username: row.username, role: row.role };
}

export const endSession = (db: Db, token: string) => db.deleteFrom('editor_sessions').where('token_hash', '=', hashToken(token)).execute();
export const endUserSessions = (db: Db, userId: number) => db.deleteFrom('editor_sessions').where('user_id', '=', userId).execute();

export async function audit(db: Db, username: string, action: string, target = '', detail = '') {
  await db
    .insertInto('editor_audit')
    .values({ at: nowIso(), username, action, target, detail: detail.slice(0, 500) })
    .execute();
}

export async function listAudit(db: Db, page: number, perPage: number) {
  const total = await db
    .selectFrom('editor_audit')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const list = await db
    .selectFrom('editor_audit')
    .select(['id', 'at', 'username', 'action', 'target', 'detail'])
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { total: Number(total.n), list };
}
